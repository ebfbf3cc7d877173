import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { rangeBounds } from './filters';

describe('rangeBounds', () => {
  it('gives the whole days in the shop time zone', () => {
    expect(rangeBounds('2026-11-02', '2026-11-02')).toEqual({ from: '2026-11-01T23:00:00.000Z', to: '2026-11-02T22:59:59.999Z' });
    expect(rangeBounds('2000-01-01', '2100-12-31').to).toBe('2100-12-31T22:59:59.999Z');
  });

  it.each([
    ['2026-01-01', '9999-12-31', 'to'],
    ['0000-01-01', '2026-01-01', 'from'],
    ['1999-12-31T23:00:00Z', undefined, 'from'],
  ])('refuses %s – %s with 400 and a German message instead of failing', (from, to, field) => {
    let error: unknown;
    try {
      rangeBounds(from, to);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).errors).toEqual([
      { code: 'validation.dateOutOfRange', message: 'Bitte geben Sie ein Datum zwischen den Jahren 2000 und 2100 an.', field },
    ]);
  });
});
