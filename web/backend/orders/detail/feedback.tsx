/**
 * What the last action on the order did, in German, under the page heading: a status message
 * (role=status) after a success, an alert with the server's or the fallback message after a
 * failure. When the action took the focus away (the tapped button is gone: a confirmed order
 * offers no 'Bestätigen'), the message gets it; otherwise the live regions announce it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../common/api';
import { t } from '../../i18n';

export interface FeedbackEntry {
  kind: 'success' | 'error';
  text: string;
  /** A new entry for each action, so the same text twice still moves the focus. */
  serial: number;
}

/** The German message of a failed call: the API client's (server text or fallback), else the generic one. */
export function failureMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : t('error.unknown');
}

export interface Feedback {
  entry: FeedbackEntry | null;
  /**
   * Runs `work`; reports success with `success`. A failure is reported on the page unless
   * `reportFailure` is false (a dialog shows it itself). Answers the failure's message, or null.
   */
  run: (work: () => Promise<unknown>, success: string, options?: { reportFailure?: boolean }) => Promise<string | null>;
}

export function useFeedback(): Feedback {
  const [entry, setEntry] = useState<FeedbackEntry | null>(null);
  const serial = useRef(0);
  const run = useCallback<Feedback['run']>(async (work, success, { reportFailure = true } = {}) => {
    try {
      await work();
      setEntry({ kind: 'success', text: success, serial: ++serial.current });
      return null;
    } catch (error) {
      const message = failureMessage(error);
      if (reportFailure) setEntry({ kind: 'error', text: message, serial: ++serial.current });
      return message;
    }
  }, []);
  return { entry, run };
}

export function FeedbackMessage({ entry }: { entry: FeedbackEntry | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const focused = document.activeElement;
    if (entry && (!focused || focused === document.body || !focused.isConnected)) ref.current?.focus();
  }, [entry]);
  // The live regions stay in the page, so screen readers announce what appears in them.
  return (
    <div className="od-feedback">
      <div role="status">
        {entry?.kind === 'success' && (
          <p key={entry.serial} ref={ref} tabIndex={-1} className="od-feedback__message od-feedback__message--success">
            {entry.text}
          </p>
        )}
      </div>
      <div role="alert">
        {entry?.kind === 'error' && (
          <p key={entry.serial} ref={ref} tabIndex={-1} className="od-feedback__message od-feedback__message--error">
            {entry.text}
          </p>
        )}
      </div>
    </div>
  );
}
