/**
 * The printable QR codes of a branch's tables: one card per table with the code, the table's name
 * (and its identifier when the name differs), the branch's name and 'Scannen und am Tisch
 * bestellen'. Each code opens the table link (shared/web/table-link.ts), on which the storefront
 * presets dine-in and the table.
 *
 * Printing (./tables.css): A4 portrait, 6 cards per page (2 × 3, 95 × 91 mm: big enough for a table
 * stand or a tent card; the 50 mm code scans from about half a metre), dashed cut lines; only
 * the sheet is printed, the back office's header, navigation and everything else on the page are
 * left out. On screen the cards are a preview above which sit the print button and the hints.
 *
 * Decisions: the cards are in the order of the identifiers as people count ('T2' before 'T10'),
 * so the stack from the printer goes onto the tables in order. Tables of other branches among
 * `tables` are left out.
 */
import { useMemo } from 'react';
import { Button } from '../../common/ui';
import { servesTableLinks, tableLabel, tableLink } from '#shared/web/table-link.ts';
import { t } from '../i18n';
import { qrCode, type QrCode } from './qr';
import './tables.css';

/** Cards per printed A4 page (2 columns × 3 rows, ./tables.css). */
export const CARDS_PER_PAGE = 6;

export interface SheetBranch {
  id: string;
  identifier: string;
  name: string;
  isDineInEnabled?: boolean | null;
  isTableSelectionEnabled?: boolean | null;
}

export interface SheetTable {
  id: string;
  identifier: string;
  name?: string | null;
  branch: { id: string };
}

export interface TableQrSheetProps {
  branch: SheetBranch;
  tables: readonly SheetTable[];
  /** The storefront's origin, e.g. 'https://fleischerei-gruber.at' (the back office's own: `location.origin`). */
  origin: string;
  /** The sheet's heading; default 'QR-Codes der Tische: {branch}' (a table's editor names the one card). */
  title?: string;
}

/** Opens the browser's print dialog; the print styles leave only the sheet. */
export function printTables(): void {
  window.print();
}

interface Card {
  table: SheetTable;
  link: string;
  code: QrCode;
}

const byIdentifier = (a: SheetTable, b: SheetTable) => a.identifier.localeCompare(b.identifier, 'de', { numeric: true });

export function TableQrSheet({ branch, tables, origin, title }: TableQrSheetProps) {
  const cards = useMemo<Card[]>(
    () =>
      tables
        .filter((table) => table.branch.id === branch.id)
        .sort(byIdentifier)
        .map((table) => {
          const link = tableLink(origin, branch.identifier, table.identifier);
          return { table, link, code: qrCode(link) };
        }),
    [tables, origin, branch.id, branch.identifier],
  );
  const pages: Card[][] = [];
  for (let start = 0; start < cards.length; start += CARDS_PER_PAGE) pages.push(cards.slice(start, start + CARDS_PER_PAGE));

  return (
    <section className="table-qr" aria-labelledby="table-qr-title">
      <div className="table-qr__toolbar">
        <h2 id="table-qr-title">{title ?? t('tablesAdmin.qr.title', { branch: branch.name })}</h2>
        {cards.length === 0 ? (
          <p>{t('tablesAdmin.qr.empty')}</p>
        ) : (
          <>
            <p className="table-qr__hint">{t('tablesAdmin.qr.hint')}</p>
            {/* The storefront would ignore these links: better said before printing. */}
            {!servesTableLinks(branch) && (
              <p className="table-qr__warning" role="status">
                {t('tablesAdmin.qr.notServed')}
              </p>
            )}
            <Button onClick={printTables}>{t('tablesAdmin.qr.print')}</Button>
          </>
        )}
      </div>
      <div className="table-qr__pages">
        {pages.map((page) => (
          <div key={page[0]!.table.id} className="table-qr__page">
            {page.map((card) => (
              <TableCard key={card.table.id} branchName={branch.name} card={card} />
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}

function TableCard({ branchName, card: { table, link, code } }: { branchName: string; card: Card }) {
  const label = tableLabel(table);
  return (
    <article className="table-qr__card" data-table={table.identifier}>
      <p className="table-qr__branch">{branchName}</p>
      <svg
        className="table-qr__code"
        viewBox={`0 0 ${code.size} ${code.size}`}
        role="img"
        aria-label={t('tablesAdmin.qr.code', { table: label })}
        shapeRendering="crispEdges"
      >
        <rect width={code.size} height={code.size} fill="#fff" />
        <path d={code.path} fill="#000" />
      </svg>
      <h3 className="table-qr__table">{label}</h3>
      {label !== table.identifier && <p className="table-qr__identifier">{t('tablesAdmin.qr.identifier', { identifier: table.identifier })}</p>}
      <p className="table-qr__instruction">{t('tablesAdmin.qr.instruction')}</p>
      <p className="table-qr__link">{link}</p>
    </article>
  );
}
