/**
 * What staff can do with the order: the status actions the transition table allows now (the next
 * forward step first and big, for a counter tablet; reject and cancel last, each behind a
 * dialog), the counter appointment while the order waits for confirmation, and the receipt and
 * the customer's confirmation again.
 *
 * Decisions: 'Bestätigung per E-Mail erneut senden' only for an order with an e-mail address, the
 * SMS button only with the SMS plugin on and a phone number (there is nobody to send to else).
 */
import { canProposeCounterAppointment, type OrderAction } from '#shared/order-status/transitions.ts';
import { Button } from '#web/common/ui/index.ts';
import { t } from '../../i18n';
import { statusActions, type StaffOrder } from './order-view';
import { Section } from './sections';

export interface ActionsPanelProps {
  order: StaffOrder;
  smsEnabled: boolean;
  busy: boolean;
  /** Confirm, in-delivery and completed run at once; reject and cancel open their dialog. */
  onStatusAction: (action: OrderAction) => void;
  onCounterAppointment: () => void;
  onPrint: () => void;
  onResend: (channel: 'email' | 'sms') => void;
}

export function ActionsPanel({ order, smsEnabled, busy, onStatusAction, onCounterAppointment, onPrint, onResend }: ActionsPanelProps) {
  const actions = statusActions(order);
  const counter = canProposeCounterAppointment(order);
  return (
    <Section id="od-actions" title={t('orderDetail.actions.heading')} className="od-actions">
      {actions.length === 0 && !counter ? (
        <p className="od-muted">{t('orderDetail.actions.none')}</p>
      ) : (
        <div className="od-actions__status">
          {actions.map((view) => (
            <Button
              key={view.action}
              variant={view.primary ? 'primary' : 'secondary'}
              className={['od-button', view.primary && 'od-button--primary', view.destructive && 'od-button--danger-outline'].filter(Boolean).join(' ')}
              disabled={busy}
              onClick={() => onStatusAction(view.action)}
            >
              {view.label}
            </Button>
          ))}
          {counter && (
            <Button variant="secondary" className="od-button" disabled={busy} onClick={onCounterAppointment}>
              {t('orderDetail.action.counterAppointment')}
            </Button>
          )}
        </div>
      )}
      <div className="od-actions__more">
        <Button variant="secondary" className="od-button" disabled={busy} onClick={onPrint}>
          {t('orderDetail.action.print')}
        </Button>
        {order.email && (
          <Button variant="secondary" className="od-button" disabled={busy} onClick={() => onResend('email')}>
            {t('orderDetail.action.resendEmail')}
          </Button>
        )}
        {smsEnabled && order.phone && (
          <Button variant="secondary" className="od-button" disabled={busy} onClick={() => onResend('sms')}>
            {t('orderDetail.action.resendSms')}
          </Button>
        )}
      </div>
    </Section>
  );
}
