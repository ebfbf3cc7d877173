import { describe, expect, it } from 'vitest';
import { firstScreenHtml, withFirstPaint, withFirstScreenMark } from './first-paint';

const SHELL = '<!doctype html>\n<html lang="de">\n  <head><title>Theke</title></head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>';

describe('the first paint in the shell', () => {
  it('writes the first paint into the empty root, and leaves a shell without one as it is', () => {
    expect(withFirstPaint(SHELL, '<p>x</p>')).toContain('<div id="root"><p>x</p></div>');
    expect(withFirstPaint('<body><main></main></body>', '<p>x</p>')).toBe('<body><main></main></body>');
  });

  it('keeps replacement patterns in the markup literal', () => {
    expect(withFirstPaint(SHELL, '<p>$& $1</p>')).toContain('<div id="root"><p>$& $1</p></div>');
  });

  it('wraps a first screen inert and marks the document once, on its html element', () => {
    expect(firstScreenHtml('<div class="site"></div>')).toBe('<div data-first-screen inert><div class="site"></div></div>');
    const marked = withFirstScreenMark(SHELL);
    expect(marked).toContain('<html data-first-screen lang="de">');
    expect(marked.match(/data-first-screen/g)).toHaveLength(1);
  });
});
