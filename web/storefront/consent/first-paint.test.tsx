// @vitest-environment happy-dom
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cookieBannerHtml, withFirstPaint } from '#shared/web/first-paint.ts';
import type { PublicConfig } from '../data';
import { CookieBanner } from './CookieBanner';

/**
 * An element tree as `tag.classes[attributes]` lines with its text, leaving out what only one of
 * the two banners has on purpose: ids and their references, test ids, the router's link marker, the static marker and the
 * inert buttons' aria-disabled.
 */
function outline(html: string): string[] {
  const root = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  const ignored = new Set(['id', 'class', 'aria-labelledby', 'data-testid', 'data-discover', 'data-first-paint', 'aria-disabled']);
  const lines: string[] = [];
  const walk = (node: Node, depth: number) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (text) lines.push(`${'  '.repeat(depth)}"${text}"`);
      return;
    }
    if (!(node instanceof Element)) return;
    const attributes = [...node.attributes]
      .filter((attribute) => !ignored.has(attribute.name))
      .map((attribute) => `${attribute.name}=${attribute.value}`)
      .sort();
    lines.push(`${'  '.repeat(depth)}${node.tagName.toLowerCase()}${[...node.classList].map((name) => `.${name}`).join('')}[${attributes.join(' ')}]`);
    node.childNodes.forEach((child) => walk(child, depth + 1));
  };
  root.childNodes.forEach((child) => walk(child, 0));
  return lines;
}

/** The app's banner as the browser renders it (on the server it stays closed: consent.ts). */
function appBanner(config: Partial<PublicConfig>): string {
  const container = document.createElement('div');
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <MemoryRouter>
        <CookieBanner config={config as PublicConfig} />
      </MemoryRouter>,
    ),
  );
  const html = container.innerHTML;
  root.unmount();
  return html;
}

describe('the static cookie banner of the page HTML', () => {
  it.each([
    ['the privacy text of the settings', { privacyPolicyText: 'Wir speichern nur, was die Bestellung braucht.' }],
    ['an external privacy address', { privacyPolicy: 'https://gruber.example/datenschutz' }],
    ['no privacy policy', {}],
  ])("is the app's banner, element for element, with %s", (_, config) => {
    const app = appBanner(config);
    expect(app).toContain('cookie-banner');
    expect(outline(cookieBannerHtml(config))).toEqual(outline(app));
  });

  it("leaves the app's banner out of a server render (the page carries the static one)", () => {
    expect(
      renderToStaticMarkup(
        <MemoryRouter>
          <CookieBanner config={{} as PublicConfig} />
        </MemoryRouter>,
      ),
    ).toBe('');
  });

  it('marks itself for the stylesheet and keeps its buttons inert until the app replaces it', () => {
    const banner = new DOMParser().parseFromString(cookieBannerHtml({}), 'text/html').body.firstElementChild!;
    expect(banner.hasAttribute('data-first-paint')).toBe(true);
    expect([...banner.querySelectorAll('button')].map((button) => button.getAttribute('aria-disabled'))).toEqual(['true', 'true']);
    expect(banner.getAttribute('aria-labelledby')).toBe(banner.querySelector('h2')!.id);
  });

  it('escapes an external privacy address', () => {
    expect(cookieBannerHtml({ privacyPolicy: 'https://x.example/?a="><script>' })).toContain('href="https://x.example/?a=&quot;&gt;&lt;script&gt;"');
  });
});

describe('withFirstPaint', () => {
  it("fills the shell's empty root and leaves a shell without one as it is", () => {
    expect(withFirstPaint('<body>\n  <div id="root"></div>\n</body>', '<p>x</p>')).toBe('<body>\n  <div id="root"><p>x</p></div>\n</body>');
    expect(withFirstPaint('<body><main></main></body>', '<p>x</p>')).toBe('<body><main></main></body>');
  });

  it('takes the first paint literally, also where it holds `$&`', () => {
    expect(withFirstPaint('<div id="root"></div>', '<p>$& $1</p>')).toBe('<div id="root"><p>$& $1</p></div>');
  });
});
