import { describe, expect, it } from 'vitest';
import {
  PART_TYPES,
  UPLOAD_REJECTED_MESSAGE,
  acceptedExtensions,
  emptyPartEntries,
  hasPartValue,
  isItemValid,
  isPartValid,
  isStepValid,
  isUploadAccepted,
  itemErrors,
  partError,
  partFiles,
  partText,
  selectedOptions,
  stepBack,
  stepCount,
  stepForward,
  toggleOption,
  uploadAcceptAttribute,
  type CartItemPart,
  type ConfigPart,
  type ConfigurableProduct,
  type PartType,
} from './index';

const upload = (extension: string) => ({ id: `u-${extension}`, version: 1, extension });

const part = (type: PartType, optional = false): ConfigPart => ({
  name: `Teil ${type}`,
  type,
  optional,
  options: [{ name: 'A' }, { name: 'B', modifier: 'add', value: 1 }],
});

const filled: Record<PartType, CartItemPart> = {
  text: { value: 'Alles Gute' },
  textarea: { value: 'Bitte\nin Scheiben' },
  image: { files: [upload('png')] },
  images: { files: [upload('jpg'), upload('gif')] },
  file: { files: [upload('pdf')] },
  files: { files: [upload('docx'), upload('png')] },
  select: { value: 'A' },
  multiselect: { value: ['A', 'B'] },
};

const empty: Record<PartType, CartItemPart> = {
  text: { value: '   ' },
  textarea: { value: '' },
  image: { files: [] },
  images: {},
  file: { files: [] },
  files: { files: null },
  select: { value: '' },
  multiselect: { value: null },
};

describe('storefront §5 Item validity', () => {
  it.each(PART_TYPES)('a required %s part needs an entry', (type) => {
    expect(isPartValid(part(type), filled[type])).toBe(true);
    expect(isPartValid(part(type), empty[type])).toBe(false);
    expect(isPartValid(part(type), undefined)).toBe(false);
    expect(hasPartValue(part(type), filled[type])).toBe(true);
    expect(hasPartValue(part(type), empty[type])).toBe(false);
  });

  it.each(PART_TYPES)('an optional %s part may stay empty', (type) => {
    expect(isPartValid(part(type, true), empty[type])).toBe(true);
    expect(isPartValid(part(type, true), null)).toBe(true);
    expect(isPartValid(part(type, true), filled[type])).toBe(true);
  });

  it('names the missing part in German', () => {
    expect(partError(part('select'), {})).toBe('Bitte wählen Sie bei „Teil select“ eine Option aus.');
    expect(partError(part('multiselect'), {})).toBe('Bitte wählen Sie bei „Teil multiselect“ mindestens eine Option aus.');
    expect(partError(part('text'), {})).toBe('Bitte füllen Sie „Teil text“ aus.');
    expect(partError(part('textarea'), {})).toBe('Bitte füllen Sie „Teil textarea“ aus.');
    expect(partError(part('image'), {})).toBe('Bitte laden Sie bei „Teil image“ ein Bild hoch.');
    expect(partError(part('images'), {})).toBe('Bitte laden Sie bei „Teil images“ ein Bild hoch.');
    expect(partError(part('file'), {})).toBe('Bitte laden Sie bei „Teil file“ eine Datei hoch.');
    expect(partError(part('files'), {})).toBe('Bitte laden Sie bei „Teil files“ eine Datei hoch.');
  });

  it('refuses options the part does not have and a second option on a select', () => {
    expect(partError(part('select', true), { value: ['C'] })).toBe('Die Option „C“ gibt es bei „Teil select“ nicht.');
    expect(partError(part('multiselect'), { value: ['A', 'X'] })).toBe('Die Option „X“ gibt es bei „Teil multiselect“ nicht.');
    expect(partError(part('select'), { value: ['A', 'B'] })).toBe('Bei „Teil select“ kann nur eine Option gewählt werden.');
    expect(partError({ name: 'Leer', type: 'select', optional: true }, { value: ['A'] })).toBe('Die Option „A“ gibt es bei „Leer“ nicht.');
  });

  it('needs an amount greater than 0 and every part valid', () => {
    const product: ConfigurableProduct = { name: 'Grillplatte', config: { parts: [part('select'), part('text', true)] } };
    expect(isItemValid({ product, amount: 1, unit: 'amount', parts: [{ value: 'B' }, {}] })).toBe(true);
    expect(isItemValid({ product, amount: 1, unit: 'amount', parts: [{ value: 'B' }] })).toBe(true);
    expect(isItemValid({ product, amount: 0, unit: 'amount', parts: [{ value: 'B' }, {}] })).toBe(false);
    expect(isItemValid({ product, amount: Number.NaN, unit: 'amount', parts: [{ value: 'B' }] })).toBe(false);
    expect(itemErrors({ product, amount: -1, unit: 'amount', parts: null })).toEqual([
      'Bitte geben Sie für „Grillplatte“ eine Menge größer als 0 an.',
      'Bitte wählen Sie bei „Teil select“ eine Option aus.',
    ]);
    expect(isItemValid({ product: {}, amount: 0.1, unit: 'kilogram' })).toBe(true);
    expect(itemErrors({ product: {}, amount: 0, unit: 'kilogram' })).toEqual(['Bitte geben Sie für „“ eine Menge größer als 0 an.']);
  });

  it('reads entries in the shape of the order item parts', () => {
    expect(partText({ value: 'Hallo' })).toBe('Hallo');
    expect(partText({ value: ['Hallo'] })).toBe('');
    expect(partText(null)).toBe('');
    expect(selectedOptions({ value: 'A' })).toEqual(['A']);
    expect(selectedOptions({ value: ['A', 'B'] })).toEqual(['A', 'B']);
    expect(selectedOptions({ value: '' })).toEqual([]);
    expect(selectedOptions({ value: true })).toEqual([]);
    expect(selectedOptions(undefined)).toEqual([]);
    expect(partFiles({ files: [upload('png')] })).toEqual([upload('png')]);
    expect(partFiles({})).toEqual([]);
    // a boolean or number is no text, so a required text part stays empty
    expect(isPartValid(part('text'), { value: 1 })).toBe(false);
  });

  it('starts a new item with one empty entry per part, named after it', () => {
    expect(emptyPartEntries({ config: { parts: [part('text'), part('select')] } })).toEqual([{ name: 'Teil text' }, { name: 'Teil select' }]);
    expect(emptyPartEntries({ config: null })).toEqual([]);
  });

  it('deselects an optional select option by clicking it again', () => {
    const optional = part('select', true);
    const chosen = toggleOption(optional, { name: 'Teil select' }, 'A');
    expect(chosen).toEqual({ name: 'Teil select', value: 'A' });
    expect(toggleOption(optional, chosen, 'B').value).toBe('B');
    expect(toggleOption(optional, chosen, 'A')).toEqual({ name: 'Teil select', value: null });
    expect(isPartValid(optional, toggleOption(optional, chosen, 'A'))).toBe(true);
  });

  it('keeps the option of a required select when it is clicked again', () => {
    const required = part('select');
    expect(toggleOption(required, { value: 'A' }, 'A').value).toBe('A');
    expect(toggleOption(required, { value: ['A'] }, 'A').value).toBe('A');
    expect(toggleOption(required, undefined, 'B').value).toBe('B');
  });

  it('toggles multiselect options', () => {
    const multi = part('multiselect');
    const one = toggleOption(multi, null, 'A');
    const two = toggleOption(multi, one, 'B');
    expect(two.value).toEqual(['A', 'B']);
    expect(toggleOption(multi, two, 'A').value).toEqual(['B']);
  });
});

describe('storefront §5 Upload', () => {
  it('accepts only jpg, jpeg, png and gif for image parts', () => {
    expect(acceptedExtensions('image')).toEqual(['jpg', 'jpeg', 'png', 'gif']);
    expect(acceptedExtensions('images')).toEqual(['jpg', 'jpeg', 'png', 'gif']);
    expect(isUploadAccepted('image', 'Torte.JPG')).toBe(true);
    expect(isUploadAccepted('image', 'png')).toBe(true);
    expect(isUploadAccepted('images', 'scan.pdf')).toBe(false);
    expect(isUploadAccepted('image', 'bild.webp')).toBe(false);
    expect(uploadAcceptAttribute('image')).toBe('.jpg,.jpeg,.png,.gif');
  });

  it('accepts documents and images for file parts by default', () => {
    for (const name of ['Bestellung.pdf', 'liste.xlsx', 'brief.docx', 'notiz.txt', 'foto.jpeg', 'foto.heic']) {
      expect(isUploadAccepted('file', name)).toBe(true);
    }
    expect(isUploadAccepted('files', 'virus.exe')).toBe(false);
    expect(isUploadAccepted('files', 'logo.svg')).toBe(false);
    expect(isUploadAccepted('file', 'archiv.zip')).toBe(false);
    expect(uploadAcceptAttribute('file')).toContain('.pdf,');
  });

  it('makes a part with a refused upload invalid, with the German upload message', () => {
    expect(partError(part('image', true), { files: [upload('pdf')] })).toBe(UPLOAD_REJECTED_MESSAGE);
    expect(UPLOAD_REJECTED_MESSAGE).toBe(
      'Die gewählte Datei kann leider nicht verarbeitet werden. Möglicherweise ist sie zu groß oder hat ein unbekanntes Format.',
    );
    expect(partError(part('files'), { files: [upload('pdf'), upload('exe')] })).toBe(UPLOAD_REJECTED_MESSAGE);
  });
});

describe('storefront §4 Configuration overlay (step by step)', () => {
  const product: ConfigurableProduct = {
    name: 'Jausenbox',
    isStepByStep: true,
    config: { parts: [part('select'), part('multiselect', true), part('text')] },
  };
  const item = (parts: CartItemPart[], amount = 1) => ({ product, amount, unit: 'amount', parts });

  it('has one step per part', () => {
    expect(stepCount(product)).toBe(3);
    expect(stepCount({})).toBe(1);
  });

  it('moves forward only when the current step is valid', () => {
    expect(stepForward(item([{}, {}, {}]), 0)).toEqual({ type: 'step', step: 0 });
    expect(stepForward(item([{ value: 'A' }, {}, {}]), 0)).toEqual({ type: 'step', step: 1 });
    expect(stepForward(item([{ value: 'A' }, {}, {}]), 1)).toEqual({ type: 'step', step: 2 }); // optional
    expect(stepForward(item([{ value: 'A' }, {}, {}]), 2)).toEqual({ type: 'step', step: 2 });
    expect(isStepValid(item([{}, {}, {}]), 5)).toBe(true);
  });

  it('saves from the last step only a valid item', () => {
    expect(stepForward(item([{ value: 'A' }, {}, { value: 'Hallo' }]), 2)).toEqual({ type: 'save' });
    expect(stepForward(item([{ value: 'A' }, {}, { value: 'Hallo' }], 0), 2)).toEqual({ type: 'step', step: 2 });
    expect(stepForward({ product: {}, amount: 2, unit: 'amount' }, 0)).toEqual({ type: 'save' });
  });

  it("goes back one step and cancels with 'back' on step 0", () => {
    expect(stepBack(2)).toEqual({ type: 'step', step: 1 });
    expect(stepBack(1)).toEqual({ type: 'step', step: 0 });
    expect(stepBack(0)).toEqual({ type: 'cancel' });
  });
});
