import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TableQrSheet, type SheetBranch, type SheetTable } from './TableQrSheet';

const graz: SheetBranch = { id: 'b-graz', identifier: 'graz', name: 'Graz Annenstraße', isDineInEnabled: true, isTableSelectionEnabled: true };
const table = (identifier: string, name?: string, branchId = 'b-graz'): SheetTable => ({
  id: `${branchId}-${identifier}`,
  identifier,
  name,
  branch: { id: branchId },
});
const ORIGIN = 'https://fleischerei-gruber.at';

const render = (branch: SheetBranch, tables: SheetTable[]) => renderToStaticMarkup(<TableQrSheet branch={branch} tables={tables} origin={ORIGIN} />);
const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]);

describe('TableQrSheet', () => {
  const tables = [
    table('T10'),
    table('T2', 'Tisch 2'),
    table('T1', 'Tisch 1 (Fenster)'),
    table('T1', 'Tisch 1', 'b-weiz'),
    table('T3'),
    table('T4'),
    table('T5'),
    table('T6'),
  ];

  it("prints the branch's tables in counting order, 6 cards per page", () => {
    const html = render(graz, tables);
    expect(all(html, /data-table="([^"]+)"/g)).toEqual(['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T10']);
    const pages = html.split('class="table-qr__page"').slice(1);
    expect(pages.map((page) => page.match(/class="table-qr__card"/g)?.length)).toEqual([6, 1]);
  });

  it('gives every card its link, an SVG code with a viewBox, the branch, the name and the instruction', () => {
    const html = render(graz, tables);
    expect(all(html, /class="table-qr__link">([^<]+)</g)[0]).toBe('https://fleischerei-gruber.at/store/graz?table=T1');
    expect(all(html, /class="table-qr__link">([^<]+)</g)[6]).toBe('https://fleischerei-gruber.at/store/graz?table=T10');
    // 49 and 50 characters: version 5 at error correction Q, 37 modules + 2 × 4 quiet zone.
    expect(all(html, /viewBox="([^"]+)"/g)).toEqual(Array(7).fill('0 0 45 45'));
    const paths = all(html, /<path d="([^"]+)"/g);
    expect(new Set(paths).size).toBe(7);
    expect(all(html, /aria-label="([^"]+)"/g)[0]).toBe('QR-Code für Tisch 1 (Fenster)');
    expect(all(html, /class="table-qr__branch">([^<]+)</g)).toEqual(Array(7).fill('Graz Annenstraße'));
    expect(all(html, /class="table-qr__instruction">([^<]+)</g)).toEqual(Array(7).fill('Scannen und am Tisch bestellen'));
    expect(all(html, /class="table-qr__table">([^<]+)</g)).toEqual(['Tisch 1 (Fenster)', 'Tisch 2', 'T3', 'T4', 'T5', 'T6', 'T10']);
    // The identifier only where the name says something else.
    expect(all(html, /class="table-qr__identifier">([^<]+)</g)).toEqual(['Tischkennung: T1', 'Tischkennung: T2']);
  });

  it('warns before printing codes the storefront would ignore', () => {
    const warning = 'Diese Filiale nimmt derzeit keine Bestellungen „Dine In“ mit Tischwahl an';
    expect(render(graz, tables)).not.toContain(warning);
    expect(render({ ...graz, isTableSelectionEnabled: false }, tables)).toContain(warning);
    expect(render({ ...graz, isDineInEnabled: false }, tables)).toContain(warning);
  });

  it('says so when the branch has no tables, with no print button', () => {
    const html = render(graz, [table('T1', 'Tisch 1', 'b-weiz')]);
    expect(html).toContain('Diese Filiale hat noch keine Tische.');
    expect(html).not.toContain('table-qr__card');
    expect(html).not.toContain('Drucken');
  });
});
