import { describe, expect, it } from 'vitest';
import { sanitizeNode, sanitizeRichText, sanitizeSite } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps the formatting of the editors', async () => {
    const html =
      '<h2>Catering</h2><p><strong>Platten</strong>, <em>Braten</em>, <u>u</u> <s>s</s><br></p><ul><li>a</li></ul><ol><li>b</li></ol><blockquote>Zitat</blockquote>';
    expect(await sanitizeRichText(html)).toBe(html.replace('<br>', '<br />'));
  });

  it.each([
    ['<img src=x onerror=alert(1)>', '<img src="x" />'],
    ['<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<svg onload=alert(1)><circle /></svg>text', 'text'],
    ['<iframe src="https://evil.example"></iframe>after', 'after'],
    ['<p style="background:url(javascript:alert(1));width:expression(alert(1))">x</p>', '<p>x</p>'],
    ['<style>p{color:red}</style><p>x</p>', '<p>x</p>'],
    ['<img src="data:image/svg+xml;base64,PHN2Zy8+" alt="a">', '<img alt="a" />'],
    ['<img src="//evil.example/x.png">', '<img />'],
    ['<img src="http://shop.example/x.png">', '<img />'],
    ['<form action="/x"><input name="a"><button>Senden</button></form>', 'Senden'],
    ['<p onclick="alert(1)" class="x">x</p>', '<p>x</p>'],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', 'x'],
  ])('%s → %s', async (dirty, clean) => {
    expect(await sanitizeRichText(dirty)).toBe(clean);
  });

  it('keeps https and own images, links of the shop and safe schemes', async () => {
    expect(await sanitizeRichText('<img src="/image/01J.webp" alt="Platte"><img src="https://cdn.example/a.png" alt="">')).toBe(
      '<img src="/image/01J.webp" alt="Platte" /><img src="https://cdn.example/a.png" alt="" />',
    );
    expect(await sanitizeRichText('<a href="/kontakt">K</a> <a href="mailto:a@b.example">M</a> <a href="tel:+43316">T</a>')).toBe(
      '<a href="/kontakt">K</a> <a href="mailto:a@b.example">M</a> <a href="tel:+43316">T</a>',
    );
  });

  it('gives links opening a new tab rel="noopener noreferrer" and drops other targets', async () => {
    expect(await sanitizeRichText('<a href="https://x.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(await sanitizeRichText('<a href="/a" target="evil">x</a>')).toBe('<a href="/a">x</a>');
  });

  it('leaves text without a tag as it is', async () => {
    expect(await sanitizeRichText('Fleisch & Wurst "frisch"')).toBe('Fleisch & Wurst "frisch"');
  });
});

describe('sanitizeSite and sanitizeNode', () => {
  it("cleans a site's body and the text of every block value, and nothing else", async () => {
    const site = {
      name: '<b>Name</b>',
      description: 'Meta <i>bleibt</i>',
      content: {
        body: '<p>ok</p><script>alert(1)</script>',
        blocks: [
          { type: 'text', value: { text: '<p onmouseover="x()">Hallo</p>' } },
          { type: 'bulletPoints', value: { points: [{ headline: '<b>H</b>', text: '<img src=x onerror=alert(1)>' }] } },
        ],
      },
    };
    expect(await sanitizeSite(site)).toEqual({
      name: '<b>Name</b>',
      description: 'Meta <i>bleibt</i>',
      content: {
        body: '<p>ok</p>',
        blocks: [
          { type: 'text', value: { text: '<p>Hallo</p>' } },
          { type: 'bulletPoints', value: { points: [{ headline: '<b>H</b>', text: '<img src="x" />' }] } },
        ],
      },
    });
  });

  it("cleans a form's description and thank-you message and a news text", async () => {
    expect(
      await sanitizeNode({
        type: 'form',
        content: { name: 'K', description: '<p>D<script>x</script></p>', fields: [] },
        thankYouMessage: '<p>Danke</p><iframe></iframe>',
      }),
    ).toEqual({
      type: 'form',
      content: { name: 'K', description: '<p>D</p>', fields: [] },
      thankYouMessage: '<p>Danke</p>',
    });
    expect(await sanitizeNode({ type: 'newsPopup', content: { title: 'T', text: '<a href="javascript:x">n</a>' } })).toEqual({
      type: 'newsPopup',
      content: { title: 'T', text: '<a>n</a>' },
    });
  });
});
