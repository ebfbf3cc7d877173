import { describe, expect, it } from 'vitest';
import {
  canSendQuestionnaire,
  counterAppointmentOffer,
  customerFullName,
  frontDeskHint,
  isOrderCancelled,
  orderHeading,
  orderProgressText,
  orderStatusLine,
  orderTimeline,
  orderPaymentMethodLabel,
  orderTypeLabelOf,
  paymentStateText,
  shouldPollOrder,
  showBranchContact,
  showQuestionnaire,
  ticketLabel,
  type PublicOrderView,
} from './index';

const VIENNA = 'Europe/Vienna';
const pickup: PublicOrderView = { isDelivery: false, paymentMethod: 'cash' };
const delivery: PublicOrderView = { isDelivery: true, paymentMethod: 'cash' };
const states = (order: PublicOrderView) => orderTimeline(order)?.map((step) => `${step.label}:${step.state}`);

describe('heading', () => {
  it('thanks, or cancelled with the rejection message, or a failed payment', () => {
    expect(orderHeading(pickup)).toEqual({ title: 'Vielen Dank für Ihre Bestellung!', rejectionMessage: null });
    expect(orderHeading({ ...pickup, isRejected: true, rejectionMessage: ' Leider ausverkauft. ' })).toEqual({
      title: 'Ihre Bestellung wurde storniert.',
      rejectionMessage: 'Leider ausverkauft.',
    });
    expect(orderHeading({ ...pickup, isCanceled: true })).toEqual({ title: 'Ihre Bestellung wurde storniert.', rejectionMessage: null });
    expect(orderHeading({ ...pickup, isFailed: true }).title).toBe('Leider ist Ihre Zahlung fehlgeschlagen. Die Bestellung wurde nicht ausgeführt.');
  });
});

describe('progress text by delivery or pickup and the confirmed, in-delivery and completed flags', () => {
  it('waiting for confirmation', () => {
    expect(orderProgressText(pickup, VIENNA)).toBe('Ihre Bestellung wartet auf Bestätigung.');
  });

  it('confirmed, with delivery or pickup time from appointmentDate in the shop zone', () => {
    const appointmentDate = '2026-05-04T10:30:00.000Z';
    expect(orderProgressText({ ...delivery, isConfirmed: true, appointmentDate }, VIENNA)).toBe(
      'Ihre Bestellung wurde bestätigt und wird gerade zubereitet. Voraussichtliche Lieferung am 04.05.2026 um 12:30 Uhr.',
    );
    expect(orderProgressText({ ...pickup, isConfirmed: true, appointmentDate: new Date(appointmentDate) }, VIENNA)).toBe(
      'Ihre Bestellung wurde bestätigt und wird gerade zubereitet. Sie ist am 04.05.2026 um 12:30 Uhr abholbereit.',
    );
    expect(orderProgressText({ ...pickup, isConfirmed: true, appointmentDate: 'kein Datum' }, VIENNA)).toBe(
      'Ihre Bestellung wurde bestätigt und wird gerade zubereitet.',
    );
  });

  it('in delivery, or ready for pickup', () => {
    expect(orderProgressText({ ...delivery, isConfirmed: true, isInDelivery: true }, VIENNA)).toBe('Ihre Bestellung wird jetzt geliefert.');
    expect(orderProgressText({ ...pickup, isConfirmed: true, isInDelivery: true }, VIENNA)).toBe('Ihre Bestellung ist jetzt abholbereit.');
  });

  it('delivered or completed, hoping to see the customer again', () => {
    const delivered = 'Ihre Bestellung wurde geliefert. Wir freuen uns, Sie bald wieder bei uns begrüßen zu dürfen!';
    expect(orderProgressText({ ...delivery, isConfirmed: true, isInDelivery: true, isDelivered: true }, VIENNA)).toBe(delivered);
    expect(orderProgressText({ ...delivery, isCompleted: true }, VIENNA)).toBe(delivered);
    expect(orderProgressText({ ...pickup, isCompleted: true }, VIENNA)).toBe(
      'Ihre Bestellung ist abgeschlossen. Wir freuen uns, Sie bald wieder bei uns begrüßen zu dürfen!',
    );
  });

  it('nothing for a cancelled order', () => {
    expect(orderProgressText({ ...pickup, isRejected: true }, VIENNA)).toBeNull();
  });
});

describe('status line', () => {
  it.each<[string, PublicOrderView, string]>([
    ['waiting for payment', { ...pickup, paymentMethod: 'mollie' }, 'Warten auf Zahlung'],
    ['waiting for confirmation', { ...pickup, paymentMethod: 'mollie', isPaid: true }, 'Warten auf Bestätigung'],
    ['completed', { ...pickup, isConfirmed: true, isCompleted: true }, 'Abgeschlossen'],
    ['delivered', { ...delivery, isConfirmed: true, isInDelivery: true, isDelivered: true }, 'Geliefert'],
    ['in delivery', { ...delivery, isConfirmed: true, isInDelivery: true }, 'In Zustellung'],
    ['ready for pickup', { ...pickup, isConfirmed: true, isInDelivery: true }, 'Abholbereit'],
    ['being processed', { ...pickup, isConfirmed: true }, 'In Bearbeitung'],
    ['cancelled (rejected)', { ...pickup, isRejected: true }, 'Storniert'],
    ['cancelled (failed payment)', { ...pickup, paymentMethod: 'datatrans', isFailed: true }, 'Storniert'],
    ['refunded online payment is not waiting', { ...pickup, paymentMethod: 'mollie', isRefunded: true, isCanceled: false }, 'Warten auf Bestätigung'],
  ])('%s', (_name, order, line) => {
    expect(orderStatusLine(order)).toBe(line);
  });
});

describe('payment and order type', () => {
  it('labels the payment methods', () => {
    expect(orderPaymentMethodLabel('cash')).toBe('Barzahlung');
    expect(orderPaymentMethodLabel('atm-card')).toBe('EC Karte / Debitkarte');
    expect(orderPaymentMethodLabel('hydro-ag-voucher')).toBe('Hydro AG Gutschein');
    expect(orderPaymentMethodLabel('mollie')).toBe('Online Zahlung');
    expect(orderPaymentMethodLabel('datatrans')).toBe('Online Zahlung (Karte)');
    expect(orderPaymentMethodLabel(undefined)).toBe('Sonstige Zahlungsart');
  });

  it('online payments wait, are paid or refunded; cash has no state', () => {
    expect(paymentStateText({ paymentMethod: 'mollie' })).toBe('Warten auf Zahlung');
    expect(paymentStateText({ paymentMethod: 'mollie', isPaid: true })).toBe('Bezahlt');
    expect(paymentStateText({ paymentMethod: 'mollie', isPaid: true, isRefunded: true })).toBe('Rückerstattet');
    expect(paymentStateText({ paymentMethod: 'cash', isPaid: false })).toBeNull();
  });

  it('customer name: first and last name trimmed, what is missing skipped', () => {
    expect(customerFullName({ firstName: ' Maria ', lastName: 'Huber' })).toBe('Maria Huber');
    expect(customerFullName({ firstName: null, lastName: 'Huber' })).toBe('Huber');
    expect(customerFullName({ firstName: '  ' })).toBe('');
    expect(customerFullName({})).toBe('');
  });

  it('order types: Lieferung, Dine In, Takeaway', () => {
    expect(orderTypeLabelOf({ isDelivery: true })).toBe('Lieferung');
    expect(orderTypeLabelOf({ isDineIn: true })).toBe('Dine In');
    expect(orderTypeLabelOf({})).toBe('Takeaway');
  });

  it("ticket label: 'Bestellnummer' when tickets are disabled, else 'Ticket'", () => {
    expect(ticketLabel(true)).toBe('Bestellnummer');
    expect(ticketLabel(false)).toBe('Ticket');
    expect(ticketLabel(undefined)).toBe('Ticket');
  });
});

describe('4-step timeline', () => {
  it('moves from confirmation to completion', () => {
    expect(states(pickup)).toEqual(['Bestätigung:current', 'Zubereitung:upcoming', 'Abholung:upcoming', 'Abgeschlossen:upcoming']);
    expect(states({ ...delivery, isConfirmed: true })).toEqual(['Bestätigung:done', 'Zubereitung:current', 'Lieferung:upcoming', 'Abgeschlossen:upcoming']);
    expect(states({ ...delivery, isConfirmed: true, isInDelivery: true })).toEqual([
      'Bestätigung:done',
      'Zubereitung:done',
      'Lieferung:current',
      'Abgeschlossen:upcoming',
    ]);
    expect(states({ ...delivery, isConfirmed: true, isInDelivery: true, isDelivered: true })).toEqual([
      'Bestätigung:done',
      'Zubereitung:done',
      'Lieferung:done',
      'Abgeschlossen:current',
    ]);
    expect(states({ ...pickup, isCompleted: true })).toEqual(['Bestätigung:done', 'Zubereitung:done', 'Abholung:done', 'Abgeschlossen:done']);
    expect(orderTimeline({ ...pickup, isCanceled: true })).toBeNull();
  });
});

describe('polling', () => {
  it('stops once the order is completed, rejected, canceled or failed', () => {
    expect(shouldPollOrder(pickup)).toBe(true);
    expect(shouldPollOrder({ ...pickup, isConfirmed: true, isInDelivery: true })).toBe(true);
    for (const flag of ['isCompleted', 'isRejected', 'isCanceled', 'isFailed'] as const) {
      expect(shouldPollOrder({ ...pickup, [flag]: true })).toBe(false);
    }
    expect(isOrderCancelled({ ...pickup, isCompleted: true })).toBe(false);
  });
});

describe('counter-appointment offer', () => {
  const counterAppointment = '2026-05-04T12:45:00.000Z';

  it('shows while neither rejected nor confirmed, with the offered time on the buttons', () => {
    const offer = counterAppointmentOffer({ ...pickup, counterAppointment }, VIENNA);
    expect(offer).toEqual({
      at: new Date(counterAppointment),
      text: 'Ihr Wunschtermin ist leider nicht möglich. Wir können Ihnen stattdessen folgenden Termin anbieten: 04.05.2026 um 14:45 Uhr.',
      confirmLabel: 'Ja, 14:45 Uhr ist in Ordnung',
      rejectLabel: 'Nein, Bestellung stornieren',
    });
  });

  it('hides without a proposal, after confirmation, rejection or cancellation', () => {
    expect(counterAppointmentOffer(pickup, VIENNA)).toBeNull();
    expect(counterAppointmentOffer({ ...pickup, counterAppointment, isConfirmed: true }, VIENNA)).toBeNull();
    expect(counterAppointmentOffer({ ...pickup, counterAppointment, isRejected: true }, VIENNA)).toBeNull();
    expect(counterAppointmentOffer({ ...pickup, counterAppointment, isCanceled: true }, VIENNA)).toBeNull();
  });
});

describe('review questionnaire', () => {
  const completed = { ...pickup, isCompleted: true };

  it('shows with the plugin on, completed, unrated and not dismissed', () => {
    expect(showQuestionnaire(completed, { enablePluginOrderReviews: true })).toBe(true);
    expect(showQuestionnaire(completed, { enablePluginOrderReviews: false })).toBe(false);
    expect(showQuestionnaire(pickup, { enablePluginOrderReviews: true })).toBe(false);
    expect(showQuestionnaire({ ...completed, questionnaireRating: 4 }, { enablePluginOrderReviews: true })).toBe(false);
    expect(showQuestionnaire(completed, { enablePluginOrderReviews: true, dismissed: true })).toBe(false);
  });

  it('is sendable only with all four ratings set', () => {
    expect(canSendQuestionnaire({ rating: 5, foodRating: 4, serviceRating: 3, processRating: 1 })).toBe(true);
    expect(canSendQuestionnaire({ rating: 5, foodRating: 0, serviceRating: 3, processRating: 1 })).toBe(false);
    expect(canSendQuestionnaire({ rating: 6, foodRating: 4, serviceRating: 3, processRating: 1 })).toBe(false);
  });
});

describe('front-desk hints and branch contact', () => {
  it('hints about status screens for orders that are not delivered; the table variant for dine-in at a table', () => {
    expect(frontDeskHint(pickup, true)).toBe(
      'Den Stand Ihrer Bestellung sehen Sie auch auf den Bildschirmen im Geschäft. Sobald Ihre Nummer erscheint, können Sie Ihre Bestellung abholen.',
    );
    expect(frontDeskHint({ isDineIn: true, tableIdentifier: '12' }, true)).toBe(
      'Den Stand Ihrer Bestellung sehen Sie auch auf den Bildschirmen im Lokal. Wir bringen Ihnen Ihre Bestellung an Tisch 12.',
    );
    expect(frontDeskHint(delivery, true)).toBeNull();
    expect(frontDeskHint(pickup, false)).toBeNull();
    expect(frontDeskHint({ ...pickup, isRejected: true }, true)).toBeNull();
    expect(frontDeskHint({ ...pickup, isConfirmed: true, isCompleted: true }, true)).toBeNull();
  });

  it('shows the branch contact except for dine-in at a table', () => {
    expect(showBranchContact(pickup)).toBe(true);
    expect(showBranchContact({ isDineIn: true })).toBe(true);
    expect(showBranchContact({ isDineIn: true, tableIdentifier: '12' })).toBe(false);
  });
});
