import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formFieldSchema } from '../schemas/content';
import { checkContactForm, cleanText, fieldKey, formErrorMessage, replyAddressOf, senderOf, type ContactFormField, type FormEntry } from './contact-form';

const text = (fieldId: string, label: string, extra: Partial<ContactFormField['value']> = {}): ContactFormField => ({
  type: 'text',
  value: { type: 'text', fieldId, label, isRequired: false, ...extra },
});
const email = (fieldId: string, label: string, isRequired = false): ContactFormField => text(fieldId, label, { type: 'email', isRequired });
const textarea = (fieldId: string, label: string, isRequired = false): ContactFormField => text(fieldId, label, { type: 'textarea', isRequired });
const boolean = (fieldId: string, label: string, isRequired = false): ContactFormField => ({ type: 'boolean', value: { fieldId, label, isRequired } });
const BRANCHES = [
  { value: 'graz', label: 'Graz Annenstraße' },
  { value: 'weiz', label: 'Weiz' },
];
const select = (fieldId: string, label: string, isRequired = false): ContactFormField => ({
  type: 'select',
  value: { fieldId, label, isRequired, options: BRANCHES },
});
const INTERESTS = [
  { value: 'platten', label: 'Party-Platten' },
  { value: 'spanferkel', label: 'Spanferkel' },
  { value: 'buffet', label: 'Warmes Buffet' },
];
const multiselect = (fieldId: string, label: string, isRequired = false): ContactFormField => ({
  type: 'multiselect',
  value: { fieldId, label, isRequired, options: INTERESTS },
});

/** The catering form of the demo shop, with a consent checkbox. */
const catering: ContactFormField[] = [
  text('name', 'Name', { isRequired: true }),
  email('email', 'E-Mail', true),
  text('phone', 'Telefon'),
  select('branch', 'Filiale', true),
  multiselect('interest', 'Interesse an'),
  textarea('message', 'Ihre Nachricht', true),
  boolean('privacy', 'Ich stimme der Datenschutzerklärung zu', true),
];

const messagesOf = (fields: readonly ContactFormField[], posted: Record<string, unknown>) => {
  const result = checkContactForm(fields, posted);
  return result.ok ? [] : result.errors.map((error) => [error.field, formErrorMessage(error)]);
};

describe('checkContactForm', () => {
  it('cleans a complete catering enquiry into one entry per field, in the form order', () => {
    const result = checkContactForm(catering, {
      name: '  Anna Berger ',
      email: 'anna@example.at',
      branch: 'graz',
      interest: ['spanferkel', 'platten', 'spanferkel'],
      message: 'Feier am 12.12.\r\n40 Gäste\u0007',
      privacy: true,
      $website: '',
      $elapsedMs: 5000,
      unknown: 'wird ignoriert',
    });
    expect(result).toEqual({
      ok: true,
      entries: [
        { key: 'name', label: 'Name', kind: 'text', value: 'Anna Berger', text: 'Anna Berger' },
        { key: 'email', label: 'E-Mail', kind: 'email', value: 'anna@example.at', text: 'anna@example.at' },
        { key: 'phone', label: 'Telefon', kind: 'text', value: '', text: '' },
        { key: 'branch', label: 'Filiale', kind: 'select', value: 'graz', text: 'Graz Annenstraße' },
        { key: 'interest', label: 'Interesse an', kind: 'multiselect', value: ['platten', 'spanferkel'], text: 'Party-Platten, Spanferkel' },
        { key: 'message', label: 'Ihre Nachricht', kind: 'textarea', value: 'Feier am 12.12.\n40 Gäste', text: 'Feier am 12.12.\n40 Gäste' },
        { key: 'privacy', label: 'Ich stimme der Datenschutzerklärung zu', kind: 'boolean', value: true, text: 'Ja' },
      ],
    });
  });

  it('names every missing required field by its label', () => {
    expect(messagesOf(catering, { phone: '0664 123', name: ' ', email: null, interest: [] })).toEqual([
      ['name', 'Bitte füllen Sie „Name“ aus.'],
      ['email', 'Bitte füllen Sie „E-Mail“ aus.'],
      ['branch', 'Bitte wählen Sie bei „Filiale“ etwas aus.'],
      ['message', 'Bitte füllen Sie „Ihre Nachricht“ aus.'],
      ['privacy', 'Bitte bestätigen Sie „Ich stimme der Datenschutzerklärung zu“.'],
    ]);
  });

  it('requires a required boolean to be true, and takes an optional one as false when missing', () => {
    expect(messagesOf([boolean('ok', 'Einverstanden', true)], { ok: false })).toEqual([['ok', 'Bitte bestätigen Sie „Einverstanden“.']]);
    expect(checkContactForm([boolean('news', 'Newsletter')], {})).toEqual({
      ok: true,
      entries: [{ key: 'news', label: 'Newsletter', kind: 'boolean', value: false, text: 'Nein' }],
    });
  });

  it('checks an e-mail field with the shop e-mail rule when it is filled', () => {
    for (const address of ['anna@', 'anna@example', 'anna berger@example.at', 'jürgen@example.at', 'a@b.c']) {
      expect(messagesOf([email('email', 'E-Mail')], { email: address }), address).toEqual([
        ['email', 'Bitte geben Sie bei „E-Mail“ eine gültige E-Mail-Adresse an.'],
      ]);
    }
    expect(messagesOf([email('email', 'E-Mail')], { email: '' })).toEqual([]);
    expect(messagesOf([email('email', 'E-Mail')], { email: " o'brien@gasthof.at " })).toEqual([]);
  });

  it('allows 500 characters in a text and 5000 in a textarea, counting characters, not UTF-16 units', () => {
    const fields = [text('name', 'Name'), textarea('message', 'Nachricht')];
    expect(messagesOf(fields, { name: 'a'.repeat(500), message: 'ü'.repeat(5000) })).toEqual([]);
    expect(messagesOf(fields, { name: '🥩'.repeat(500) })).toEqual([]);
    expect(messagesOf(fields, { name: 'a'.repeat(501), message: 'b'.repeat(5001) })).toEqual([
      ['name', '„Name“ darf höchstens 500 Zeichen lang sein.'],
      ['message', '„Nachricht“ darf höchstens 5000 Zeichen lang sein.'],
    ]);
  });

  it('turns line breaks of one-line fields into spaces and keeps them in a textarea', () => {
    const result = checkContactForm([text('name', 'Name'), textarea('message', 'Nachricht')], { name: 'Anna\nBerger', message: ' Zeile 1\r\nZeile 2 ' });
    expect(result.ok && result.entries.map((entry) => entry.value)).toEqual(['Anna Berger', 'Zeile 1\nZeile 2']);
  });

  it('accepts only the options of a select and a multiselect', () => {
    const fields = [select('branch', 'Filiale'), multiselect('interest', 'Interesse an')];
    expect(messagesOf(fields, { branch: 'bruck', interest: ['platten', 'kuchen'] })).toEqual([
      ['branch', 'Bitte wählen Sie bei „Filiale“ eine der angebotenen Möglichkeiten.'],
      ['interest', 'Bitte wählen Sie bei „Interesse an“ eine der angebotenen Möglichkeiten.'],
    ]);
    expect(checkContactForm(fields, { branch: '', interest: null })).toEqual({
      ok: true,
      entries: [
        { key: 'branch', label: 'Filiale', kind: 'select', value: '', text: '' },
        { key: 'interest', label: 'Interesse an', kind: 'multiselect', value: [], text: '' },
      ],
    });
  });

  it('refuses values of the wrong JSON type', () => {
    const fields = [text('name', 'Name'), boolean('ok', 'OK'), select('branch', 'Filiale'), multiselect('interest', 'Interesse an')];
    expect(messagesOf(fields, { name: 42, ok: 'true', branch: ['graz'], interest: 'platten' })).toEqual([
      ['name', 'Die Angabe bei „Name“ ist ungültig.'],
      ['ok', 'Die Angabe bei „OK“ ist ungültig.'],
      ['branch', 'Die Angabe bei „Filiale“ ist ungültig.'],
      ['interest', 'Die Angabe bei „Interesse an“ ist ungültig.'],
    ]);
    expect(messagesOf([multiselect('interest', 'Interesse an')], { interest: ['platten', 3] })).toEqual([
      ['interest', 'Die Angabe bei „Interesse an“ ist ungültig.'],
    ]);
  });

  it('keys a field without fieldId by its 0-based position', () => {
    const fields: ContactFormField[] = [
      { type: 'text', value: { label: 'Name', isRequired: true } },
      { type: 'text', value: { fieldId: '  ', label: 'Ort', isRequired: true } },
    ];
    expect(fields.map(fieldKey)).toEqual(['0', '1']);
    expect(messagesOf(fields, { 0: 'Anna' })).toEqual([['1', 'Bitte füllen Sie „Ort“ aus.']]);
    expect(checkContactForm(fields, { '0': 'Anna', '1': 'Graz' })).toMatchObject({
      ok: true,
      entries: [
        { key: '0', value: 'Anna' },
        { key: '1', value: 'Graz' },
      ],
    });
  });

  it('does not read inherited keys of the posted object', () => {
    expect(messagesOf([text('toString', 'Wert', { isRequired: true })], {})).toEqual([['toString', 'Bitte füllen Sie „Wert“ aus.']]);
  });
});

describe('property: any posted value', () => {
  const formFields = fc.array(
    fc.oneof(
      fc.record({
        type: fc.constant('text' as const),
        value: fc.record({
          type: fc.constantFrom('text' as const, 'email' as const, 'textarea' as const),
          fieldId: fc.string({ maxLength: 6 }),
          label: fc.constant('F'),
          isRequired: fc.boolean(),
        }),
      }),
      fc.record({
        type: fc.constant('boolean' as const),
        value: fc.record({ fieldId: fc.string({ maxLength: 6 }), label: fc.constant('B'), isRequired: fc.boolean() }),
      }),
      fc.record({
        type: fc.constantFrom('select' as const, 'multiselect' as const),
        value: fc.record({ fieldId: fc.string({ maxLength: 6 }), label: fc.constant('S'), isRequired: fc.boolean(), options: fc.constant(INTERESTS) }),
      }),
    ),
    { maxLength: 6 },
  );
  const posted = fc.dictionary(
    fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('0', '1', '2')),
    fc.oneof(fc.jsonValue(), fc.constantFrom('platten', 'buffet'), fc.constant(['spanferkel', 'platten']), fc.boolean()),
    { maxKeys: 6 },
  );

  it('gives either one entry per field or errors of known fields, never both or a throw', () => {
    fc.assert(
      fc.property(formFields, posted, (fields, values) => {
        const result = checkContactForm(fields, values);
        const keys = fields.map(fieldKey);
        if (result.ok) {
          expect(result.entries.map((entry) => entry.key)).toEqual(keys);
          for (const entry of result.entries) {
            if (typeof entry.value === 'string' && (entry.kind === 'text' || entry.kind === 'email' || entry.kind === 'textarea')) {
              expect(entry.value).toBe(entry.value.trim());
              expect(entry.value).toBe(cleanText(entry.value, entry.kind === 'textarea'));
            }
          }
        } else {
          expect(result.errors.length).toBeGreaterThan(0);
          for (const error of result.errors) expect(keys).toContain(error.field);
          for (const error of result.errors) expect(formErrorMessage(error)).toMatch(/„[FBS]“/);
        }
      }),
    );
  });

  it('accepts again what it cleaned (the stored values are a valid submission)', () => {
    fc.assert(
      fc.property(formFields, posted, (fields, values) => {
        // Two fields with one key read the same value; re-posting by key cannot tell them apart.
        fc.pre(new Set(fields.map(fieldKey)).size === fields.length);
        const first = checkContactForm(fields, values);
        fc.pre(first.ok);
        if (!first.ok) return;
        const again = Object.fromEntries(first.entries.map((entry) => [entry.key, entry.value]));
        expect(checkContactForm(fields, again)).toEqual(first);
      }),
    );
  });

  it('fields the form editor saves are fields the check takes', () => {
    const parsed = formFieldSchema.parse({
      type: 'select',
      value: { fieldId: 'branch', label: 'Filiale', isRequired: true, hasMaxWidth: false, options: BRANCHES },
    });
    expect(checkContactForm([parsed], { branch: 'weiz' })).toMatchObject({ ok: true, entries: [{ text: 'Weiz' }] });
  });
});

describe('sender and reply address', () => {
  const entry = (kind: FormEntry['kind'], value: string): FormEntry => ({ key: kind, label: kind, kind, value, text: value });

  it('the first filled one-line text is the sender, the first filled e-mail the reply address', () => {
    const entries = [entry('textarea', 'Hallo'), entry('text', ''), entry('email', 'anna@example.at'), entry('text', 'Anna'), entry('email', 'b@example.at')];
    expect(senderOf(entries)).toBe('Anna');
    expect(replyAddressOf(entries)).toBe('anna@example.at');
  });

  it('without a text the sender is the e-mail, without either there is none', () => {
    expect(senderOf([entry('email', 'anna@example.at')])).toBe('anna@example.at');
    expect(senderOf([entry('textarea', 'Hallo')])).toBeUndefined();
    expect(replyAddressOf([entry('text', 'Anna')])).toBeUndefined();
  });
});
