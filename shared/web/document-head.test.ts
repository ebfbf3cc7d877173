import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml, withDocumentHead, type DocumentHead } from './document-head';

const SHELL = `<!doctype html>
<html lang="de">
  <head>
    <meta charset="utf-8" />
    <script>
      setTimeout(function () {});
    </script>
    <meta name="description" content="" />
    <title>Theke</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const head: DocumentHead = {
  title: 'Catering - Fleischerei Gruber',
  description: 'Party-Platten & Spanferkel',
  canonicalUrl: 'https://shop.example/catering',
  siteName: 'Fleischerei Gruber',
};

describe('escapeHtml', () => {
  it('escapes the five characters of HTML', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;');
  });
});

describe('withDocumentHead', () => {
  it("replaces the shell's title and description and adds canonical and Open Graph tags before </head>", () => {
    expect(withDocumentHead(SHELL, head)).toBe(`<!doctype html>
<html lang="de">
  <head>
    <meta charset="utf-8" />
    <script>
      setTimeout(function () {});
    </script>
    <title>Catering - Fleischerei Gruber</title>
    <meta name="description" content="Party-Platten &amp; Spanferkel" />
    <link rel="canonical" href="https://shop.example/catering" />
    <meta property="og:type" content="website" />
    <meta property="og:locale" content="de_AT" />
    <meta property="og:title" content="Catering - Fleischerei Gruber" />
    <meta property="og:description" content="Party-Platten &amp; Spanferkel" />
    <meta property="og:url" content="https://shop.example/catering" />
    <meta property="og:site_name" content="Fleischerei Gruber" />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`);
  });

  it('keeps the inline script byte for byte (its CSP hash stays valid)', () => {
    const script = '<script>\n      setTimeout(function () {});\n    </script>';
    expect(withDocumentHead(SHELL, head)).toContain(script);
  });

  it('escapes a title and description that try to break out', () => {
    const html = withDocumentHead(SHELL, { ...head, title: '"<script>alert(1)</script>', description: '"><img src=x onerror=alert(1)>' });
    expect(html).toContain('<title>&quot;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('<meta name="description" content="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;" />');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
  });

  it('adds robots noindex and og:image when asked, and replaces tags a shell already had', () => {
    const once = withDocumentHead(SHELL, { ...head, noindex: true, imageUrl: 'https://shop.example/image/a.webp' });
    const twice = withDocumentHead(once, { ...head, title: 'Neu' });
    expect(once).toContain('<meta name="robots" content="noindex" />');
    expect(once).toContain('<meta property="og:image" content="https://shop.example/image/a.webp" />');
    expect(twice.match(/<title>/g)).toHaveLength(1);
    expect(twice.match(/rel="canonical"/g)).toHaveLength(1);
    expect(twice.match(/og:title/g)).toHaveLength(1);
    expect(twice).not.toContain('noindex');
    expect(twice).not.toContain('og:image');
    expect(twice).toContain('<title>Neu</title>');
  });

  it("preloads the page's largest image with its WebP candidates, once, escaped", () => {
    const preloadImage = {
      href: '/image/small/A-1.webp',
      imageSrcSet: '/image/tiny/A-1.webp 256w, /image/small/A-1.webp 640w',
      imageSizes: '(min-width: 720px) 50vw, 100vw',
      type: 'image/webp',
    };
    const once = withDocumentHead(SHELL, { ...head, preloadImage });
    expect(once).toContain(
      '<link rel="preload" as="image" type="image/webp" href="/image/small/A-1.webp" imagesrcset="/image/tiny/A-1.webp 256w, /image/small/A-1.webp 640w" imagesizes="(min-width: 720px) 50vw, 100vw" fetchpriority="high" />',
    );
    const twice = withDocumentHead(once, { ...head, preloadImage: { ...preloadImage, href: '/image/small/"x' } });
    expect(twice.match(/rel="preload" as="image"/g)).toHaveLength(1);
    expect(twice).toContain('href="/image/small/&quot;x"');
    expect(withDocumentHead(once, head)).not.toContain('as="image"');
  });

  it("preloads the page's API answers as the app fetches them, once, and keeps the shell's /api/init preload", () => {
    const shell = SHELL.replace('<title>', '<link rel="preload" href="/api/init" as="fetch" crossorigin="anonymous" />\n    <title>');
    const once = withDocumentHead(shell, { ...head, preloadFetches: ['/api/init/store/01ABC'] });
    expect(once).toContain('<link rel="preload" href="/api/init/store/01ABC" as="fetch" crossorigin="anonymous" data-page-preload />');
    const twice = withDocumentHead(once, { ...head, preloadFetches: ['/api/init/store/"x'] });
    expect(twice.match(/data-page-preload/g)).toHaveLength(1);
    expect(twice).toContain('href="/api/init/store/&quot;x"');
    expect(twice).toContain('<link rel="preload" href="/api/init" as="fetch" crossorigin="anonymous" />');
    expect(withDocumentHead(once, head)).not.toContain('data-page-preload');
  });

  it('gives link previews the social title where one is set, the document keeps its own', () => {
    const html = withDocumentHead(SHELL, { ...head, socialTitle: 'Fleischerei Gruber | online bestellen' });
    expect(html).toContain('<title>Catering - Fleischerei Gruber</title>');
    expect(html).toContain('<meta property="og:title" content="Fleischerei Gruber | online bestellen" />');
  });

  it('puts the tags first into a document without </head>', () => {
    expect(withDocumentHead('<p>x</p>', head).startsWith('\n    <title>Catering - Fleischerei Gruber</title>')).toBe(true);
  });

  it('any title is text: it round-trips through the escaping and adds no element', () => {
    const unescape = (value: string) =>
      value.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!);
    const tagsOf = (html: string) => html.match(/<[a-zA-Z!/][^>]*>/g)!.length;
    const baseline = tagsOf(withDocumentHead(SHELL, head));
    fc.assert(
      fc.property(fc.string(), fc.string(), (title, description) => {
        const html = withDocumentHead(SHELL, { ...head, title, description });
        const inTitle = /<title>([^<]*)<\/title>/.exec(html)?.[1];
        expect(inTitle).toBeDefined();
        expect(unescape(inTitle!)).toBe(title);
        expect(tagsOf(html)).toBe(baseline);
      }),
    );
  });
});
