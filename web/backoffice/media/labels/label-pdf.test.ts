import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPACT_FORMAT, DETAIL_FORMAT, labelContent, type LabelContent } from '#shared/labels/index.ts';
import { createLabelPdf } from './label-pdf';

const kaesekrainer = labelContent({ name: 'Käsekrainer', unit: 'amount', price: 3.9, allergenCodes: ['G'] }, { qrUrl: 'https://theke.at/store/graz' });
const schinken = labelContent({ name: 'Beinschinken', unit: 'decagram', price: 0.249 });

function pages(pdf: ArrayBuffer): number {
  return (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Type \/Page\b/g) ?? []
  ).length;
}

describe('createLabelPdf', () => {
  it('makes one A4 page per sheet: 12 detail labels from label 1 are 2 pages, 3 compact labels from label 47 as well', () => {
    const twelve: LabelContent[] = Array.from({ length: 12 }, () => schinken);
    expect(pages(createLabelPdf(twelve, { format: DETAIL_FORMAT, skip: 0, cutGuides: false, title: 'Preisetiketten' }))).toBe(2);
    expect(pages(createLabelPdf([schinken, schinken, schinken], { format: COMPACT_FORMAT, skip: 46, cutGuides: true, title: 'Preisetiketten' }))).toBe(2);
    expect(pages(createLabelPdf([schinken], { format: COMPACT_FORMAT, skip: 0, cutGuides: false, title: 'Preisetiketten' }))).toBe(1);
  });

  // pdftotext (poppler-utils) reads the text back as a viewer would: the euro sign and umlauts survive WinAnsi.
  it.runIf(existsSync('/usr/bin/pdftotext'))('writes "Käsekrainer", "3,90 € / Stück" and the Grundpreis readable', () => {
    const pdf = createLabelPdf([kaesekrainer, schinken], { format: DETAIL_FORMAT, skip: 0, cutGuides: false, title: 'Preisetiketten' });
    const file = join(mkdtempSync(join(tmpdir(), 'labels-')), 'labels.pdf');
    writeFileSync(file, Buffer.from(pdf));
    const text = execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\u00a0/g, ' ');
    expect(text).toContain('Käsekrainer');
    expect(text).toContain('3,90 € / Stück');
    expect(text).toContain('Allergene: G');
    expect(text).toContain('Grundpreis: 24,90 € / kg');
  });
});
