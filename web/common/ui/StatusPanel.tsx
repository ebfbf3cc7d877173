import { t } from '../i18n';
import { Button } from './Button';

/** A loading state that screen readers announce. */
export function Loading({ label = t('web.loading') }: { label?: string }) {
  return (
    <div className="status-panel" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}

/** A failed load: the German message and, if given, a retry button. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="status-panel" role="alert">
      <p className="error-text">{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('web.retry')}
        </Button>
      )}
    </div>
  );
}
