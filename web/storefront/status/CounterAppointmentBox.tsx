/**
 * The shop's counter-appointment proposal (storefront.md §2, §4): 'Ja, {time} Uhr ist in
 * Ordnung' confirms it, 'Nein, Bestellung stornieren' cancels the order. Either way the order is
 * reloaded; a refusal shows the server's German message, else 'Bestellstatus konnte nicht
 * geändert werden.' (§8).
 */
import { useState } from 'react';
import type { CounterAppointmentOffer } from '#shared/order-status/index.ts';
import type { PublicOrder } from '#shared/schemas/public-order.ts';
import { ApiError } from '../../common/api';
import { t } from '../../common/i18n';
import { Button } from '../../common/ui';
import { api } from '../client';

type Answer = 'confirm-counter-appointment' | 'reject-counter-appointment';

export interface CounterAppointmentBoxProps {
  offer: CounterAppointmentOffer;
  actionUrl: (action: Answer) => string;
  onApplied: (order: PublicOrder) => void;
  onFailed: () => void;
}

export function CounterAppointmentBox({ offer, actionUrl, onApplied, onFailed }: CounterAppointmentBoxProps) {
  const [busy, setBusy] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);

  const answer = async (action: Answer) => {
    setBusy(action);
    setError(null);
    try {
      onApplied(await api.post<PublicOrder>(actionUrl(action), undefined, { fallback: t('orderStatus.changeFailed') }));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('orderStatus.changeFailed'));
      // The order may have changed meanwhile (the shop confirmed, the other answer won).
      onFailed();
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="status-offer" aria-labelledby="status-offer-heading">
      <h2 id="status-offer-heading">{t('status.counterAppointment.heading')}</h2>
      <p>{offer.text}</p>
      <div className="status-actions">
        <Button onClick={() => void answer('confirm-counter-appointment')} disabled={busy !== null}>
          {busy === 'confirm-counter-appointment' ? t('status.sending') : offer.confirmLabel}
        </Button>
        <Button variant="secondary" onClick={() => void answer('reject-counter-appointment')} disabled={busy !== null}>
          {busy === 'reject-counter-appointment' ? t('status.sending') : offer.rejectLabel}
        </Button>
      </div>
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
