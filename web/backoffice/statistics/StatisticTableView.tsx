/** A statistic's table (./table.ts) on the screen: German dates, counts, euros and shares; numbers right-aligned. */
import { formatLocalDate } from '#shared/time/calendar.ts';
import { formatShare, formatValue } from './numbers';
import type { Cell, StatisticTable } from './table';

export function cellText(cell: Cell): string {
  switch (cell.type) {
    case 'text':
      return cell.text;
    case 'day':
      return formatLocalDate(cell.day);
    case 'value':
      return formatValue(cell.value, cell.kind);
    case 'share':
      return formatShare(cell.value, cell.total);
    case 'empty':
      return '';
  }
}

const isNumber = (cell: Cell) => cell.type === 'value' || cell.type === 'share';

export function StatisticTableView({ table, caption }: { table: StatisticTable; caption: string }) {
  return (
    // Scrolls sideways on narrow screens; focusable so the keyboard can scroll it too.
    <div className="st-table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="st-table">
        <caption className="st-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {table.columns.map((column, index) => (
              <th key={index} scope="col" className={index > 0 ? 'is-number' : undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cellText(cell)}
                  </th>
                ) : (
                  <td key={index} className={isNumber(cell) ? 'is-number' : undefined}>
                    {cellText(cell)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {table.footer && (
          <tfoot>
            <tr>
              {table.footer.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cellText(cell)}
                  </th>
                ) : (
                  <td key={index} className={isNumber(cell) ? 'is-number' : undefined}>
                    {cellText(cell)}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
