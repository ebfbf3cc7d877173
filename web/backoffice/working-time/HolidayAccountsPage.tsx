/**
 * /backend/holiday-accounts: the holiday accounts (Urlaubskonten) of a year: per user the
 * entitlement, the days taken (up to today), planned (after today) and left. An administrator sees
 * everyone's, an employee their own (the API answers only what the caller may see). A failed load
 * says 'Urlaubskonten konnten nicht geladen werden.' in place, with a retry.
 */
import { useDocumentTitle } from '../../common/document';
import { localDateOf } from '#shared/time/zone.ts';
import { t } from '../i18n';
import { formatDecimal } from '../data/fields';
import { SHOP_TIME_ZONE, useHolidayAccounts } from './api';
import { usePeriodParam, YearPicker } from './period';
import { ReportPage } from './ReportPage';

export default function HolidayAccountsPage() {
  const title = t('workingTimeAdmin.area.holidays');
  useDocumentTitle(title);
  const [yearText, setYear] = usePeriodParam('year', localDateOf(new Date(), SHOP_TIME_ZONE).slice(0, 4));
  const year = Number(yearText);
  const accounts = useHolidayAccounts(year);
  const rows = [...(accounts.data ?? [])].sort((a, b) => (a.user.name || a.user.username).localeCompare(b.user.name || b.user.username, 'de'));
  const days = (value: number) => formatDecimal(Math.round(value * 10) / 10);

  return (
    <ReportPage
      title={title}
      intro={t('workingTimeAdmin.holidays.intro')}
      tools={<YearPicker year={year} onChange={(next) => setYear(String(next))} />}
      query={accounts}
      isEmpty={rows.length === 0}
      emptyText={t('workingTimeAdmin.holidays.empty')}
    >
      <table className="bo-table" data-testid="holiday-accounts">
        <thead>
          <tr>
            <th scope="col">{t('workingTimeAdmin.field.user')}</th>
            <th scope="col" className="is-numeric">
              {t('workingTimeAdmin.holidays.entitled')}
            </th>
            <th scope="col" className="is-numeric">
              {t('workingTimeAdmin.holidays.taken')}
            </th>
            <th scope="col" className="is-numeric">
              {t('workingTimeAdmin.holidays.planned')}
            </th>
            <th scope="col" className="is-numeric">
              {t('workingTimeAdmin.holidays.left')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((account) => (
            <tr key={account.user.id} data-user={account.user.username}>
              <th scope="row">{account.user.name || account.user.username}</th>
              <td className="is-numeric">{days(account.entitled)}</td>
              <td className="is-numeric">{days(account.taken)}</td>
              <td className="is-numeric">{days(account.planned)}</td>
              <td className="is-numeric">{days(account.left)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ReportPage>
  );
}
