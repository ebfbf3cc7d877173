import { describe, expect, it } from 'vitest';
import { linkedTable, servesTableLinks, tableLabel, tableLink } from './table-link';

describe('tableLink', () => {
  it('is the store page of the branch with the table as parameter', () => {
    expect(tableLink('https://fleischerei-gruber.at', 'graz', 'T1')).toBe('https://fleischerei-gruber.at/store/graz?table=T1');
    expect(tableLink('http://localhost:3000', 'weiz', '12')).toBe('http://localhost:3000/store/weiz?table=12');
  });

  it('does not double the slash after an origin that ends with one', () => {
    expect(tableLink('https://fleischerei-gruber.at/', 'graz', 'T1')).toBe('https://fleischerei-gruber.at/store/graz?table=T1');
  });

  it('URL-encodes identifiers with spaces, slashes, ampersands, hashes and umlauts', () => {
    expect(tableLink('https://a.at', 'graz', 'Tisch 5/Ecke')).toBe('https://a.at/store/graz?table=Tisch%205%2FEcke');
    expect(tableLink('https://a.at', 'graz', 'Garten & Terrasse')).toBe('https://a.at/store/graz?table=Garten%20%26%20Terrasse');
    expect(tableLink('https://a.at', 'graz', '#3')).toBe('https://a.at/store/graz?table=%233');
    expect(tableLink('https://a.at', 'graz', 'Stüberl')).toBe('https://a.at/store/graz?table=St%C3%BCberl');
    expect(tableLink('https://a.at', 'graz', 'a=b?c')).toBe('https://a.at/store/graz?table=a%3Db%3Fc');
  });

  it('gives back the identifier unchanged when the browser reads the parameter', () => {
    for (const identifier of ['T1', 'Tisch 5/Ecke', 'Garten & Terrasse', '#3', 'Stüberl', 'a=b?c', '50%']) {
      const url = new URL(tableLink('https://a.at', 'graz', identifier));
      expect(url.pathname).toBe('/store/graz');
      expect(url.searchParams.get('table')).toBe(identifier);
    }
  });
});

describe('linkedTable', () => {
  const graz = { id: 'b-graz', isDineInEnabled: true, isTableSelectionEnabled: true };
  const t1 = { identifier: 'T1', name: 'Tisch 1 (Fenster)', branch: { id: 'b-graz' } };
  const t2 = { identifier: 'T2', branch: { id: 'b-graz' } };
  const weizT1 = { identifier: 'T1', name: 'Tisch 1', branch: { id: 'b-weiz' } };
  const tables = [weizT1, t1, t2];

  it("finds the branch's table by identifier, not another branch's table of the same identifier", () => {
    expect(linkedTable(graz, tables, 'T1')).toBe(t1);
    expect(linkedTable(graz, tables, 'T2')).toBe(t2);
    expect(linkedTable({ ...graz, id: 'b-weiz' }, tables, 'T1')).toBe(weizT1);
  });

  it('ignores unknown identifiers, a missing parameter and a different spelling', () => {
    expect(linkedTable(graz, tables, 'T9')).toBeNull();
    expect(linkedTable(graz, tables, 't1')).toBeNull();
    expect(linkedTable(graz, tables, '')).toBeNull();
    expect(linkedTable(graz, tables, null)).toBeNull();
    expect(linkedTable(graz, [], 'T1')).toBeNull();
  });

  it('ignores the link where the branch takes no dine-in orders with a table', () => {
    expect(linkedTable({ ...graz, isDineInEnabled: false }, tables, 'T1')).toBeNull();
    expect(linkedTable({ ...graz, isTableSelectionEnabled: false }, tables, 'T1')).toBeNull();
    expect(linkedTable({ id: 'b-graz' }, tables, 'T1')).toBeNull();
  });
});

describe('servesTableLinks', () => {
  it('needs both dine-in and table selection', () => {
    expect(servesTableLinks({ id: 'b', isDineInEnabled: true, isTableSelectionEnabled: true })).toBe(true);
    expect(servesTableLinks({ id: 'b', isDineInEnabled: true, isTableSelectionEnabled: false })).toBe(false);
    expect(servesTableLinks({ id: 'b', isDineInEnabled: false, isTableSelectionEnabled: true })).toBe(false);
    expect(servesTableLinks({ id: 'b', isDineInEnabled: null })).toBe(false);
  });
});

describe('tableLabel', () => {
  it('is the name, else the identifier', () => {
    expect(tableLabel({ identifier: 'T1', name: 'Tisch 1 (Fenster)' })).toBe('Tisch 1 (Fenster)');
    expect(tableLabel({ identifier: 'T2' })).toBe('T2');
    expect(tableLabel({ identifier: 'T3', name: '   ' })).toBe('T3');
    expect(tableLabel({ identifier: 'T4', name: null })).toBe('T4');
  });
});
