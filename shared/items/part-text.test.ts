import { describe, expect, it } from 'vitest';
import { orderPartText, partFilesText, partValueText } from './part-text';

describe('text of an ordered part', () => {
  it('texts trimmed, options joined, yes/no, numbers in German notation', () => {
    expect(partValueText('  Kren ')).toBe('Kren');
    expect(partValueText(['Senf süß', 'Gurkerl'])).toBe('Senf süß, Gurkerl');
    expect(partValueText(['Senf'])).toBe('Senf');
    expect(partValueText(true)).toBe('Ja');
    expect(partValueText(false)).toBe('Nein');
    expect(partValueText(1234.5)).toBe('1.234,5');
  });

  it('is empty for nothing filled in', () => {
    expect(partValueText('   ')).toBe('');
    expect(partValueText([])).toBe('');
    expect(partValueText(null)).toBe('');
    expect(partValueText(undefined)).toBe('');
    expect(partValueText({ name: 'x' })).toBe('');
  });

  it('counts uploads, from the files or from the public file count', () => {
    expect(partFilesText(1)).toBe('1 Datei');
    expect(partFilesText(2)).toBe('2 Dateien');
    expect(orderPartText({ value: 'Foto', files: [{}, {}] })).toBe('2 Dateien');
    expect(orderPartText({ fileCount: 1 })).toBe('1 Datei');
    expect(orderPartText({ value: ['Gurkerl'], files: [] })).toBe('Gurkerl');
    expect(orderPartText({ value: 'Kaisersemmel', fileCount: 0 })).toBe('Kaisersemmel');
  });
});
