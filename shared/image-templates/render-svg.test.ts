import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imageTemplateInputSchema } from '../schemas/media';
import { templateFontFamily, templateFontStylesheet } from './fonts';
import { basePrice, fillPlaceholders, placeholderValues, type TemplateProduct } from './placeholders';
import { escapeXml, renderTemplateSvg, type ResolveImageUrl } from './render-svg';
import { estimateTextWidth, fitText } from './text-fit';

// The seed's cold Leberkäse: sold by the decagram at an approximate price, with kg and g offered.
const leberkaese: TemplateProduct = {
  name: 'Leberkäse (Aufschnitt)',
  description: 'Unser Leberkäse, kalt und dünn geschnitten.',
  price: 1.39,
  unit: 'decagram',
  calculationModel: 'approximate',
  alternativeUnits: [{ unit: 'kilogram', ratio: 100 }],
  images: [{ id: '01JBX6Q0Z8M3K4N5P6R7S8T9VX', version: 2, extension: 'jpg' }],
};
const semmel: TemplateProduct = { name: 'Leberkässemmel', price: 3.9, unit: 'amount' };
const library: ResolveImageUrl = (image) => `/image/large/${image.id}-${image.version}.${image.extension}`;

const template = imageTemplateInputSchema.parse({
  identifier: 'tagesangebot-quer',
  name: 'Tagesangebot quer',
  width: 1920,
  height: 1080,
  background: { color: '#1f2937' },
  layers: [
    { name: 'Produktfoto', type: 'image', x: 0, y: 0, width: 1080, height: 1080, source: 'product' },
    { name: 'Preisfeld', type: 'shape', x: 1200, y: 700, width: 600, height: 240, color: '#B91C1C', radius: 24, opacity: 0.9 },
    {
      name: 'Name',
      type: 'text',
      x: 1200,
      y: 120,
      width: 640,
      height: 300,
      text: '{product.name}',
      color: '#FFFFFF',
      fontFamily: 'oswald',
      fontWeight: 700,
      fontSize: 96,
      maxLines: 2,
    },
    { name: 'Preis', type: 'text', x: 1200, y: 720, width: 600, height: 200, text: '{product.price}', color: '#FFFFFF', fontSize: 120, align: 'center' },
  ],
});

describe('placeholders', () => {
  it('writes prices as the shop does: model label, decimal comma, the unit and the Grundpreis per kg', () => {
    expect(placeholderValues({ product: leberkaese, branch: { name: 'Graz Annenstraße' }, currency: 'EUR' })).toEqual({
      'product.name': 'Leberkäse (Aufschnitt)',
      'product.price': 'ca. 1,39\u00a0€',
      'product.unit': 'dag',
      'product.pricePerUnit': 'ca. 1,39\u00a0€ pro dag',
      'product.unitPrice': '139,00\u00a0€ pro kg',
      'product.description': 'Unser Leberkäse, kalt und dünn geschnitten.',
      'branch.name': 'Graz Annenstraße',
    });
  });

  it('gives a piece product no Grundpreis, and one with a weight unit the price of its kilogram', () => {
    expect(placeholderValues({ product: semmel, currency: 'EUR' })['product.unitPrice']).toBe('');
    expect(basePrice(semmel)).toBeUndefined();
    // A 180-g piece at 4,50 €: 25,00 € per kg.
    const schnitzel: TemplateProduct = { name: 'Schnitzel', price: 4.5, unit: 'amount', alternativeUnits: [{ unit: 'gram', ratio: 1 / 180 }] };
    expect(placeholderValues({ product: schnitzel, currency: 'EUR' })['product.unitPrice']).toBe('25,00\u00a0€ pro kg');
  });

  it('leaves a placeholder without data or unknown as written, and empties a hidden price', () => {
    expect(fillPlaceholders('{product.name}: {product.price} in {branch.name} {product.nam}', { currency: 'EUR' })).toBe(
      '{product.name}: {product.price} in {branch.name} {product.nam}',
    );
    expect(fillPlaceholders('{product.name} {product.price}|', { product: { ...semmel, isPriceHidden: true }, currency: 'EUR' })).toBe('Leberkässemmel |');
  });
});

describe('text fitting', () => {
  const roboto = templateFontFamily('roboto');

  it('estimates a condensed family narrower and falls back for an unknown family', () => {
    expect(estimateTextWidth('Leberkäse', 100, templateFontFamily('oswald'))).toBeLessThan(estimateTextWidth('Leberkäse', 100, roboto));
    expect(templateFontFamily('Roboto Slab')).toEqual({ cssName: 'Roboto Slab', generic: 'sans-serif', widthFactor: 1 });
    expect(templateFontStylesheet(templateFontFamily('oswald'), 900)).toBe('/api/fonts/google/oswald/style-700.embed.css');
    expect(templateFontStylesheet(templateFontFamily('Roboto Slab'), 400)).toBeUndefined();
    expect(templateFontFamily('<script>')).toEqual({ cssName: 'script', generic: 'sans-serif', widthFactor: 1 });
  });

  it('keeps a short text at its size on one line', () => {
    expect(fitText('Leberkässemmel', { width: 1000, height: 200, fontSize: 80, fontWeight: 400, maxLines: 1, family: roboto })).toEqual({
      lines: ['Leberkässemmel'],
      fontSize: 80,
    });
  });

  it('wraps into the allowed lines and shrinks a text that is too long for them', () => {
    const wrapped = fitText('Steirisches Wurzelfleisch mit Kren', { width: 800, height: 400, fontSize: 60, fontWeight: 400, maxLines: 2, family: roboto });
    expect(wrapped).toEqual({ lines: ['Steirisches Wurzelfleisch', 'mit Kren'], fontSize: 60 });
    const shrunk = fitText('Steirisches Wurzelfleisch mit Kren', { width: 800, height: 400, fontSize: 60, fontWeight: 400, maxLines: 1, family: roboto });
    expect(shrunk.lines).toEqual(['Steirisches Wurzelfleisch mit Kren']);
    expect(shrunk.fontSize).toBeLessThan(60);
    expect(estimateTextWidth(shrunk.lines[0]!, shrunk.fontSize, roboto)).toBeLessThanOrEqual(800);
  });

  it('draws nothing for a size that is no number yet, and never loops on one', () => {
    expect(fitText('Leberkäse', { width: 300, height: 100, fontSize: Number.NaN, fontWeight: 400, maxLines: 1, family: roboto }).lines).toEqual([]);
    expect(
      fitText('Leberkäse', { width: Number.NaN, height: Number.NaN, fontSize: 40, fontWeight: Number.NaN, maxLines: Number.NaN, family: roboto }).lines,
    ).toEqual(['…']);
  });

  it('cuts with "…" what does not fit even at the smallest size', () => {
    const cut = fitText('Sehr langer Text '.repeat(20), { width: 200, height: 30, fontSize: 24, fontWeight: 400, maxLines: 1, family: roboto });
    expect(cut.lines).toHaveLength(1);
    expect(cut.lines[0]).toMatch(/…$/);
    expect(estimateTextWidth(cut.lines[0]!, cut.fontSize, roboto)).toBeLessThanOrEqual(200);
  });
});

describe('renderTemplateSvg', () => {
  const svg = renderTemplateSvg(template, { product: leberkaese, currency: 'EUR' }, library);

  it('draws the background, the product photo clipped to its box, the shape and the texts in layer order', () => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080" viewBox="0 0 1920 1080">')).toBe(true);
    expect(svg).toContain('<rect width="1920" height="1080" fill="#1F2937"/>');
    expect(svg).toContain(
      '<svg x="0" y="0" width="1080" height="1080" data-layer="0"><image width="100%" height="100%" preserveAspectRatio="xMidYMid slice" href="/image/large/01JBX6Q0Z8M3K4N5P6R7S8T9VX-2.jpg"/></svg>',
    );
    expect(svg).toContain('<rect x="1200" y="700" width="600" height="240" rx="24" ry="24" fill="#B91C1C" fill-opacity="0.9" data-layer="1"/>');
    expect(svg).toContain(`font-family="&apos;Oswald&apos;, sans-serif"`);
    // Oswald at 96 px: the name wraps into its two lines.
    expect(svg).toContain('<tspan x="1200" y="211.2">Leberkäse</tspan><tspan x="1200" y="326.4">(Aufschnitt)</tspan>');
    expect(svg).toContain('text-anchor="middle" xml:space="preserve" data-layer="3"><tspan x="1500" y="834">ca. 1,39\u00a0€</tspan></text>');
    expect(svg.indexOf('data-layer="0"')).toBeLessThan(svg.indexOf('data-layer="3"'));
  });

  it('leaves out an image layer without an image and an address that is no image address', () => {
    const withoutProduct = renderTemplateSvg(template, { currency: 'EUR' }, library);
    expect(withoutProduct).not.toContain('<image');
    expect(withoutProduct).toContain('>{product.name}</tspan>');
    const hostile = renderTemplateSvg(template, { product: leberkaese, currency: 'EUR' }, () => 'javascript:alert(1)');
    expect(hostile).not.toContain('<image');
  });

  it('draws an ellipse and embeds font CSS without markup', () => {
    const shapes = renderTemplateSvg(
      {
        width: 100,
        height: 100,
        background: { color: '#FFFFFF' },
        layers: [{ name: 'Kreis', type: 'shape', shape: 'ellipse', x: 10, y: 10, width: 80, height: 40, color: '#00ff00', radius: 0, opacity: 1 }],
      },
      { currency: 'EUR' },
      library,
      { fontCss: "@font-face{font-family:'Oswald';src:url(data:font/woff2;base64,AAAA)}</style><script>" },
    );
    expect(shapes).toContain('<ellipse cx="50" cy="30" rx="40" ry="20" fill="#00FF00" data-layer="0"/>');
    expect(shapes).toContain("<style>@font-face{font-family:'Oswald';src:url(data:font/woff2;base64,AAAA)}/style>script></style>");
  });

  it('escapes any text: no markup of its own, balanced tags', () => {
    expect(escapeXml(`<b a="1">&'`)).toBe('&lt;b a=&quot;1&quot;&gt;&amp;&apos;');
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string(), fc.string(), (name, text, family) => {
        const output = renderTemplateSvg(
          {
            width: 800,
            height: 600,
            background: { color: '#FFFFFF' },
            layers: [
              {
                name: 'Text',
                type: 'text',
                x: 0,
                y: 0,
                width: 800,
                height: 300,
                text: `${text} {product.name}`,
                color: '#000000',
                fontFamily: family,
                fontWeight: 400,
                fontSize: 40,
                align: 'left',
                maxLines: 3,
              },
            ],
          },
          { product: { name, price: 1, unit: 'amount', description: text }, branch: { name: text }, currency: 'EUR' },
          library,
        );
        expect(output.toLowerCase()).not.toContain('<script');
        expect(balancedTags(output)).toBe(true);
        expect(output).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/);
      }),
      { numRuns: 200 },
    );
  });
});

/** Whether the document's tags open and close in order, and only the renderer's elements occur. */
function balancedTags(svg: string): boolean {
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^<>]*?(\/?)>/g)) {
    if (!['svg', 'rect', 'ellipse', 'image', 'text', 'tspan', 'style'].includes(name!)) return false;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name!);
  }
  return stack.length === 0 && !/<(?![a-zA-Z/])/.test(svg);
}
