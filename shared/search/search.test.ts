import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { searchBranches, searchWords, toggleTag, type SearchableBranch, type Tag } from './index';

const tags: Tag[] = [
  { id: 't-bio', name: 'Bio' },
  { id: 't-grill', name: 'Grillfleisch' },
  { id: 't-park', name: 'Parkplatz' },
];
const graz = { name: 'Filiale Graz', street: 'Herrengasse 5', city: 'Graz', zipCode: '8010', keywords: 'Steiermark, Innenstadt', tags: [{ id: 't-bio' }] };
const wien = {
  name: 'Filiale Wien Mitte',
  street: 'Landstraßer Hauptstraße 1',
  city: 'Wien',
  zipCode: '1030',
  keywords: null,
  tags: [{ id: 't-grill' }, { id: 't-park' }],
};
const linz = { name: 'Linz Urfahr', street: 'Hauptstraße 12', city: 'Linz', zipCode: '4040', keywords: ['Mühlviertel'], tags: [] };
const branches = [graz, wien, linz];
const names = (result: { branches: typeof branches }) => result.branches.map((branch) => branch.city);

describe('branch search', () => {
  it('splits the trimmed term on spaces and commas', () => {
    expect(searchWords('  8010, Wien  linz ')).toEqual(['8010', 'wien', 'linz']);
    expect(searchWords(' , ')).toEqual([]);
    expect(searchWords(null)).toEqual([]);
  });

  it('an empty term matches all, without a summary', () => {
    expect(searchBranches(branches, { term: '   ', tags })).toEqual({
      branches,
      availableTagIds: ['t-bio', 't-grill', 't-park'],
      isFilterActive: false,
      summary: null,
    });
  });

  it('any word matches name, street, city, zipCode, keywords or a tag name, ignoring case', () => {
    expect(names(searchBranches(branches, { term: 'GRAZ' }))).toEqual(['Graz']);
    expect(names(searchBranches(branches, { term: 'hauptstraße' }))).toEqual(['Wien', 'Linz']);
    expect(names(searchBranches(branches, { term: '1030' }))).toEqual(['Wien']);
    expect(names(searchBranches(branches, { term: 'steiermark' }))).toEqual(['Graz']);
    expect(names(searchBranches(branches, { term: 'mühlviertel' }))).toEqual(['Linz']);
    expect(names(searchBranches(branches, { term: 'grill', tags }))).toEqual(['Wien']);
    expect(names(searchBranches(branches, { term: '8010,4040' }))).toEqual(['Graz', 'Linz']);
  });

  it('tag names embedded in the branch count too', () => {
    expect(searchBranches([{ name: 'X', tags: [{ id: 'a', name: 'Wildspezialitäten' }] }], { term: 'wild' }).branches).toHaveLength(1);
  });

  it("summary '{n} von {total} Filialen werden angezeigt.' while a filter is active", () => {
    expect(searchBranches(branches, { term: 'Filiale' }).summary).toBe('2 von 3 Filialen werden angezeigt.');
  });

  it("no match: 'Leider wurden keine Ergebnisse gefunden.'", () => {
    expect(searchBranches(branches, { term: 'Salzburg' })).toMatchObject({
      branches: [],
      availableTagIds: [],
      summary: 'Leider wurden keine Ergebnisse gefunden.',
    });
  });

  it('a selected tag also requires the branch to carry it; available tags come from the term result', () => {
    const result = searchBranches(branches, { term: 'Filiale', tagId: 't-park', tags });
    expect(names(result)).toEqual(['Wien']);
    expect(result.availableTagIds).toEqual(['t-bio', 't-grill', 't-park']);
    expect(result.summary).toBe('1 von 3 Filialen werden angezeigt.');
    expect(searchBranches(branches, { tagId: 't-bio' })).toMatchObject({ isFilterActive: true, summary: '1 von 3 Filialen werden angezeigt.' });
    expect(searchBranches(branches, { term: 'Linz', tagId: 't-bio' }).summary).toBe('Leider wurden keine Ergebnisse gefunden.');
  });

  it('clicking the selected tag clears it, another tag replaces it', () => {
    expect(toggleTag(null, 't-bio')).toBe('t-bio');
    expect(toggleTag('t-bio', 't-bio')).toBeNull();
    expect(toggleTag('t-bio', 't-park')).toBe('t-park');
  });

  it('an empty term returns all branches (property)', () => {
    const branch = fc.record({ name: fc.string(), city: fc.option(fc.string()), zipCode: fc.option(fc.string()) }) as fc.Arbitrary<SearchableBranch>;
    const blank = fc.array(fc.constantFrom(' ', ',', '\t', '\n'), { maxLength: 6 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(fc.array(branch, { maxLength: 8 }), blank, (list, term) => {
        const result = searchBranches(list, { term });
        expect(result.branches).toEqual(list);
        expect(result.summary).toBeNull();
      }),
    );
  });

  it('every branch found contains one of the words (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ name: fc.string(), city: fc.string() }), { maxLength: 8 }), fc.string(), (list, term) => {
        const words = searchWords(term);
        for (const found of searchBranches(list, { term }).branches) {
          const text = `${found.name}\n${found.city}`.toLocaleLowerCase('de-AT');
          if (words.length) expect(words.some((word) => text.includes(word))).toBe(true);
        }
      }),
    );
  });
});
