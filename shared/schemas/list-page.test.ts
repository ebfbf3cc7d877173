import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { issuesToErrors } from './errors';
import { listPageQuery, sortValues } from './list-page';

const query = z.object(listPageQuery(['name', 'updatedAt', 'createdAt', 'price']));
const errorsOf = (value: Record<string, string>) => {
  const result = query.safeParse(value, { reportInput: true });
  return result.success ? [] : issuesToErrors(result.error.issues);
};

describe('the page fields of a generic list query', () => {
  it('reads limit as a number, keeps cursor, sort and search; every field is optional', () => {
    expect(query.parse({ limit: '100', cursor: 'WyJuYW1lIl0', sort: '-price', search: ' Wurst ' })).toEqual({
      limit: 100,
      cursor: 'WyJuYW1lIl0',
      sort: '-price',
      search: 'Wurst',
    });
    expect(query.parse({})).toEqual({});
  });

  it('refuses limits outside 1 to 200 and fields the list cannot sort by, in German at the field', () => {
    expect(errorsOf({ limit: '0' })).toEqual([{ code: 'validation.tooSmall', field: 'limit', message: 'Der Wert muss mindestens 1 sein.' }]);
    expect(errorsOf({ limit: '201' })).toEqual([{ code: 'validation.tooBig', field: 'limit', message: 'Der Wert darf höchstens 200 sein.' }]);
    expect(errorsOf({ limit: '2.5' })).toEqual([{ code: 'validation.integer', field: 'limit', message: 'Bitte geben Sie eine ganze Zahl ein.' }]);
    expect(errorsOf({ sort: 'apiKeyHash' })).toEqual([
      { code: 'validation.sort', field: 'sort', message: 'Nach diesem Feld kann die Liste nicht sortiert werden.' },
    ]);
    expect(errorsOf({ sort: '--name' })).toHaveLength(1);
  });

  it('offers every field ascending and descending', () => {
    expect(sortValues(['name', 'price'])).toEqual(['name', '-name', 'price', '-price']);
  });
});
