/**
 * /backend/time-tracking/:username/:accessToken — the time clock of one employee, opened from
 * their personal link or its QR code on a phone (360–430 px) or the counter tablet, without a
 * sign-in (backoffice.md §3 "Time tracking state", §4, §7; docs/users.md "The clock link").
 *
 * Shows the name and today's date, the state in words with a coloured marker (Nicht
 * eingestempelt / Eingestempelt seit 06:55 / Pause seit 10:00), today's worked time (counted on
 * from the server's numbers every few seconds while working) against today's target, the balance
 * up to yesterday, of this week and this month, the holiday days left, and this week's entries.
 * One big button does the main next action (Einstempeln / Pause / Weiter); 'Ausstempeln' is the
 * second while working or paused.
 *
 * Decisions:
 * - Einstempeln asks for the branch only when the employee works in several; with one it is sent.
 * - Ausstempeln always asks once (a mistaken tap would end the day) and offers the optional
 *   project and note there.
 * - While a request runs every action button is disabled, so a double tap sends one request.
 * - A 401 shows that the link is invalid or revoked and never leads to the sign-in: the employee
 *   has no back-office account on this phone (./clock-api.ts).
 * - After a network failure 'Erneut versuchen' reads the state again instead of repeating the
 *   action: the tap may have reached the server before the connection broke.
 */
import { useEffect, useId, useState } from 'react';
import { useParams } from 'react-router';
import type { TimeClockBalances, TimeClockMe } from '#shared/schemas/time-sheets.ts';
import type { WorkingActivity } from '#shared/schemas/time-tracking.ts';
import { formatTime } from '#shared/time/format.ts';
import { localDateOf } from '#shared/time/zone.ts';
import { breakMinutes, workedMinutes, type ClockAction } from '#shared/working-time/index.ts';
import { useDocumentTitle } from '../../common/document';
import { Button, Dialog } from '../../common/ui';
import { ApiError } from '../../common/api';
import { pluralKey, t } from '../i18n';
import {
  isInvalidLink,
  isOffline,
  refreshClock,
  useClockAction,
  useClockBalances,
  useClockMe,
  useClockWeek,
  type ClockLink,
  type ClockRequest,
} from './clock-api';
import { stateOf, stateText, workedToday } from './clock-state';
import { dayText, daysNumber, durationText } from './format';
import './time-clock.css';

/** How often the worked time is counted on while the page is open. */
const TICK_MS = 10_000;

/** Re-renders every TICK_MS; the render reads the clock itself, so an answer never meets an older "now". */
function useTick(): Date {
  const [, setTicks] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTicks((ticks) => ticks + 1), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return new Date();
}

const ACTION_LABEL: Record<ClockAction, string> = {
  start: t('timeClock.action.start'),
  pause: t('timeClock.action.pause'),
  resume: t('timeClock.action.resume'),
  end: t('timeClock.action.end'),
};

function Message({ title, text, onRetry }: { title?: string; text: string; onRetry?: () => void }) {
  return (
    <main className="clock clock--message">
      <div role="alert" className="clock__message">
        {title && <h1>{title}</h1>}
        <p>{text}</p>
      </div>
      {onRetry && (
        <Button className="clock__button" onClick={onRetry}>
          {t('timeClock.retry')}
        </Button>
      )}
    </main>
  );
}

function Figure({ label, value, emphasis }: { label: string; value: string; emphasis?: boolean }) {
  return (
    <div className={emphasis ? 'clock__figure clock__figure--big' : 'clock__figure'}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Balances({ balances }: { balances: TimeClockBalances }) {
  const headingId = useId();
  const left = balances.holiday.left;
  return (
    <section className="clock__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('timeClock.balances')}</h2>
      <dl className="clock__figures clock__figures--four">
        <Figure label={t('timeClock.balance.untilYesterday')} value={durationText(balances.untilYesterday, true)} />
        <Figure label={t('timeClock.balance.week')} value={durationText(balances.week.balance, true)} />
        <Figure label={t('timeClock.balance.month')} value={durationText(balances.month.balance, true)} />
        <Figure
          label={t('timeClock.holiday.left', { year: String(balances.holiday.year) })}
          value={t(pluralKey(left, 'timeClock.holiday.one', 'timeClock.holiday.other'), { days: daysNumber(left) })}
        />
      </dl>
    </section>
  );
}

function WeekEntry({ activity, timeZone, now }: { activity: WorkingActivity; timeZone: string; now: Date }) {
  const start = new Date(activity.start);
  const day = dayText(localDateOf(start, timeZone));
  if (activity.kind !== 'work') {
    return (
      <li className="clock__entry">
        <span className="clock__entry-day">{day}</span>
        <span className="clock__entry-span">{t(activity.kind === 'holiday' ? 'timeClock.kind.holiday' : 'timeClock.kind.sick')}</span>
      </li>
    );
  }
  const to = activity.end ? formatTime(new Date(activity.end), timeZone) : t('timeClock.week.running');
  return (
    <li className="clock__entry">
      <span className="clock__entry-day">{day}</span>
      <span className="clock__entry-span">
        <span className="visually-hidden">{t('timeClock.week.span')}: </span>
        {t('timeClock.week.range', { from: formatTime(start, timeZone), to })}
      </span>
      <span className="clock__entry-pause">
        {t('timeClock.week.pause')} {durationText(breakMinutes(activity, now))}
      </span>
      <span className="clock__entry-worked">
        <span className="visually-hidden">{t('timeClock.week.worked')}: </span>
        {durationText(workedMinutes(activity, now))}
      </span>
    </li>
  );
}

function Week({ link, me, now }: { link: ClockLink; me: TimeClockMe; now: Date }) {
  const headingId = useId();
  const week = useClockWeek(link, me, now);
  if (!week.data) return null;
  return (
    <section className="clock__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('timeClock.week.title')}</h2>
      {week.data.length === 0 ? (
        <p className="clock__muted">{t('timeClock.week.empty')}</p>
      ) : (
        <ul className="clock__entries">
          {week.data.map((activity) => (
            <WeekEntry key={activity.id} activity={activity} timeZone={me.timeZone} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}

function BranchDialog({ me, open, onClose, onChoose }: { me: TimeClockMe; open: boolean; onClose: () => void; onChoose: (branchId: string) => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('timeClock.branch.title')}
      className="clock__dialog"
      footer={
        <Button variant="secondary" className="clock__button" onClick={onClose}>
          {t('timeClock.cancel')}
        </Button>
      }
    >
      <div className="clock__choices" role="group" aria-label={t('timeClock.branch.legend')}>
        {me.user.branches.map((branch) => (
          <Button key={branch.id} className="clock__button" onClick={() => onChoose(branch.id)}>
            {branch.name}
          </Button>
        ))}
      </div>
    </Dialog>
  );
}

function EndDialog({
  me,
  open,
  onClose,
  onConfirm,
}: {
  me: TimeClockMe;
  open: boolean;
  onClose: () => void;
  onConfirm: (body: Record<string, unknown>) => void;
}) {
  const [project, setProject] = useState('');
  const [note, setNote] = useState('');
  const projectId = useId();
  const noteId = useId();
  useEffect(() => {
    if (open) {
      setProject('');
      setNote('');
    }
  }, [open]);
  const confirm = () => onConfirm({ ...(project ? { project: { id: project } } : {}), ...(note.trim() ? { description: note.trim() } : {}) });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('timeClock.end.title')}
      className="clock__dialog"
      footer={
        <>
          <Button variant="secondary" className="clock__button" onClick={onClose}>
            {t('timeClock.cancel')}
          </Button>
          <Button className="clock__button" onClick={confirm}>
            {t('timeClock.end.confirm')}
          </Button>
        </>
      }
    >
      {me.projects.length > 0 && (
        <div className="clock__field">
          <label htmlFor={projectId}>{t('timeClock.end.project')}</label>
          <select id={projectId} value={project} onChange={(event) => setProject(event.target.value)}>
            <option value="">{t('timeClock.end.noProject')}</option>
            {me.projects.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="clock__field">
        <label htmlFor={noteId}>{t('timeClock.end.note')}</label>
        <textarea id={noteId} rows={3} maxLength={2000} value={note} onChange={(event) => setNote(event.target.value)} />
      </div>
    </Dialog>
  );
}

function Clock({ link, me, stale }: { link: ClockLink; me: TimeClockMe; stale: Error | null }) {
  const now = useTick();
  const balances = useClockBalances(link, true);
  const action = useClockAction(link);
  const [asking, setAsking] = useState<'branch' | 'end' | null>(null);
  const current = me.workingActivity;
  const state = stateOf(current);
  const today = localDateOf(now, me.timeZone);
  const [main, second] = me.nextActions;
  const branchName = current?.branch ? me.user.branches.find((branch) => branch.id === current.branch!.id)?.name : undefined;

  const run = (request: ClockRequest) => {
    setAsking(null);
    action.reset();
    action.mutate(request);
  };
  const press = (clockAction: ClockAction) => {
    if (clockAction === 'start') {
      const branches = me.user.branches;
      if (branches.length > 1) setAsking('branch');
      else run({ action: 'start', body: branches[0] ? { branch: { id: branches[0].id } } : {} });
    } else if (clockAction === 'end') setAsking('end');
    else run({ action: clockAction });
  };

  if (isInvalidLink(action.error) || isInvalidLink(balances.error)) return <Message title={t('timeClock.title')} text={t('timeClock.invalidLink')} />;
  const busy = action.isPending;

  return (
    <main className="clock">
      <header className="clock__head">
        <p className="clock__app">{t('timeClock.title')}</p>
        <h1>{me.user.name}</h1>
        <p className="clock__date">{dayText(today)}</p>
      </header>

      <div className={`clock__state clock__state--${state}`} role="status" aria-live="polite">
        <span className="clock__marker" aria-hidden="true" />
        <span>
          <span className="visually-hidden">{t('timeClock.state.label')}: </span>
          <strong>{stateText(current, me.timeZone)}</strong>
          {branchName && state !== 'out' && <span className="clock__branch">{t('timeClock.state.atBranch', { branch: branchName })}</span>}
        </span>
      </div>

      {balances.data && (
        <dl className="clock__figures">
          <Figure
            label={t('timeClock.today.worked')}
            value={durationText(workedToday(balances.data.today.worked, balances.dataUpdatedAt, current, now))}
            emphasis
          />
          <Figure label={t('timeClock.today.target')} value={durationText(balances.data.today.scheduled)} emphasis />
        </dl>
      )}

      <div className="clock__actions">
        {main && (
          <Button className="clock__button clock__button--main" disabled={busy} aria-busy={busy} onClick={() => press(main)}>
            {ACTION_LABEL[main]}
          </Button>
        )}
        {second && (
          <Button variant="secondary" className="clock__button" disabled={busy} onClick={() => press(second)}>
            {ACTION_LABEL[second]}
          </Button>
        )}
      </div>

      {stale && !action.error && (
        <div role="alert" className="clock__error">
          <p>{isOffline(stale) ? t('timeClock.offline') : t('timeClock.loadFailed')}</p>
          <Button variant="secondary" className="clock__button" onClick={() => void refreshClock(link)}>
            {t('timeClock.retry')}
          </Button>
        </div>
      )}
      {action.error && (
        <div role="alert" className="clock__error">
          <p>{isOffline(action.error) ? t('timeClock.offline') : action.error.message}</p>
          {isOffline(action.error) && (
            <Button
              variant="secondary"
              className="clock__button"
              onClick={() => {
                action.reset();
                void refreshClock(link);
              }}
            >
              {t('timeClock.retry')}
            </Button>
          )}
        </div>
      )}

      {balances.data && <Balances balances={balances.data} />}
      {balances.error && !isInvalidLink(balances.error) && (
        <div role="alert" className="clock__error">
          <p>{isOffline(balances.error) ? t('timeClock.offline') : t('timeClock.loadFailed')}</p>
          <Button variant="secondary" className="clock__button" onClick={() => void balances.refetch()}>
            {t('timeClock.retry')}
          </Button>
        </div>
      )}

      <Week link={link} me={me} now={now} />

      <BranchDialog me={me} open={asking === 'branch'} onClose={() => setAsking(null)} onChoose={(id) => run({ action: 'start', body: { branch: { id } } })} />
      <EndDialog me={me} open={asking === 'end'} onClose={() => setAsking(null)} onConfirm={(body) => run({ action: 'end', body })} />
    </main>
  );
}

export default function TimeClockPage() {
  const { username = '', accessToken = '' } = useParams();
  const link: ClockLink = { username, accessToken };
  const me = useClockMe(link);
  useDocumentTitle(me.data ? `${t('timeClock.title')}: ${me.data.user.name}` : t('timeClock.title'));

  if (isInvalidLink(me.error)) return <Message title={t('timeClock.title')} text={t('timeClock.invalidLink')} />;
  if (me.error && !me.data) {
    const text = isOffline(me.error) ? t('timeClock.offline') : me.error instanceof ApiError ? me.error.message : t('timeClock.loadFailed');
    return <Message title={t('timeClock.title')} text={text} onRetry={() => void me.refetch()} />;
  }
  if (!me.data) {
    return (
      <main className="clock clock--message" role="status" aria-live="polite">
        <div className="spinner" aria-hidden="true" />
        <p>{t('timeClock.loading')}</p>
      </main>
    );
  }
  // A failed refresh keeps the last state on screen with the failure above the figures.
  return <Clock link={link} me={me.data} stale={me.error} />;
}
