/**
 * The review questionnaire (storefront.md §2, §4): with the order-reviews plugin on, for a
 * completed order without a rating that was not dismissed. Four 1–5 star ratings (process,
 * service, food, overall), each a radio group (arrow keys move within it), the comment field once
 * all four are set, 'Abschicken' only then, 'Abbrechen' dismisses. A failure shows the server's
 * German message, else 'Bewertung konnte nicht gesendet werden.' (§8).
 *
 * Decision: the dismissal is remembered in localStorage per order, so "Abbrechen" holds when the
 * customer opens the link from the e-mail again.
 */
import { useId, useState, type FormEvent } from 'react';
import { canSendQuestionnaire, showQuestionnaire, type QuestionnaireRatings } from '#shared/order-status/index.ts';
import type { PublicOrder } from '#shared/schemas/public-order.ts';
import { ApiError } from '../../common/api';
import { t, type PlainMessageKey } from '../../common/i18n';
import { Button } from '../../common/ui';
import { api } from '../client';

const CATEGORIES: ReadonlyArray<{ field: keyof QuestionnaireRatings; label: PlainMessageKey }> = [
  { field: 'processRating', label: 'orderStatus.questionnaire.process' },
  { field: 'serviceRating', label: 'orderStatus.questionnaire.service' },
  { field: 'foodRating', label: 'orderStatus.questionnaire.food' },
  { field: 'rating', label: 'orderStatus.questionnaire.overall' },
];

const STARS = [1, 2, 3, 4, 5] as const;

const dismissalKey = (uid: string) => `theke.status.questionnaireDismissed.${uid}`;

function readDismissed(uid: string): boolean {
  try {
    return window.localStorage.getItem(dismissalKey(uid)) === '1';
  } catch {
    return false;
  }
}

function rememberDismissed(uid: string): void {
  try {
    window.localStorage.setItem(dismissalKey(uid), '1');
  } catch {
    // Without storage the form stays hidden until the page is opened again.
  }
}

export interface QuestionnaireProps {
  order: PublicOrder;
  uid: string;
  enabled?: boolean | null;
  actionUrl: (action: 'questionnaire') => string;
  onApplied: (order: PublicOrder) => void;
}

export function Questionnaire({ order, uid, enabled, actionUrl, onApplied }: QuestionnaireProps) {
  const [dismissed, setDismissed] = useState(() => readDismissed(uid));
  const [ratings, setRatings] = useState<QuestionnaireRatings>({ rating: 0, foodRating: 0, serviceRating: 0, processRating: 0 });
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  if (sent) {
    return (
      <p className="status-note status-note--success" role="status">
        {t('orderStatus.questionnaire.thanks')}
      </p>
    );
  }
  if (!showQuestionnaire(order, { enablePluginOrderReviews: enabled, dismissed })) return null;

  const complete = canSendQuestionnaire(ratings);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Sendable only with all four ratings; otherwise nothing happens (§4).
    if (!complete || busy) return;
    setBusy(true);
    setError(null);
    try {
      const text = comment.trim();
      const next = await api.post<PublicOrder>(
        actionUrl('questionnaire'),
        { ...ratings, ...(text ? { comment: text } : {}) },
        { fallback: t('orderStatus.questionnaireFailed') },
      );
      setSent(true);
      onApplied(next);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('orderStatus.questionnaireFailed'));
    } finally {
      setBusy(false);
    }
  };

  const dismiss = () => {
    rememberDismissed(uid);
    setDismissed(true);
  };

  return (
    <section className="status-questionnaire" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('orderStatus.questionnaire.heading')}</h2>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className="status-questionnaire__ratings">
          {CATEGORIES.map(({ field, label }) => (
            <fieldset key={field} className="stars">
              <legend className="stars__legend">{t(label)}</legend>
              <div className="stars__options">
                {STARS.map((count) => (
                  <label key={count} className={`stars__star${ratings[field] >= count ? ' stars__star--on' : ''}`}>
                    <input
                      type="radio"
                      className="visually-hidden"
                      name={`${id}-${field}`}
                      value={count}
                      checked={ratings[field] === count}
                      onChange={() => setRatings((current) => ({ ...current, [field]: count }))}
                    />
                    <span aria-hidden="true">★</span>
                    <span className="visually-hidden">{t('status.questionnaire.stars', { count })}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
        {complete ? (
          <div className="status-questionnaire__comment">
            <label htmlFor={`${id}-comment`}>{t('orderStatus.questionnaire.comment')}</label>
            <textarea id={`${id}-comment`} rows={3} maxLength={5000} value={comment} onChange={(event) => setComment(event.target.value)} />
          </div>
        ) : (
          <p className="status-questionnaire__hint">{t('status.questionnaire.hint')}</p>
        )}
        {error && (
          <p className="error-text" role="alert">
            {error}
          </p>
        )}
        <div className="status-actions">
          <Button type="submit" disabled={!complete || busy}>
            {busy ? t('status.sending') : t('orderStatus.questionnaire.send')}
          </Button>
          <Button variant="secondary" onClick={dismiss} disabled={busy}>
            {t('orderStatus.questionnaire.cancel')}
          </Button>
        </div>
      </form>
    </section>
  );
}
