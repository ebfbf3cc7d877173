import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_NAME_WORDS,
  classifySearch,
  customerSearchKeys,
  customerSortName,
  emailKey,
  foldText,
  matchesNameSearch,
  nameWords,
  phoneKey,
  queriedWord,
} from './search-keys';

describe('customer search keys', () => {
  it('folds case, accents and ß', () => {
    expect(foldText('Müller')).toBe('muller');
    expect(foldText('Größer Čapek')).toBe('grosser capek');
    expect(foldText('STRAẞE')).toBe('strasse');
  });

  it('splits names into folded words without repeats', () => {
    expect(nameWords('Josef  Gruber-Müller, Gruber')).toEqual(['josef', 'gruber', 'muller']);
    expect(nameWords('  ')).toEqual([]);
    expect(nameWords('a'.repeat(50))).toEqual(['a'.repeat(40)]);
  });

  it('keys e-mail addresses in lower case', () => {
    expect(emailKey(' Max.Muster@Example.AT ')).toBe('max.muster@example.at');
    expect(emailKey('')).toBeUndefined();
    expect(emailKey(undefined)).toBeUndefined();
  });

  it('keys phone numbers as E.164 digits, national numbers by the country', () => {
    expect(phoneKey('+43 664 1234567')).toBe('436641234567');
    expect(phoneKey('0043 (664) 123-4567')).toBe('436641234567');
    expect(phoneKey('0664 1234567')).toBe('436641234567');
    expect(phoneKey('0171 2345678', 'DE')).toBe('491712345678');
    expect(phoneKey('+41 44 123 45 67', 'AT')).toBe('41441234567');
    expect(phoneKey('12')).toBeUndefined();
  });

  it('collects every key of a customer', () => {
    expect(
      customerSearchKeys({ firstName: 'Josef', lastName: 'Gruber', companyName: 'Gasthaus Zur Post', email: 'Office@Post.at', phone: '03172 2345' }),
    ).toEqual({ names: ['josef', 'gruber', 'gasthaus', 'zur', 'post'], email: 'office@post.at', phone: '4331722345' });
    expect(customerSearchKeys({ lastName: 'Huber' })).toEqual({ names: ['huber'] });
  });

  it('classifies a search term as e-mail, phone or name words', () => {
    expect(classifySearch('Max@Ex')).toEqual({ kind: 'email', prefix: 'max@ex' });
    expect(classifySearch('0664 12')).toEqual({ kind: 'phone', prefix: '4366412' });
    expect(classifySearch('+49 171')).toEqual({ kind: 'phone', prefix: '49171' });
    expect(classifySearch('664 123')).toEqual({ kind: 'phone', prefix: '43664123' });
    expect(classifySearch('Grü jo')).toEqual({ kind: 'name', words: ['gru', 'jo'] });
    // Two digits are no phone number: searched as a name word ("Filiale 12").
    expect(classifySearch('12')).toEqual({ kind: 'name', words: ['12'] });
    expect(classifySearch('  ')).toBeUndefined();
    expect(classifySearch('--')).toBeUndefined();
  });

  it('queries the longest word and checks the others on the customer', () => {
    expect(queriedWord(['jo', 'grub'])).toBe('grub');
    expect(matchesNameSearch({ firstName: 'Josef', lastName: 'Grübl' }, ['grub', 'jo'])).toBe(true);
    expect(matchesNameSearch({ firstName: 'Anna', lastName: 'Grübl' }, ['grub', 'jo'])).toBe(false);
  });

  it('sorts by last name, then first name', () => {
    expect(customerSortName({ firstName: 'Anna', lastName: 'Öller' })).toBe('oller anna');
    expect(customerSortName({ lastName: 'Huber' })).toBe('huber ');
  });
});

describe('customer search keys (properties)', () => {
  const name = fc.string({ minLength: 1, maxLength: 30 });

  it('a customer is found by every prefix of each of their name words', () => {
    fc.assert(
      fc.property(name, name, fc.nat(), (firstName, lastName, cut) => {
        const { names } = customerSearchKeys({ firstName, lastName });
        for (const word of names) {
          const prefix = word.slice(0, 1 + (cut % word.length));
          const search = classifySearch(prefix);
          if (search?.kind !== 'name') continue; // digits-only words are searched as phone numbers
          expect(matchesNameSearch({ firstName, lastName }, search.words)).toBe(true);
        }
        expect(names.length).toBeLessThanOrEqual(MAX_NAME_WORDS);
      }),
    );
  });

  it('folding is idempotent and the same for upper and lower case', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(foldText(foldText(text))).toBe(foldText(text));
        expect(nameWords(text.toUpperCase())).toEqual(nameWords(text.toLowerCase()));
      }),
    );
  });

  it('every way of writing an Austrian number gives the same key, and a search by its start matches it', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{6,10}$/), fc.integer({ min: 3, max: 8 }), (national, cut) => {
        const key = phoneKey(`+43${national}`);
        expect(phoneKey(`0043 ${national}`)).toBe(key);
        expect(phoneKey(`0${national}`)).toBe(key);
        expect(phoneKey(`+43 (${national.slice(0, 3)}) ${national.slice(3)}`)).toBe(key);
        const search = classifySearch(`0${national.slice(0, cut)}`);
        expect(search?.kind).toBe('phone');
        expect(key!.startsWith((search as { prefix: string }).prefix)).toBe(true);
      }),
    );
  });
});
