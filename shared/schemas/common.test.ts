import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { updateBody } from './common';
import { customerInputSchema } from './crm';
import { issuesToErrors } from './errors';
import { orderHistoryQuerySchema } from './order';
import { failingPaths } from './test-fixtures';

describe('backoffice §7 PUT {id}: the entity with its id and the version it was read at', () => {
  const body = updateBody(customerInputSchema);

  it('parses the entity with id and version, defaults applied', () => {
    expect(body.parse({ id: '01JBX6Q0Z8M3K4N5P6R7S8T9VW', version: 4, lastName: 'Gruber', city: 'Gleisdorf' })).toEqual({
      id: '01JBX6Q0Z8M3K4N5P6R7S8T9VW',
      version: 4,
      lastName: 'Gruber',
      city: 'Gleisdorf',
      country: 'AT',
    });
  });

  it('requires a whole version of at least 1 besides the valid entity', () => {
    expect(failingPaths(body, { lastName: 'Gruber' })).toEqual(['version']);
    expect(failingPaths(body, { lastName: 'Gruber', version: 0 })).toEqual(['version']);
    expect(failingPaths(body, { lastName: 'Gruber', version: 1.5 })).toEqual(['version']);
    expect(failingPaths(body, { lastName: '', version: 2 })).toEqual(['lastName']);
  });
});

describe('issuesToErrors: unions and unknown fields', () => {
  it('names a date-or-instant filter that is neither as invalid, and a missing one as required', () => {
    const wrong = orderHistoryQuerySchema.safeParse({ from: 'gestern' }, { reportInput: true });
    expect(issuesToErrors(wrong.error?.issues ?? [])).toEqual([
      { code: 'validation.invalidField', field: 'from', message: 'Der Wert im Feld „Von“ ist ungültig.' },
    ]);
    const missingIssue: z.core.$ZodIssue = { code: 'invalid_union', errors: [], path: ['to'], message: 'Invalid input' };
    expect(issuesToErrors([missingIssue])).toEqual([{ code: 'validation.requiredField', field: 'to', message: 'Bitte füllen Sie das Feld „Bis“ aus.' }]);
  });

  it('falls back to the unnamed messages for a field the catalogue does not name', () => {
    const issue: z.core.$ZodIssue = { code: 'invalid_union', errors: [], input: 'irgendwas', path: ['zeitraum'], message: 'Invalid input' };
    expect(issuesToErrors([issue, { ...issue, input: undefined }])).toEqual([
      { code: 'validation.invalid', field: 'zeitraum', message: 'Der Wert ist ungültig.' },
      { code: 'validation.required', field: 'zeitraum', message: 'Bitte füllen Sie dieses Feld aus.' },
    ]);
  });

  it('answers any other issue, e.g. a check whose message is no catalogue key, as an invalid field', () => {
    const issue: z.core.$ZodIssue = { code: 'custom', path: ['pauses', 0, 'end'], message: 'pause ends after the shift', input: '2026-11-20T15:00:00+01:00' };
    expect(issuesToErrors([issue])).toEqual([{ code: 'validation.invalidField', field: 'pauses.0.end', message: 'Der Wert im Feld „Ende“ ist ungültig.' }]);
  });

  it('names the fields a strict body does not expect', () => {
    const issue: z.core.$ZodIssue = { code: 'unrecognized_keys', keys: ['rabatt', 'gutschein'], path: [], message: 'Unrecognized keys' };
    expect(issuesToErrors([issue])).toEqual([{ code: 'validation.unknownField', message: 'Das Feld „rabatt, gutschein“ ist hier nicht vorgesehen.' }]);
  });
});
