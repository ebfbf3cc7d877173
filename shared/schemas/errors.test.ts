import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { apiMessages } from '../i18n/api';
import { apiText, issuesToErrors } from './errors';
import { idSchema, identifierSchema, optionalEmail, optionalUrl, pathSchema, timeOfDaySchema } from './common';
import { branchInputSchema } from './branch';

const errorsOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) throw new Error('expected a failure');
  return issuesToErrors(result.error.issues);
};

describe('issuesToErrors', () => {
  it('tells a missing value from a wrong one, naming known fields', () => {
    const schema = z.object({ name: z.string(), count: z.number(), flag: z.boolean(), list: z.array(z.string()), extra: z.string() });
    expect(errorsOf(schema, { count: 'x', flag: 'ja', list: {}, extra: 1 })).toEqual([
      { code: 'validation.requiredField', field: 'name', message: 'Bitte füllen Sie das Feld „Name“ aus.' },
      { code: 'validation.number', field: 'count', message: 'Bitte geben Sie eine Zahl ein.' },
      { code: 'validation.boolean', field: 'flag', message: 'Bitte wählen Sie Ja oder Nein.' },
      { code: 'validation.list', field: 'list', message: 'Bitte geben Sie eine Liste an.' },
      { code: 'validation.text', field: 'extra', message: 'Bitte geben Sie einen Text ein.' },
    ]);
    expect(errorsOf(z.object({ unnamed: z.string() }), {})).toEqual([
      { code: 'validation.required', field: 'unnamed', message: 'Bitte füllen Sie dieses Feld aus.' },
    ]);
  });

  it('reports lengths, limits and formats', () => {
    expect(errorsOf(z.object({ name: z.string().min(1) }), { name: '' })[0]?.message).toBe('Bitte füllen Sie das Feld „Name“ aus.');
    expect(errorsOf(z.string().min(3), 'ab')[0]).toEqual({ code: 'validation.tooShort', message: 'Bitte geben Sie mindestens 3 Zeichen ein.' });
    expect(errorsOf(z.string().max(3), 'abcd')[0]?.message).toBe('Bitte geben Sie höchstens 3 Zeichen ein.');
    expect(errorsOf(z.number().max(1_000_000), 2_000_000)[0]?.message).toBe('Der Wert darf höchstens 1.000.000 sein.');
    expect(errorsOf(z.number().min(0), -1)[0]?.message).toBe('Der Wert muss mindestens 0 sein.');
    expect(errorsOf(z.array(z.string()).min(1), [])[0]?.message).toBe('Bitte geben Sie mindestens 1 Einträge an.');
    expect(errorsOf(z.number().int(), 1.5)[0]?.code).toBe('validation.integer');
    expect(errorsOf(z.number().multipleOf(0.5), 0.3)[0]?.message).toBe('Der Wert muss ein Vielfaches von 0,5 sein.');
    expect(errorsOf(optionalEmail, 'kein-mail')[0]?.message).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(errorsOf(optionalUrl, 'javascript:alert(1)')[0]?.code).toBe('validation.url');
    expect(errorsOf(z.iso.date(), '2026-02-30')[0]?.code).toBe('validation.date');
    expect(errorsOf(z.iso.datetime({ offset: true }), 'morgen')[0]?.code).toBe('validation.dateTime');
    expect(errorsOf(z.enum(['a', 'b']), 'c')[0]?.code).toBe('validation.option');
  });

  it('uses the catalogue keys given in the schemas', () => {
    expect(errorsOf(idSchema, 'abc')[0]).toEqual({ code: 'validation.id', message: apiMessages['api.validation.id'] });
    expect(errorsOf(identifierSchema, 'Graz Süd')[0]?.code).toBe('validation.identifier');
    expect(errorsOf(pathSchema, 'impressum')[0]?.code).toBe('validation.path');
    expect(errorsOf(timeOfDaySchema, '25:00')[0]?.code).toBe('validation.time');
    expect(errorsOf(branchInputSchema.shape.apiKey, 'kurz')[0]?.message).toBe('Der Schlüssel muss mindestens 24 Zeichen lang sein.');
  });

  it('puts nested fields into a dotted path', () => {
    const errors = errorsOf(branchInputSchema, {
      identifier: 'graz',
      name: 'Graz',
      openingHours: [{ type: 'daily' }, { type: 'once', isClosed: true }],
      deliveryAreas: [{ area: 'Graz', price: -1, tax: 20 }],
    });
    expect(errors).toEqual([
      { code: 'validation.hoursNeedTimes', field: 'openingHours.0.from', message: apiMessages['api.validation.hoursNeedTimes'] },
      { code: 'validation.hoursNeedTimes', field: 'openingHours.0.to', message: apiMessages['api.validation.hoursNeedTimes'] },
      { code: 'validation.onceNeedsDate', field: 'openingHours.1.date', message: 'Bitte geben Sie für eine einmalige Regel ein Datum an.' },
      { code: 'validation.tooSmall', field: 'deliveryAreas.0.price', message: 'Der Wert muss mindestens 0 sein.' },
    ]);
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(apiText('api.entity.notFound', { resource: 'Tisch' })).toBe('Tisch wurde nicht gefunden.');
    expect(apiText('api.entity.notFound')).toBe('{resource} wurde nicht gefunden.');
  });

  it('never answers in English', () => {
    const schema = z.object({ a: z.string(), b: z.number(), c: z.email(), d: z.tuple([z.string()]), e: z.literal('x') });
    for (const entry of errorsOf(schema, { a: 1, b: 'x', c: 'y', d: 'z', e: 'q' })) {
      expect(
        Object.values(apiMessages).some((text) => new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+')}$`).test(entry.message)),
      ).toBe(true);
    }
  });
});
