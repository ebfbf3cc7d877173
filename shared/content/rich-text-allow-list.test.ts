import fc from 'fast-check';
import sanitize from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { cleanRichText } from './rich-text-allow-list';

const clean = (html: string) => cleanRichText(sanitize, html);

describe('cleanRichText', () => {
  it('keeps a text without a tag as it is, entities and ampersands included', () => {
    expect(clean('Fleisch & Wurst')).toBe('Fleisch & Wurst');
    expect(clean('a &lt;b&gt;')).toBe('a &lt;b&gt;');
  });

  it.each([
    ['<p>Buffets ab 20 Personen</p><script>alert(1)</script>', '<p>Buffets ab 20 Personen</p>'],
    ['<a href="/kontakt" target="_blank">K</a>', '<a href="/kontakt" target="_blank" rel="noopener noreferrer">K</a>'],
    ['<a href="/kontakt" target="_top">K</a>', '<a href="/kontakt">K</a>'],
    ['<span class="x" style="color:red">s</span>', '<span class="x">s</span>'],
  ])('%s → %s', (dirty, expected) => {
    expect(clean(dirty)).toBe(expected);
  });

  // Whatever the pieces: no script, no event handler, no style, no javascript: address survives.
  it('leaves no script, handler, style or script address in any markup', () => {
    const fragment = fc.oneof(
      fc.constantFrom(
        '<p>',
        '</p>',
        '<a href="javascript:alert(1)" target="_blank">',
        '<a href="/x">',
        '</a>',
        '<img src="/image/a.jpg" onerror="alert(1)">',
        '<script>',
        '</script>',
        '<style>',
        '<b onclick="x">',
        '</b>',
        ' & ',
        '<div class="c" style="color:red">',
        '</div>',
        '<iframe src="https://e.example">',
      ),
      fc.string({ maxLength: 8 }),
    );
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 12 }), (parts) => {
        const result = clean(parts.join(''));
        expect(result).not.toMatch(/<script|<style|<iframe|\son\w+=|\sstyle=|javascript:/i);
      }),
    );
  });
});
