/**
 * /backend/time-sheets — Stundenzettel (backoffice.md §3 "Time sheets", §7): one employee's month
 * day by day (Datum, Beginn, Ende, Pause, Arbeitszeit, Soll, Abwesenheit/Feiertag, Saldo,
 * Hinweise), a sum after each calendar week, the month's totals with the balance carried from the
 * month before and the balance at its end. Days after today are greyed and not counted.
 *
 * Who sees whom: an administrator picks any user (default: themselves); an employee sees only
 * their own sheet and no picker (the server answers an employee's own sheet whatever is asked).
 * Employee and month are kept in the URL (`?user=&month=YYYY-MM`), so a sheet can be bookmarked.
 *
 * "Drucken" prints the sheet alone on A4 (print CSS: no header, navigation or buttons; signature
 * lines), "PDF herunterladen" makes the PDF in the browser (./sheet-pdf.ts, jsPDF loaded on
 * demand), "CSV exportieren" the payroll file (./sheet-csv.ts). Page, PDF and CSV are written from
 * the same rows (./sheet-table.ts).
 */
import { useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../common/document';
import { Button, ErrorState, Loading } from '../../common/ui';
import { formatLocalDate } from '#shared/time/calendar.ts';
import { monthName } from '#shared/time/format.ts';
import { localDateOf } from '#shared/time/zone.ts';
import { useViewer } from '../data/access';
import { t } from '../i18n';
import { useCurrentUser } from '../me';
import { downloadCsv } from '../statistics/csv';
import { usersApi } from '../users/api';
import { MonthPicker } from '../working-time/period';
import { useShopIdentity, useTimeSheets } from './api';
import { formatBalance, formatDuration } from './durations';
import { sheetCsv, sheetFileName } from './sheet-csv';
import { sheetTable, totalLines, type SheetDayRow, type SheetTable } from './sheet-table';
import '../data/fields.css';
import './time-sheets.css';

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export default function TimeSheetPage() {
  const headingId = useId();
  const viewer = useViewer();
  const me = useCurrentUser();
  const { shopName, timeZone } = useShopIdentity();
  const [params, setParams] = useSearchParams();
  const thisMonth = localDateOf(new Date(), timeZone).slice(0, 7);
  const monthParam = params.get('month') ?? '';
  const month = MONTH_PATTERN.test(monthParam) ? monthParam : thisMonth;
  const isAdmin = viewer?.isAdmin ?? false;
  const userId = isAdmin ? (params.get('user') ?? me.data?.id) : undefined;
  const users = usersApi.useAll({ enabled: isAdmin });
  const sheets = useTimeSheets(month, userId, { enabled: viewer !== undefined && (!isAdmin || userId !== undefined) });
  const sheet = sheets.data?.find((candidate) => !userId || candidate.user.id === userId) ?? sheets.data?.[0];
  const table = useMemo(() => (sheet ? sheetTable(sheet, timeZone) : undefined), [sheet, timeZone]);
  const [pdfState, setPdfState] = useState<'idle' | 'busy' | 'failed'>('idle');
  useDocumentTitle(table ? `${t('timeSheetsAdmin.title')} ${table.employee} ${table.month}` : t('timeSheetsAdmin.title'));

  const change = (next: { month?: string; user?: string }) => {
    const updated = new URLSearchParams(params);
    if (next.month) updated.set('month', next.month);
    if (next.user) updated.set('user', next.user);
    setParams(updated, { replace: true });
  };

  const downloadPdf = async (current: SheetTable) => {
    setPdfState('busy');
    try {
      const { createSheetPdf } = await import('./sheet-pdf');
      const pdf = createSheetPdf(current, {
        shopName,
        printedOn: t('timeSheetsAdmin.pdf.printed', { date: formatLocalDate(localDateOf(new Date(), timeZone)) }),
      });
      const url = URL.createObjectURL(new Blob([pdf], { type: 'application/pdf' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = sheetFileName(current, 'pdf');
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
      setPdfState('idle');
    } catch {
      setPdfState('failed');
    }
  };

  const profilePath = isAdmin && sheet && sheet.user.id !== me.data?.id ? `/users/${sheet.user.id}/profile` : '/profile';

  return (
    <section className="ts-page" aria-labelledby={headingId}>
      <h1 id={headingId} className="bo-page-title">
        {t('timeSheetsAdmin.title')}
      </h1>
      <p className="ts-intro">{t('timeSheetsAdmin.intro')}</p>

      <form className="ts-toolbar" aria-label={t('timeSheetsAdmin.filters')} onSubmit={(event) => event.preventDefault()}>
        {isAdmin && (
          <div className="bo-field ts-toolbar__user">
            <label className="bo-field__label" htmlFor="ts-user">
              {t('timeSheetsAdmin.employee')}
            </label>
            <select id="ts-user" className="bo-input" value={userId ?? ''} onChange={(event) => change({ user: event.target.value })}>
              {(users.data ?? (me.data ? [{ id: me.data.id, name: me.data.name, username: me.data.username }] : []))
                .slice()
                .sort((a, b) => a.name.localeCompare(b.name, 'de'))
                .map((user) => (
                  <option key={user.id} value={user.id}>
                    {user.name}
                  </option>
                ))}
            </select>
          </div>
        )}
        {/* The working-time screens' month choice: German month names, the month before and after. */}
        <div className="ts-month">
          <MonthPicker month={month} onChange={(next) => change({ month: next })} />
        </div>
        <div className="ts-actions">
          <Button variant="secondary" disabled={!table} onClick={() => window.print()}>
            {t('timeSheetsAdmin.print')}
          </Button>
          <Button variant="secondary" disabled={!table || pdfState === 'busy'} onClick={() => table && void downloadPdf(table)}>
            {t('timeSheetsAdmin.pdf')}
          </Button>
          <Button variant="secondary" disabled={!table} onClick={() => table && downloadCsv(sheetCsv(table), sheetFileName(table, 'csv'))}>
            {t('timeSheetsAdmin.csv')}
          </Button>
          {sheet && (
            <Link className="ts-actions__profile" to={profilePath}>
              {isAdmin && sheet.user.id !== me.data?.id ? t('timeSheetsAdmin.profileLink', { name: sheet.user.name }) : t('timeSheetsAdmin.profile.title')}
            </Link>
          )}
        </div>
        {pdfState === 'failed' && (
          <p role="alert" className="bo-notice bo-notice--error">
            {t('timeSheetsAdmin.pdfFailed')}
          </p>
        )}
      </form>

      {sheets.isError ? (
        <ErrorState message={t('timeSheetsAdmin.loadFailed')} onRetry={() => void sheets.refetch()} />
      ) : !table ? (
        sheets.isSuccess ? (
          <p className="ts-empty">{t('timeSheetsAdmin.noSheet')}</p>
        ) : (
          <Loading />
        )
      ) : (
        <SheetView table={table} shopName={shopName} />
      )}
    </section>
  );
}

function SheetView({ table, shopName }: { table: SheetTable; shopName: string }) {
  const headingId = useId();
  return (
    <article className="ts-sheet" aria-labelledby={headingId} data-testid="time-sheet">
      <header className="ts-sheet__head">
        <p className="ts-sheet__shop">{shopName}</p>
        <h2 id={headingId} className="ts-sheet__title">
          {t('timeSheetsAdmin.sheetTitle', { month: monthName(Number(table.from.slice(5, 7))), year: table.from.slice(0, 4) })}
        </h2>
        <p className="ts-sheet__employee">{t('timeSheetsAdmin.pdf.employee', { name: table.employee })}</p>
      </header>
      <div className="ts-table-wrap" tabIndex={0} role="region" aria-labelledby={headingId}>
        <table className="ts-table">
          <caption className="visually-hidden">
            {t('timeSheetsAdmin.tableCaption', { from: formatLocalDate(table.from), to: formatLocalDate(table.to) })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('timeSheetsAdmin.col.date')}</th>
              <th scope="col" className="is-number">
                {t('timeSheetsAdmin.col.start')}
              </th>
              <th scope="col" className="is-number">
                {t('timeSheetsAdmin.col.end')}
              </th>
              <th scope="col" className="is-number">
                {t('timeSheetsAdmin.col.breaks')}
              </th>
              <th scope="col" className="is-number">
                {t('timeSheetsAdmin.col.worked')}
              </th>
              <th scope="col" className="is-number">
                {t('timeSheetsAdmin.col.scheduled')}
              </th>
              <th scope="col">{t('timeSheetsAdmin.col.absence')}</th>
              <th scope="col" className="is-number">
                {t('timeSheetsAdmin.col.balance')}
              </th>
              <th scope="col">{t('timeSheetsAdmin.col.notes')}</th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) =>
              row.kind === 'week' ? (
                <tr key={`week-${row.from}`} className="ts-week" data-testid="time-sheet-week">
                  <th scope="row" colSpan={3}>
                    {row.label}
                  </th>
                  <td className="is-number">{formatDuration(row.totals.breaks)}</td>
                  <td className="is-number">{formatDuration(row.totals.worked)}</td>
                  <td className="is-number">{formatDuration(row.totals.scheduled)}</td>
                  <td />
                  <td className="is-number">{formatBalance(row.totals.balance)}</td>
                  <td />
                </tr>
              ) : (
                <DayRow key={row.date} row={row} />
              ),
            )}
          </tbody>
        </table>
      </div>
      <section className="ts-totals" aria-labelledby={`${headingId}-totals`}>
        <h3 id={`${headingId}-totals`} className="ts-totals__title">
          {t('timeSheetsAdmin.totals')}
        </h3>
        <dl className="ts-totals__list" data-testid="time-sheet-totals">
          {totalLines(table).map((line) => (
            <div key={line.label} className="ts-totals__item">
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="ts-signatures" aria-hidden="true">
        <p>{t('timeSheetsAdmin.pdf.signatureEmployee')}</p>
        <p>{t('timeSheetsAdmin.pdf.signatureEmployer')}</p>
      </div>
    </article>
  );
}

function DayRow({ row }: { row: SheetDayRow }) {
  const className = [row.isFuture ? 'is-future' : '', row.isPublicHoliday ? 'is-holiday' : '', row.notes.length > 0 ? 'has-notes' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <tr className={className || undefined} data-testid="time-sheet-day" data-date={row.date}>
      <th scope="row">
        {row.day}
        {row.isFuture && <span className="visually-hidden">, {t('timeSheetsAdmin.futureDay')}</span>}
      </th>
      <td className="is-number">
        {row.starts.map((start, index) => (
          <span key={index} className="ts-time">
            {start}
          </span>
        ))}
      </td>
      <td className="is-number">
        {row.ends.map((end, index) => (
          <span key={index} className="ts-time">
            {end}
          </span>
        ))}
      </td>
      <td className="is-number">{row.worked > 0 || row.breaks > 0 ? formatDuration(row.breaks) : ''}</td>
      <td className="is-number">{row.worked > 0 ? formatDuration(row.worked) : ''}</td>
      <td className="is-number">{formatDuration(row.scheduled)}</td>
      <td>{row.absence}</td>
      <td className="is-number">{row.balance === null ? '' : formatBalance(row.balance)}</td>
      <td>
        {row.notes.map((note) => (
          <span key={note} className="ts-note">
            {note}
          </span>
        ))}
      </td>
    </tr>
  );
}
