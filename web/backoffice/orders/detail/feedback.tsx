/**
 * What the last action on the order did. A success is a German status message (role=status)
 * under the page heading. A failure is shown by the back office's global error entries
 * (web/backoffice/feedback: the server's first message or the call's fallback, with 'Erneut
 * versuchen'), not a second time here; a dialog shows it inside itself as well, since the modal
 * dialog hides the entries while it is open.
 *
 * Focus: when the action took it away (the tapped button is gone: a confirmed order offers no
 * 'Bestätigen', an order confirmed meanwhile answers 409 and loses it too), the success message
 * gets it, or after a failure the page heading; otherwise it stays where it was and the live
 * regions announce the result.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { ApiError } from '#web/common/api.ts';
import { t } from '../../i18n';

export type FeedbackEntry = { kind: 'success'; text: string; serial: number } | { kind: 'failure'; serial: number };

/** The German message of a failed call: the API client's (server text or fallback), else the generic one. */
export function failureMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : t('error.unknown');
}

export interface Feedback {
  entry: FeedbackEntry | null;
  /** Runs `work`, reports success with `success`; answers null, or the failure's German message. */
  run: (work: () => Promise<unknown>, success: string) => Promise<string | null>;
}

export function useFeedback(): Feedback {
  const [entry, setEntry] = useState<FeedbackEntry | null>(null);
  const serial = useRef(0);
  const run = useCallback<Feedback['run']>(async (work, success) => {
    try {
      await work();
      setEntry({ kind: 'success', text: success, serial: ++serial.current });
      return null;
    } catch (error) {
      setEntry({ kind: 'failure', serial: ++serial.current });
      return failureMessage(error);
    }
  }, []);
  return { entry, run };
}

const focusLost = (): boolean => {
  const focused = document.activeElement;
  return !focused || focused === document.body || !focused.isConnected;
};

export function FeedbackMessage({ entry, heading }: { entry: FeedbackEntry | null; heading: RefObject<HTMLElement | null> }) {
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!entry || !focusLost()) return;
    (entry.kind === 'success' ? message.current : heading.current)?.focus();
  }, [entry, heading]);
  // The live region stays in the page, so screen readers announce what appears in it.
  return (
    <div role="status" className="od-feedback">
      {entry?.kind === 'success' && (
        <p key={entry.serial} ref={message} tabIndex={-1} className="od-feedback__message">
          {entry.text}
        </p>
      )}
    </div>
  );
}
