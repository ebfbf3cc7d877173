/** Pieces both order screens show: the invalid-link page, the loading state and the connection line. */
import { formatTime } from '#shared/time/index.ts';
import { t } from '../i18n';

/** 401: a clear full-screen message instead of orders (nothing about the branch is revealed). */
export function InvalidLinkScreen() {
  return (
    <main className="screen-message" role="alert">
      <h1>{t('screen.invalidLink.title')}</h1>
      <p>{t('screen.invalidLink.text')}</p>
    </main>
  );
}

export function ScreenLoading() {
  return (
    <main className="screen-message" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <p>{t('screen.loading')}</p>
    </main>
  );
}

/** The first answer never arrived: the poll keeps trying. */
export function ScreenUnreachable() {
  return (
    <main className="screen-message" role="alert">
      <h1>{t('screen.connectionLostShort')}</h1>
      <p>{t('screen.loadFailed')}</p>
    </main>
  );
}

/**
 * Discreet state line: when the shown data is from, and 'Verbindung unterbrochen' while polls
 * fail (the last data stays on screen).
 */
export function ScreenStatus({ updatedAt, connectionLost, timeZone }: { updatedAt: number; connectionLost: boolean; timeZone: string }) {
  return (
    <p className={connectionLost ? 'screen-status screen-status--lost' : 'screen-status'} role="status">
      {connectionLost && (
        <span className="screen-status__lost" title={t('screen.connectionLost')}>
          {t('screen.connectionLostShort')}
        </span>
      )}
      {updatedAt > 0 && <span className="screen-status__time">{t('screen.updatedAt', { time: formatTime(new Date(updatedAt), timeZone) })}</span>}
    </p>
  );
}
