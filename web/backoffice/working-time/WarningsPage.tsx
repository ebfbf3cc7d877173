/**
 * /backend/working-time-warnings (administrators): the law's warnings of a month from the time
 * sheets of all users (a break missing after 6 hours, more than 10 hours a day, less than 11
 * hours of rest, a forgotten clock-out), each per user and day in German with a link to the
 * activity's editor. The heading counts the warnings of the current month.
 */
import { Link } from 'react-router';
import { useDocumentTitle } from '../../common/document';
import { localDateOf } from '#shared/time/zone.ts';
import { t } from '../i18n';
import { SHOP_TIME_ZONE, useTimeSheets } from './api';
import { MonthPicker, usePeriodParam } from './period';
import { formatDay, monthOf } from './times';
import { warningRows } from './warnings';
import { ReportPage } from './ReportPage';

export default function WarningsPage() {
  const currentMonth = monthOf(localDateOf(new Date(), SHOP_TIME_ZONE));
  const [month, setMonth] = usePeriodParam('month', currentMonth);
  const sheets = useTimeSheets(month);
  const current = useTimeSheets(currentMonth);
  const currentCount = current.data ? warningRows(current.data).length : undefined;
  const title = currentCount === undefined ? t('workingTimeAdmin.area.warnings') : t('workingTimeAdmin.warnings.headingCount', { count: currentCount });
  useDocumentTitle(t('workingTimeAdmin.area.warnings'));
  const rows = sheets.data ? warningRows(sheets.data) : [];

  return (
    <ReportPage
      title={title}
      intro={t('workingTimeAdmin.warnings.intro')}
      tools={<MonthPicker month={month} onChange={setMonth} />}
      query={sheets}
      isEmpty={rows.length === 0}
      emptyText={t('workingTimeAdmin.warnings.none')}
    >
      <table className="bo-table" data-testid="warnings">
        <thead>
          <tr>
            <th scope="col">{t('workingTimeAdmin.field.user')}</th>
            <th scope="col">{t('workingTimeAdmin.field.date')}</th>
            <th scope="col">{t('workingTimeAdmin.warnings.warning')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('workingTimeAdmin.warnings.open')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={`wt-warning wt-warning--${row.kind}`}>
              <th scope="row">{row.userName}</th>
              <td>{formatDay(row.date)}</td>
              <td>{row.text}</td>
              <td>
                {row.activityId && (
                  <Link
                    to={`/working-activities/${row.activityId}`}
                    aria-label={t('workingTimeAdmin.warnings.openFor', { name: row.userName, date: formatDay(row.date), warning: row.text })}
                  >
                    {t('workingTimeAdmin.warnings.open')}
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ReportPage>
  );
}
