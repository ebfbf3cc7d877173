/**
 * /backend/profile — Mein Profil (backoffice.md §7 "statistics user-profile and
 * user-profile-working-activities"); administrators open anyone's at /backend/users/:id/profile
 * (from the time sheet). The person (name, user name, roles, branches), this month's and this
 * year's worked against scheduled time and the balance up to now, the holiday account of the year,
 * and the chart "Arbeitszeit pro Tag" (worked hours as bars, Soll as a line) for this month, last
 * month or this year, with the same numbers as a table under it. chart.js loads on demand through
 * the statistics' chart component (../statistics/StatisticChart.tsx).
 */
import { useId, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../common/document';
import { ErrorState, Loading } from '../../common/ui';
import { formatLocalDate } from '#shared/time/calendar.ts';
import { localDateOf } from '#shared/time/zone.ts';
import { branchesApi } from '../branches/api';
import { useViewer } from '../data/access';
import { t } from '../i18n';
import { useCurrentUser } from '../me';
import { StatisticChart } from '../statistics/StatisticChart';
import { useHolidayAccounts, useShopIdentity } from '../time-sheets/api';
import { formatBalance, formatDay, formatDuration } from '../time-sheets/durations';
import { branchNames, roleNames } from '../users/labels';
import { usersApi } from '../users/api';
import { useUserProfile, useUserProfileDays } from './api';
import { PROFILE_RANGES, profileChartSpec, profileChartSummary, profileRange, type ProfileRange } from './profile-chart';
import '../statistics/statistics.css';
import './profile.css';

export default function ProfilePage() {
  const headingId = useId();
  const { id } = useParams();
  const viewer = useViewer();
  const me = useCurrentUser();
  const { timeZone } = useShopIdentity();
  const ownProfile = !id || id === me.data?.id;
  // An employee has no other profile to open: /users/:id/profile shows their own.
  const userParam = ownProfile || !viewer?.isAdmin ? undefined : id;
  const other = usersApi.useRecord(userParam);
  const person = userParam ? other.data : me.data;
  const branches = branchesApi.useAll({ enabled: Boolean(person) });
  const today = localDateOf(new Date(), timeZone);
  const year = Number(today.slice(0, 4));
  const month = profileRange('thisMonth', today);
  const nowIso = new Date().toISOString();
  const monthFigures = useUserProfile({ user: userParam, start: month.from, now: nowIso, end: month.to }, { enabled: Boolean(viewer) });
  const yearFigures = useUserProfile({ user: userParam, start: `${year}-01-01`, now: nowIso, end: `${year}-12-31` }, { enabled: Boolean(viewer) });
  const failed = [monthFigures, yearFigures].filter((query) => query.isError);
  const holiday = useHolidayAccounts(year, userParam, { enabled: Boolean(viewer) });
  const account = holiday.data?.find((candidate) => !userParam || candidate.user.id === userParam) ?? holiday.data?.[0];
  const title = ownProfile ? t('timeSheetsAdmin.profile.title') : t('timeSheetsAdmin.profile.titleOf', { name: person?.name ?? '' });
  useDocumentTitle(title);

  return (
    <section className="pf-page" aria-labelledby={headingId}>
      <h1 id={headingId} className="bo-page-title">
        {title}
      </h1>

      {person && (
        <section className="pf-card pf-person" aria-labelledby={`${headingId}-person`}>
          <h2 id={`${headingId}-person`} className="pf-card__title">
            {person.name}
          </h2>
          <dl className="pf-facts">
            <div>
              <dt>{t('timeSheetsAdmin.profile.username')}</dt>
              <dd>{person.username}</dd>
            </div>
            <div>
              <dt>{t('timeSheetsAdmin.profile.roles')}</dt>
              <dd>{roleNames(person.roles)}</dd>
            </div>
            <div>
              <dt>{t('timeSheetsAdmin.profile.branches')}</dt>
              <dd>{branchNames(person, branches.data)}</dd>
            </div>
          </dl>
          <Link to={userParam ? `/time-sheets?user=${encodeURIComponent(userParam)}` : '/time-sheets'}>{t('timeSheetsAdmin.profile.timeSheetLink')}</Link>
        </section>
      )}

      <section className="pf-card" aria-labelledby={`${headingId}-balances`}>
        <h2 id={`${headingId}-balances`} className="pf-card__title">
          {t('timeSheetsAdmin.profile.balances')}
        </h2>
        {failed.length > 0 ? (
          <ErrorState message={t('timeSheetsAdmin.profile.loadFailed')} onRetry={() => failed.forEach((query) => void query.refetch())} />
        ) : !monthFigures.data || !yearFigures.data ? (
          <Loading />
        ) : (
          <div className="pf-periods" data-testid="profile-balances">
            <Period label={t('timeSheetsAdmin.profile.thisMonth')} figures={monthFigures.data.totals} />
            <Period label={t('timeSheetsAdmin.profile.thisYear')} figures={yearFigures.data.totals} />
          </div>
        )}
      </section>

      <section className="pf-card" aria-labelledby={`${headingId}-holiday`}>
        <h2 id={`${headingId}-holiday`} className="pf-card__title">
          {t('timeSheetsAdmin.profile.holiday', { year })}
        </h2>
        {holiday.isError ? (
          <ErrorState message={t('timeSheetsAdmin.profile.holidayLoadFailed')} onRetry={() => void holiday.refetch()} />
        ) : !holiday.data ? (
          <Loading />
        ) : account ? (
          <dl className="pf-figures" data-testid="profile-holiday">
            <Figure label={t('timeSheetsAdmin.profile.holidayEntitled')} value={days(account.entitled)} />
            <Figure label={t('timeSheetsAdmin.profile.holidayTaken')} value={days(account.taken)} />
            <Figure label={t('timeSheetsAdmin.profile.holidayPlanned')} value={days(account.planned)} />
            <Figure label={t('timeSheetsAdmin.profile.holidayLeft')} value={days(account.left)} />
          </dl>
        ) : null}
      </section>

      <DaysChart user={userParam} today={today} enabled={Boolean(viewer)} />
    </section>
  );
}

const dayCount = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

function days(count: number): string {
  return count === 1 ? t('timeSheetsAdmin.profile.day') : t('timeSheetsAdmin.profile.days', { days: dayCount.format(count) });
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="pf-figure">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Period({ label, figures }: { label: string; figures: { worked: number; scheduled: number; balance: number } }) {
  return (
    <div className="pf-period">
      <h3 className="pf-period__title">{label}</h3>
      <dl className="pf-figures">
        <Figure label={t('timeSheetsAdmin.profile.worked')} value={formatDuration(figures.worked)} />
        <Figure label={t('timeSheetsAdmin.profile.scheduled')} value={formatDuration(figures.scheduled)} />
        <Figure label={t('timeSheetsAdmin.profile.balance')} value={formatBalance(figures.balance)} />
      </dl>
    </div>
  );
}

function DaysChart({ user, today, enabled }: { user: string | undefined; today: string; enabled: boolean }) {
  const headingId = useId();
  const [range, setRange] = useState<ProfileRange>('thisMonth');
  const dayRange = profileRange(range, today);
  const answer = useUserProfileDays({ user, start: dayRange.from, end: dayRange.to }, { enabled });
  const profileDays = useMemo(() => answer.data?.days ?? [], [answer.data]);
  const spec = useMemo(() => profileChartSpec(profileDays), [profileDays]);
  return (
    <section className="pf-card" aria-labelledby={headingId}>
      <div className="pf-chart-head">
        <h2 id={headingId} className="pf-card__title">
          {t('timeSheetsAdmin.profile.chart')}
        </h2>
        <fieldset className="st-presets pf-ranges">
          <legend className="st-presets__legend">{t('timeSheetsAdmin.profile.range')}</legend>
          <div className="st-presets__buttons">
            {PROFILE_RANGES.map((candidate) => (
              <button
                key={candidate}
                type="button"
                className={candidate === range ? 'st-preset is-active' : 'st-preset'}
                aria-pressed={candidate === range}
                onClick={() => setRange(candidate)}
              >
                {t(`timeSheetsAdmin.profile.range.${candidate}`)}
              </button>
            ))}
          </div>
        </fieldset>
      </div>
      {answer.isError ? (
        <ErrorState message={t('timeSheetsAdmin.profile.loadFailed')} onRetry={() => void answer.refetch()} />
      ) : !answer.data ? (
        <Loading />
      ) : (
        <>
          <StatisticChart spec={spec} summary={profileChartSummary(profileDays, dayRange)} height={280} />
          <div
            className="st-table-wrap pf-table-wrap"
            tabIndex={0}
            role="region"
            aria-label={t('timeSheetsAdmin.profile.tableCaption', { from: formatLocalDate(dayRange.from), to: formatLocalDate(dayRange.to) })}
          >
            <table className="st-table" data-testid="profile-days">
              <caption className="visually-hidden">
                {t('timeSheetsAdmin.profile.tableCaption', { from: formatLocalDate(dayRange.from), to: formatLocalDate(dayRange.to) })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('timeSheetsAdmin.col.date')}</th>
                  <th scope="col" className="is-number">
                    {t('timeSheetsAdmin.profile.worked')}
                  </th>
                  <th scope="col" className="is-number">
                    {t('timeSheetsAdmin.profile.scheduled')}
                  </th>
                  <th scope="col" className="is-number">
                    {t('timeSheetsAdmin.profile.balance')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {profileDays.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{formatDay(day.date)}</th>
                    <td className="is-number">{formatDuration(day.worked)}</td>
                    <td className="is-number">{formatDuration(day.scheduled)}</td>
                    <td className="is-number">{day.balance === null ? '' : formatBalance(day.balance)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
