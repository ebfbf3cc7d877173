import { describe, expect, it } from 'vitest';
// The pages that use these texts load them (web/common/i18n.ts).
import '../order-texts';
import { partSections } from './format';

describe('partSections', () => {
  const product = {
    config: {
      parts: [
        { name: 'Gebäck', type: 'select' as const, options: [{ name: 'Semmel' }, { name: 'Schwarzbrot' }] },
        { name: 'Extras', type: 'multiselect' as const, optional: true, options: [{ name: 'Senf süß' }, { name: 'Gurkerl' }] },
        { name: 'Wunschtext', type: 'text' as const, optional: true },
        { name: 'Foto', type: 'images' as const, optional: true },
        { name: 'Vorlage', type: 'file' as const, optional: true },
      ],
    },
  };
  const file = (id: string) => ({ id, version: 1, extension: 'jpg', publicHash: 'h' });

  it('one section per filled-in part, in part order', () => {
    expect(
      partSections(product, [
        { name: 'Gebäck', value: 'Schwarzbrot' },
        { name: 'Extras', value: ['Senf süß', 'Gurkerl'] },
        { name: 'Wunschtext', value: '  Alles Gute!  ' },
        { name: 'Foto', files: [file('a'), file('b')] },
        { name: 'Vorlage', files: [file('c')] },
      ]),
    ).toEqual([
      { name: 'Gebäck', text: 'Schwarzbrot' },
      { name: 'Extras', text: 'Senf süß, Gurkerl' },
      { name: 'Wunschtext', text: 'Alles Gute!' },
      { name: 'Foto', text: '2 Bilder' },
      { name: 'Vorlage', text: '1 Datei' },
    ]);
  });

  it('skips empty parts', () => {
    expect(partSections(product, [{ name: 'Gebäck', value: 'Semmel' }, { name: 'Extras', value: [] }, { value: ' ' }])).toEqual([
      { name: 'Gebäck', text: 'Semmel' },
    ]);
    expect(partSections({}, null)).toEqual([]);
  });
});
