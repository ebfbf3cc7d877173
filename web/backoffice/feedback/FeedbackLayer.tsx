/**
 * The global loader and the error entries (backoffice.md §4 "Loading indicators", §8), shown by
 * the signed-in layout. The loader is a bar at the top while any query or mutation runs; it
 * appears only after a short delay, so the quick calls (and the 5-second poll of the current
 * orders) do not make it flicker. Each error entry names what failed and offers 'Erneut
 * versuchen' and a close button.
 */
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '../../common/ui';
import { t } from '../i18n';
import type { FeedbackStore } from './store';

/** How long a call runs before the loader shows. */
export const LOADER_DELAY_MS = 300;

/** `active`, but turning true only once it has stayed true for `delayMs`. */
function useDelayedTrue(active: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [active, delayMs]);
  return active && shown;
}

export function GlobalLoader() {
  const busy = useIsFetching() + useIsMutating() > 0;
  const shown = useDelayedTrue(busy, LOADER_DELAY_MS);
  if (!shown) return null;
  return <div className="bo-loader" role="progressbar" aria-label={t('web.loading')} data-testid="global-loader" />;
}

export function ErrorEntries({ store }: { store: FeedbackStore }) {
  const entries = useSyncExternalStore(store.subscribe, store.getSnapshot);
  if (entries.length === 0) return null;
  return (
    <section className="bo-feedback" aria-label={t('backoffice.feedback.region')}>
      <ul className="bo-feedback__list">
        {entries.map((entry) => (
          <li key={entry.id} className="bo-feedback__entry" data-testid="error-entry">
            <p className="bo-feedback__message" role="alert">
              {entry.message}
            </p>
            <div className="bo-feedback__actions">
              <Button variant="secondary" className="bo-feedback__retry" onClick={() => store.retry(entry.id)}>
                {t('web.retry')}
              </Button>
              <button type="button" className="bo-feedback__dismiss" aria-label={t('backoffice.feedback.dismiss')} onClick={() => store.remove(entry.id)}>
                <span aria-hidden="true">×</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
