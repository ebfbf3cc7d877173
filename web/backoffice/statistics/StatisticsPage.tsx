/**
 * /backend/statistics — 'Statistik' (backoffice.md §7 "Statistics"): the 22 statistics of the
 * shop in five sections (Besucher, Bestellungen & Umsatz, Herkunft, QR-Codes, Technik), for a date
 * range (Heute, Gestern, 7 Tage, 30 Tage, Dieses Jahr, Benutzerdefiniert) and a branch. Range and
 * branch live in the URL (./range.ts), so a view can be bookmarked and shared.
 *
 * Who sees it: administrators (all branches, 'Alle Filialen' by default) and employees, who choose
 * among their own branches only (the API enforces the same; an employee has no 'Alle Filialen').
 * Each statistic loads, fails and retries on its own (./StatisticCard.tsx); chart.js loads with the
 * first chart.
 */
import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { StatisticName } from '#shared/statistics/catalog.ts';
import { formatLocalDate } from '#shared/time/calendar.ts';
import { useDocumentTitle, pageTitle } from '../../common/document';
import { useNow } from '../../common/time';
import { ErrorState, Loading } from '../../common/ui';
import { SelectField, TextField } from '../data/fields';
import { t, type PlainMessageKey } from '../i18n';
import { useCurrentUser } from '../me';
import { useVisibleBranches } from '../orders/list/data';
import { useShopTimeZone } from './api';
import { previousPeriod, presetRange, RANGE_PRESETS, searchOfView, todayOf, viewOfSearch, type StatisticsView } from './range';
import { StatisticCard, type CardView } from './StatisticCard';
import './statistics.css';

export const SECTIONS: ReadonlyArray<{ id: string; label: PlainMessageKey; statistics: StatisticName[] }> = [
  {
    id: 'besucher',
    label: 'statisticsAdmin.section.visitors',
    statistics: ['unique-visitors', 'page-views', 'visitor-times', 'pages', 'events', 'event-flow'],
  },
  {
    id: 'bestellungen',
    label: 'statisticsAdmin.section.orders',
    statistics: ['revenue', 'orders', 'items', 'canceled-orders', 'order-times', 'popular-items'],
  },
  { id: 'herkunft', label: 'statisticsAdmin.section.origins', statistics: ['order-origins', 'revenue-origins', 'referrers'] },
  { id: 'qr-codes', label: 'statisticsAdmin.section.qrCodes', statistics: ['qr-code-origins', 'qr-code-targets'] },
  {
    id: 'technik',
    label: 'statisticsAdmin.section.technology',
    statistics: ['browsers', 'operating-systems', 'resolutions', 'device-pixel-ratios', 'color-schemes'],
  },
];

export default function StatisticsPage() {
  const title = t('statisticsAdmin.title');
  useDocumentTitle(pageTitle(title, t('web.backoffice.title')));
  const headingId = useId();
  const me = useCurrentUser();
  const branches = useVisibleBranches(me.data);
  const timeZone = useShopTimeZone();
  // The shop's today moves on at midnight without a reload.
  const today = todayOf(useNow(60_000), timeZone);
  const [search, setSearch] = useSearchParams();
  const asked = viewOfSearch(search, today);
  const isAdmin = me.data?.roles.includes('ROLE_ADMIN') ?? false;

  // An employee always looks at one of their branches; an unknown branch in the URL falls back.
  const branchList = branches.data ?? [];
  const branch = isAdmin ? asked.branch : branchList.some((candidate) => candidate.id === asked.branch) ? asked.branch : branchList[0]?.id;
  const view: StatisticsView = { ...asked, branch };
  const branchName = branchList.find((candidate) => candidate.id === branch)?.name;

  const previous = previousPeriod(view.range, view.preset);
  // One object per view, so the cards' charts are not redrawn on every render.
  const cardView: CardView = useMemo(
    () => ({ range: { from: view.range.from, to: view.range.to }, previous: { from: previous.from, to: previous.to }, branch, branchName }),
    [view.range.from, view.range.to, previous.from, previous.to, branch, branchName],
  );

  const show = (next: Partial<StatisticsView>) => setSearch(searchOfView({ ...view, ...next }));

  let body;
  if (me.isError || branches.isError) {
    body = <ErrorState message={t('statisticsAdmin.loadFailed')} onRetry={() => void Promise.all([me.refetch(), branches.refetch()])} />;
  } else if (!me.data || !branches.data) {
    body = <Loading />;
  } else if (!isAdmin && branchList.length === 0) {
    body = <p className="st-empty">{t('statisticsAdmin.dashboard.noBranches')}</p>;
  } else {
    body = (
      <>
        <nav className="st-sections-nav" aria-label={t('statisticsAdmin.sectionsNav')}>
          <ul>
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{t(section.label)}</a>
              </li>
            ))}
          </ul>
        </nav>
        {SECTIONS.map((section) => (
          <section key={section.id} id={section.id} className="st-section" aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`} className="st-section__title">
              {t(section.label)}
            </h2>
            <div className="st-grid">
              {section.statistics.map((name) => (
                <StatisticCard key={name} name={name} view={cardView} />
              ))}
            </div>
          </section>
        ))}
      </>
    );
  }

  return (
    <section className="st-page" aria-labelledby={headingId}>
      <h1 id={headingId} className="bo-page-title">
        {title}
      </h1>
      <p className="st-intro">{t('statisticsAdmin.intro')}</p>
      <form className="st-filters" aria-label={t('statisticsAdmin.filters')} onSubmit={(event) => event.preventDefault()}>
        <fieldset className="st-presets">
          <legend className="st-presets__legend">{t('statisticsAdmin.range')}</legend>
          <div className="st-presets__buttons">
            {RANGE_PRESETS.map((preset) => (
              <button
                key={preset}
                type="button"
                className={view.preset === preset ? 'st-preset is-active' : 'st-preset'}
                aria-pressed={view.preset === preset}
                onClick={() => show(preset === 'custom' ? { preset, range: view.range } : { preset, range: presetRange(preset, today) })}
              >
                {t(`statisticsAdmin.preset.${preset}` as PlainMessageKey)}
              </button>
            ))}
          </div>
        </fieldset>
        {view.preset === 'custom' && (
          <div className="st-custom">
            <TextField
              type="date"
              label={t('statisticsAdmin.from')}
              value={view.range.from}
              onChange={(from) => from && show({ range: { from, to: view.range.to } })}
            />
            <TextField
              type="date"
              label={t('statisticsAdmin.to')}
              value={view.range.to}
              onChange={(to) => to && show({ range: { from: view.range.from, to } })}
            />
          </div>
        )}
        <SelectField
          className="st-branch"
          label={t('statisticsAdmin.branch')}
          value={branch}
          emptyLabel={isAdmin ? t('statisticsAdmin.allBranches') : undefined}
          options={branchList.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
          onChange={(next) => show({ branch: next })}
        />
      </form>
      <p className="st-range" aria-live="polite">
        {t('statisticsAdmin.rangeText', { from: formatLocalDate(view.range.from), to: formatLocalDate(view.range.to) })}
        {' · '}
        {t('statisticsAdmin.previousText', { from: formatLocalDate(cardView.previous.from), to: formatLocalDate(cardView.previous.to) })}
      </p>
      {body}
    </section>
  );
}
