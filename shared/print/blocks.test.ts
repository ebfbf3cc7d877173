import { describe, expect, it } from 'vitest';
import { leftRight, renderText, textBlock, wrapWords, type PrintBlock } from './blocks';
import { decodeStarPrnt, encodeStarPrnt } from './starprnt';

describe('plain-text rendering at the paper edge', () => {
  it('wraps a word wider than the 48 columns at the edge, as the printer does', () => {
    // A status link with a ULID is wider than the paper: printers without QR support print it in two lines.
    const blocks: PrintBlock[] = [{ kind: 'qr', data: 'https://shop.example.at/status/01JD8X3K5M7N9P2Q4R6S8T0V1W/9f86d081884c7d65' }];
    expect(renderText(blocks)).toBe(['https://shop.example.at/status/01JD8X3K5M7N9P2Q4', '           R6S8T0V1W/9f86d081884c7d65'].join('\n'));
  });

  it('wraps large text at 24 columns and centres the rest in double-width columns, the decoder alike', () => {
    const blocks = [textBlock('Tisch: Terrasse hinten links', { align: 'center', large: true })];
    const printed = ['Tisch: Terrasse hinten l', '                    inks'].join('\n');
    expect(renderText(blocks)).toBe(printed);
    expect(decodeStarPrnt(encodeStarPrnt(blocks)).text).toBe(printed);
  });
});

describe('layout helpers', () => {
  it('cuts a word longer than the line and indents the following lines', () => {
    expect(wrapWords('Leberkässemmel mit Senf', 10, '', '  ')).toEqual(['Leberkässe', '  mmel mit', '  Senf']);
  });

  it('puts the price at the end of the last wrapped line when it fits', () => {
    expect(leftRight('1 Port. Wiener Schnitzel mit Erdäpfelsalat und Preiselbeeren', '14,90 €', 48, '  ')).toEqual([
      '1 Port. Wiener Schnitzel mit Erdäpfelsalat und',
      '  Preiselbeeren                          14,90 €',
    ]);
  });

  it('puts the price on a line of its own when it does not fit after the text', () => {
    // 47 columns of text leave no room for " 12,99 €".
    expect(leftRight('Extrawurst vom Almochsen, hauchdünn geschnitten', '12,99 €')).toEqual([
      'Extrawurst vom Almochsen, hauchdünn geschnitten',
      '                                         12,99 €',
    ]);
  });
});
