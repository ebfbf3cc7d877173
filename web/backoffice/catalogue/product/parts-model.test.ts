import { describe, expect, it } from 'vitest';
import type { ProductPart } from '#shared/schemas/catalogue.ts';
import {
  changePartType,
  currencySymbol,
  duplicateNames,
  fieldPathOf,
  leftoverOptionsText,
  modifierHints,
  modifierOptions,
  newModifier,
  newPart,
  optionLabel,
  partFieldPaths,
  partFields,
  partHints,
  partLabel,
  partLegend,
  partTypeOptions,
  requiredAmount,
  unclaimedMessages,
  uploadTypesText,
} from './parts-model';

const sauce: ProductPart = {
  name: 'Soße',
  type: 'select',
  optional: false,
  options: [{ name: 'Ketchup' }, { name: 'Senf' }, { name: 'Kren', modifier: 'add', value: 0.3 }],
};

describe('which fields a part shows', () => {
  it('shows options for select and multiselect, and no part-level price change there', () => {
    expect(partFields(sauce)).toEqual({ options: true, leftoverOptions: 0, modifiers: false, uploadTypes: false });
    expect(partFields({ ...sauce, type: 'multiselect' })).toEqual({ options: true, leftoverOptions: 0, modifiers: false, uploadTypes: false });
  });

  it('keeps a part-level price change visible on a select that already has one', () => {
    expect(partFields({ ...sauce, modifiers: [{ modifier: 'add', value: 1 }] }).modifiers).toBe(true);
    expect(partFields({ ...sauce, modifiers: [] }).modifiers).toBe(false);
  });

  it('shows price changes for text parts and the upload formats for image and file parts', () => {
    expect(partFields({ type: 'text', options: [] })).toEqual({ options: false, leftoverOptions: 0, modifiers: true, uploadTypes: false });
    expect(partFields({ type: 'textarea', options: [] })).toEqual({ options: false, leftoverOptions: 0, modifiers: true, uploadTypes: false });
    for (const type of ['image', 'images', 'file', 'files'] as const) {
      expect(partFields({ type, options: [] })).toEqual({ options: false, leftoverOptions: 0, modifiers: true, uploadTypes: true });
    }
  });

  it('counts the options left on a part whose type changed to one without options', () => {
    const text = changePartType(sauce, 'text');
    expect(text.options).toHaveLength(3);
    expect(partFields(text).leftoverOptions).toBe(3);
    expect(partFields(changePartType(text, 'select')).leftoverOptions).toBe(0);
    expect(leftoverOptionsText(1)).toBe('Diese Art der Eingabe hat keine Optionen: 1 gespeicherte Option sehen Kunden nicht.');
    expect(leftoverOptionsText(3)).toBe('Diese Art der Eingabe hat keine Optionen: 3 gespeicherte Optionen sehen Kunden nicht.');
  });
});

describe('new items and labels', () => {
  it('starts a part as a required select without options, and a price change without amount', () => {
    expect(newPart()).toEqual({ name: '', type: 'select', optional: false, options: [] });
    expect(newModifier().modifier).toBe('add');
    expect(newModifier().value).toBeNaN();
    expect(requiredAmount(undefined)).toBeNaN();
    expect(requiredAmount(2.5)).toBe(2.5);
  });

  it('names parts and options for buttons and legends, with a position while unnamed', () => {
    expect(partLabel(sauce, 0)).toBe('Teil „Soße“');
    expect(partLabel({ name: '  ' }, 2)).toBe('Teil 3');
    expect(partLegend(sauce, 0)).toBe('Teil 1: Soße');
    expect(partLegend({ name: '' }, 1)).toBe('Teil 2');
    expect(optionLabel({ name: ' Ketchup ' }, 0)).toBe('Option „Ketchup“');
    expect(optionLabel({ name: '' }, 4)).toBe('Option 5');
  });

  it('offers every part type and price change with a German label', () => {
    expect(partTypeOptions().map((option) => option.label)).toEqual([
      'Text (eine Zeile)',
      'Text (mehrere Zeilen)',
      'Bild hochladen',
      'Bilder hochladen (mehrere)',
      'Datei hochladen',
      'Dateien hochladen (mehrere)',
      'Auswahl (eine Option)',
      'Mehrfachauswahl (mehrere Optionen)',
    ]);
    expect(modifierOptions()).toEqual([
      { value: 'add', label: 'Aufschlag (+)' },
      { value: 'subtract', label: 'Abzug (−)' },
      { value: 'overwrite', label: 'Neuer Preis' },
    ]);
  });

  it('writes the currency sign next to amounts', () => {
    expect(currencySymbol()).toBe('€');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('CHF')).toBe('CHF');
  });

  it('names the formats a customer may upload', () => {
    expect(uploadTypesText('image')).toBe('Kunden können folgende Formate hochladen: JPG, JPEG, PNG, GIF');
    expect(uploadTypesText('files')).toMatch(/^Kunden können folgende Formate hochladen: PDF, DOC, DOCX, /);
  });
});

describe('price change hints', () => {
  it('has none for a complete, positive change or for no change', () => {
    expect(modifierHints({ modifier: 'add', value: 0.3 })).toEqual([]);
    expect(modifierHints({ modifier: 'overwrite', value: 12.9 })).toEqual([]);
    expect(modifierHints({})).toEqual([]);
    expect(modifierHints({ modifier: 'subtract', value: 1 }, 3.9)).toEqual([]);
  });

  it('says that half a change does nothing', () => {
    expect(modifierHints({ value: 0.5 })).toEqual(['Ohne Art der Preisänderung wird der Betrag nicht verwendet.']);
    expect(modifierHints({ modifier: 'add' })).toEqual(['Ohne Betrag ändert sich der Preis nicht.']);
    expect(modifierHints({ modifier: 'add', value: Number.NaN })).toEqual(['Ohne Betrag ändert sich der Preis nicht.']);
  });

  it('warns about negative amounts', () => {
    expect(modifierHints({ modifier: 'add', value: -1 })).toEqual([
      'Ein negativer Aufschlag senkt den Preis. Wählen Sie besser „Abzug“ mit einem positiven Betrag.',
    ]);
    expect(modifierHints({ modifier: 'subtract', value: -1 })).toEqual([
      'Ein negativer Abzug erhöht den Preis. Wählen Sie besser „Aufschlag“ mit einem positiven Betrag.',
    ]);
    expect(modifierHints({ modifier: 'overwrite', value: -2 })).toEqual(['Ein Preis unter 0 ist nicht möglich: ein Ergebnis unter 0 wird als 0 berechnet.']);
  });

  it('warns when a subtract is above the product price (5 instead of 0,50 on a 3,90 € roll)', () => {
    expect(modifierHints({ modifier: 'subtract', value: 5 }, 3.9)).toEqual(['Der Abzug ist höher als der Produktpreis (3,90\u00a0€); der Preis wird dann 0.']);
    expect(modifierHints({ modifier: 'subtract', value: 3.9 }, 3.9)).toEqual([]);
    expect(modifierHints({ modifier: 'subtract', value: 5 })).toEqual([]);
  });
});

describe('part hints', () => {
  it('warns about a select without named options, more strongly when it is required', () => {
    expect(partHints({ ...sauce, options: [] })).toEqual([
      'Ohne Optionen können Kunden hier nichts wählen; weil der Teil nicht optional ist, lässt sich das Produkt dann nicht bestellen.',
    ]);
    expect(partHints({ ...sauce, optional: true, options: [{ name: ' ' }] })).toEqual(['Ohne Optionen zeigt der Shop hier nichts zur Auswahl.']);
    expect(partHints(sauce)).toEqual([]);
    expect(partHints({ name: 'Gravur', type: 'text', optional: true, options: [] })).toEqual([]);
  });

  it('warns about several new prices in a multiselect, not in a select', () => {
    const sizes = {
      ...sauce,
      options: [
        { name: 'Klein', modifier: 'overwrite' as const, value: 3 },
        { name: 'Groß', modifier: 'overwrite' as const, value: 5 },
      ],
    };
    expect(partHints(sizes)).toEqual([]);
    expect(partHints({ ...sizes, type: 'multiselect' })).toEqual([
      'Wählen Kunden mehrere Optionen mit „Neuer Preis“, gilt nur einer davon. Verwenden Sie bei einer Mehrfachauswahl besser Aufschläge.',
    ]);
  });

  it('finds every position of a repeated name, ignoring blanks and surrounding spaces', () => {
    expect(duplicateNames([{ name: 'Ketchup' }, { name: 'Senf' }, { name: 'Ketchup ' }, { name: '' }, { name: '' }])).toEqual(new Set([0, 2]));
    expect(duplicateNames([{ name: 'Ketchup' }, { name: 'ketchup' }])).toEqual(new Set());
  });
});

describe('server messages by field path', () => {
  const errors = {
    'config.parts': 'Höchstens 50 Einträge.',
    'config.parts.2.name': 'Bitte füllen Sie das Feld „Name“ aus.',
    'config.parts.2.options.0.name': 'Bitte füllen Sie das Feld „Name“ aus.',
    'config.parts.2.options.1.value': 'Bitte geben Sie eine Zahl ein.',
    'config.parts.12.name': 'Bitte füllen Sie das Feld „Name“ aus.',
    price: 'Bitte geben Sie eine Zahl ein.',
  };

  it('builds dotted paths', () => {
    expect(fieldPathOf('config.parts', 2, 'options', 0, 'name')).toBe('config.parts.2.options.0.name');
  });

  it('lists the paths a part shows', () => {
    expect(partFieldPaths({ ...sauce, options: [{ name: 'Senf' }] }, 'config.parts.0')).toEqual([
      'config.parts.0',
      'config.parts.0.name',
      'config.parts.0.type',
      'config.parts.0.description',
      'config.parts.0.optional',
      'config.parts.0.options',
      'config.parts.0.options.0.name',
      'config.parts.0.options.0.modifier',
      'config.parts.0.options.0.value',
    ]);
    expect(
      partFieldPaths(
        { name: 'Gravur', type: 'text', optional: true, options: [{ name: 'alt' }], modifiers: [{ modifier: 'add', value: 5 }] },
        'config.parts.1',
      ),
    ).toEqual([
      'config.parts.1',
      'config.parts.1.name',
      'config.parts.1.type',
      'config.parts.1.description',
      'config.parts.1.optional',
      'config.parts.1.modifiers',
      'config.parts.1.modifiers.0.modifier',
      'config.parts.1.modifiers.0.value',
    ]);
  });

  it('returns the messages under a prefix that no shown field displays', () => {
    expect(unclaimedMessages(errors, 'config.parts.2', ['config.parts.2.name', 'config.parts.2.options.0.name'])).toEqual(['Bitte geben Sie eine Zahl ein.']);
    expect(unclaimedMessages(errors, 'config.parts.1', [])).toEqual([]);
    // 'config.parts.12' is not below 'config.parts.1'.
    expect(unclaimedMessages(errors, 'config.parts.1', ['config.parts.1.name'])).toEqual([]);
    expect(
      unclaimedMessages(errors, 'config.parts', [
        'config.parts.2.name',
        'config.parts.2.options.0.name',
        'config.parts.2.options.1.value',
        'config.parts.12.name',
      ]),
    ).toEqual(['Höchstens 50 Einträge.']);
  });
});
