import { describe, expect, it } from 'vitest';
import {
  branchCardStatus,
  checkoutNotices,
  deliveryRules,
  isBranchOpen,
  isDeliveryOpen,
  orderSubmitMode,
  storeIntro,
  submitLabel,
  toolbarStatus,
  type BranchStatusInput,
} from './branch';
import type { OpeningHoursRule } from './rules';
import { VIENNA, butcherWeek, vienna } from './test-fixtures';

const shop: BranchStatusInput = { openingHours: butcherWeek, isTakeawayEnabled: true };
const lateDelivery: OpeningHoursRule[] = [{ type: 'daily', from: '11:00', to: '21:00' }];
const deliveringShop: BranchStatusInput = {
  openingHours: butcherWeek,
  deliveryHours: lateDelivery,
  isDeliveryHoursEnabled: true,
  isDeliveryEnabled: true,
  isTakeawayEnabled: true,
  isDineInEnabled: true,
};
const onlyMonday: OpeningHoursRule[] = [{ type: 'monday', from: '07:00', to: '18:00' }];

describe('ordering availability: branch counts as open, delivery open', () => {
  it('a branch counts as open during opening hours or enabled delivery hours', () => {
    expect(isBranchOpen(deliveringShop, vienna('2026-05-04 19:00'), VIENNA)).toBe(true);
    expect(isBranchOpen({ ...deliveringShop, isDeliveryHoursEnabled: false }, vienna('2026-05-04 19:00'), VIENNA)).toBe(false);
    expect(isBranchOpen(deliveringShop, vienna('2026-05-04 22:00'), VIENNA)).toBe(false);
  });

  it('delivery follows delivery hours when enabled, else opening hours', () => {
    expect(deliveryRules(deliveringShop)).toBe(lateDelivery);
    expect(isDeliveryOpen(deliveringShop, vienna('2026-05-04 09:00'), VIENNA)).toBe(false);
    expect(isDeliveryOpen(deliveringShop, vienna('2026-05-10 20:00'), VIENNA)).toBe(true);
    expect(isDeliveryOpen({ ...deliveringShop, isDeliveryHoursEnabled: false }, vienna('2026-05-04 09:00'), VIENNA)).toBe(true);
  });
});

describe('branch card status lines', () => {
  it("open: 'Offen heute {from} Uhr bis {to} Uhr' and the pickup line", () => {
    expect(branchCardStatus(shop, vienna('2026-05-04 10:00'), VIENNA)).toEqual({
      isInactive: false,
      isOpen: true,
      closingSoon: false,
      lines: ['Offen heute 07:00 Uhr bis 18:00 Uhr', 'Abholung 07:00 Uhr bis 18:00 Uhr'],
    });
  });

  it('the pickup line starts at orderableFrom when set and later than the opening', () => {
    const lines = (orderableFrom: string) => branchCardStatus({ ...shop, orderableFrom }, vienna('2026-05-04 10:00'), VIENNA).lines;
    expect(lines('09:00')).toEqual(['Offen heute 07:00 Uhr bis 18:00 Uhr', 'Abholung 09:00 Uhr bis 18:00 Uhr']);
    expect(lines('06:00')).toEqual(['Offen heute 07:00 Uhr bis 18:00 Uhr', 'Abholung 07:00 Uhr bis 18:00 Uhr']);
    expect(lines('18:00')).toEqual(['Offen heute 07:00 Uhr bis 18:00 Uhr']);
  });

  it('no pickup line without takeaway', () => {
    expect(branchCardStatus({ ...shop, isTakeawayEnabled: false }, vienna('2026-05-04 10:00'), VIENNA).lines).toEqual(['Offen heute 07:00 Uhr bis 18:00 Uhr']);
  });

  it('pickup past midnight: the window ends the next day', () => {
    const night: BranchStatusInput = { openingHours: [{ type: 'daily', from: '18:00', to: '02:00' }], orderableFrom: '20:00' };
    expect(branchCardStatus(night, vienna('2026-05-04 19:00'), VIENNA).lines).toEqual([
      'Offen heute 18:00 Uhr bis 02:00 Uhr',
      'Abholung 20:00 Uhr bis 02:00 Uhr',
    ]);
  });

  it('open only by delivery hours: the card is open, without a pickup line', () => {
    expect(branchCardStatus(deliveringShop, vienna('2026-05-04 19:00'), VIENNA).lines).toEqual(['Offen heute 07:00 Uhr bis 21:00 Uhr']);
  });

  it('closing soon in the last hour', () => {
    expect(branchCardStatus(shop, vienna('2026-05-04 17:30'), VIENNA)).toMatchObject({ isOpen: true, closingSoon: true });
  });

  it("closed: 'Öffnet heute / morgen / am {Wochentag} um {from} Uhr'", () => {
    expect(branchCardStatus(shop, vienna('2026-05-04 05:00'), VIENNA).lines).toEqual(['Öffnet heute um 07:00 Uhr']);
    expect(branchCardStatus(shop, vienna('2026-05-04 19:00'), VIENNA).lines).toEqual(['Öffnet morgen um 07:00 Uhr']);
    expect(branchCardStatus(shop, vienna('2026-05-09 13:00'), VIENNA).lines).toEqual(['Öffnet am Montag um 07:00 Uhr']);
  });

  it("midnight: just after midnight the morning's opening is 'heute'", () => {
    expect(branchCardStatus(shop, vienna('2026-05-05 00:00'), VIENNA).lines).toEqual(['Öffnet heute um 07:00 Uhr']);
    expect(branchCardStatus(shop, vienna('2026-05-04 23:59'), VIENNA).lines).toEqual(['Öffnet morgen um 07:00 Uhr']);
  });

  it("no opening within 72 hours: the closedMessage, else 'Geschlossen'", () => {
    const closed = { openingHours: onlyMonday };
    expect(branchCardStatus({ ...closed, closedMessage: ' Betriebsurlaub bis 20.08. ' }, vienna('2026-05-05 10:00'), VIENNA).lines).toEqual([
      'Betriebsurlaub bis 20.08.',
    ]);
    expect(branchCardStatus({ ...closed, closedMessage: ' ' }, vienna('2026-05-05 10:00'), VIENNA).lines).toEqual(['Geschlossen']);
  });

  it('open around the clock', () => {
    const always = { openingHours: [{ type: 'daily', from: '00:00', to: '24:00' }] satisfies OpeningHoursRule[] };
    expect(branchCardStatus(always, vienna('2026-05-04 10:00'), VIENNA).lines).toEqual(['Durchgehend geöffnet']);
  });

  it('non-public or disabled branches are shown as inactive', () => {
    expect(branchCardStatus({ ...shop, isPublic: false }, vienna('2026-05-04 10:00'), VIENNA)).toEqual({
      isInactive: true,
      isOpen: false,
      closingSoon: false,
      lines: ['Derzeit nicht verfügbar'],
    });
    expect(branchCardStatus({ ...shop, isEnabled: false }, vienna('2026-05-04 10:00'), VIENNA).isInactive).toBe(true);
  });
});

describe('toolbar', () => {
  const branches: BranchStatusInput[] = [shop, deliveringShop, { openingHours: onlyMonday }, { ...shop, isPublic: false }];

  it("'N Standorte geöffnet', '1 Standort geöffnet', 'Alle Standorte geschlossen' (active branches only)", () => {
    expect(toolbarStatus(branches, vienna('2026-05-04 10:00'), VIENNA)).toEqual({ summary: '3 Standorte geöffnet', openCount: 3, selected: null });
    expect(toolbarStatus(branches, vienna('2026-05-05 19:00'), VIENNA).summary).toBe('1 Standort geöffnet');
    expect(toolbarStatus(branches, vienna('2026-05-05 22:00'), VIENNA).summary).toBe('Alle Standorte geschlossen');
  });

  it("selected branch: 'Geöffnet bis {time}' with the closing-soon flag, or 'Geschlossen'", () => {
    expect(toolbarStatus(branches, vienna('2026-05-04 10:00'), VIENNA, shop).selected).toEqual({
      text: 'Geöffnet bis 18:00',
      isOpen: true,
      closingSoon: false,
    });
    expect(toolbarStatus(branches, vienna('2026-05-04 17:30'), VIENNA, shop).selected).toMatchObject({ closingSoon: true });
    expect(toolbarStatus(branches, vienna('2026-05-04 19:00'), VIENNA, deliveringShop).selected?.text).toBe('Geöffnet bis 21:00');
    expect(toolbarStatus(branches, vienna('2026-05-04 19:00'), VIENNA, shop).selected).toEqual({ text: 'Geschlossen', isOpen: false, closingSoon: false });
    const always = { openingHours: [{ type: 'daily', from: '00:00', to: '00:00' }] satisfies OpeningHoursRule[] };
    expect(toolbarStatus([always], vienna('2026-05-04 10:00'), VIENNA, always).selected?.text).toBe('Geöffnet');
  });
});

describe('store page intro messages', () => {
  it('fully closed with the next shift today, tomorrow or another day', () => {
    expect(storeIntro(shop, vienna('2026-05-04 05:00'), VIENNA)).toEqual({
      kind: 'closed',
      lines: ['Derzeit haben wir leider geschlossen. Wir öffnen wieder um 07:00 Uhr.'],
    });
    expect(storeIntro(shop, vienna('2026-05-04 19:00'), VIENNA).lines).toEqual([
      'Derzeit haben wir leider geschlossen. Wir öffnen wieder morgen um 07:00 Uhr.',
    ]);
    expect(storeIntro(shop, vienna('2026-05-09 13:00'), VIENNA).lines).toEqual([
      'Derzeit haben wir leider geschlossen. Wir öffnen wieder am Montag um 07:00 Uhr.',
    ]);
  });

  it('fully closed without a next shift: the closedMessage, else the plain closed sentence', () => {
    const closed = { openingHours: onlyMonday };
    expect(storeIntro({ ...closed, closedMessage: 'Wir sind auf Urlaub.' }, vienna('2026-05-05 10:00'), VIENNA).lines).toEqual(['Wir sind auf Urlaub.']);
    expect(storeIntro(closed, vienna('2026-05-05 10:00'), VIENNA).lines).toEqual(['Derzeit haben wir leider geschlossen.']);
  });

  it('preorders while fully closed', () => {
    expect(storeIntro({ ...shop, isPreorderEnabled: true }, vienna('2026-05-04 19:00'), VIENNA).lines).toEqual([
      'Derzeit haben wir leider geschlossen. Wir öffnen wieder morgen um 07:00 Uhr.',
      'Gerne nehmen wir auch Ihre Vorbestellungen entgegen.',
      'Wir bearbeiten diese sobald wir wieder geöffnet haben.',
    ]);
  });

  it('open but no delivery: return time and what we offer meanwhile', () => {
    expect(storeIntro(deliveringShop, vienna('2026-05-04 09:00'), VIENNA)).toEqual({
      kind: 'noDelivery',
      lines: [
        'Derzeit ist leider keine Lieferung möglich.',
        'Wir liefern wieder ab 11:00 Uhr.',
        'In der Zwischenzeit bieten wir Takeaway oder Konsum vor Ort an.',
      ],
    });
    expect(storeIntro({ ...deliveringShop, isDineInEnabled: false, isPreorderEnabled: true }, vienna('2026-05-04 09:00'), VIENNA).lines).toEqual([
      'Derzeit ist leider keine Lieferung möglich.',
      'Wir liefern wieder ab 11:00 Uhr.',
      'In der Zwischenzeit bieten wir Takeaway an.',
      'Gerne nehmen wir auch Ihre Vorbestellungen entgegen.',
    ]);
    expect(storeIntro({ ...deliveringShop, isTakeawayEnabled: false }, vienna('2026-05-04 09:00'), VIENNA).lines[2]).toBe(
      'In der Zwischenzeit bieten wir Konsum vor Ort an.',
    );
  });

  it('delivery returns tomorrow, on another day, or not within 72 hours', () => {
    const at = (deliveryHours: OpeningHoursRule[]) =>
      storeIntro({ ...deliveringShop, deliveryHours, isTakeawayEnabled: false, isDineInEnabled: false }, vienna('2026-05-04 09:00'), VIENNA).lines;
    expect(at([{ type: 'tuesday', from: '11:00', to: '21:00' }])).toEqual([
      'Derzeit ist leider keine Lieferung möglich.',
      'Wir liefern wieder morgen ab 11:00 Uhr.',
    ]);
    expect(at([{ type: 'wednesday', from: '11:00', to: '21:00' }])[1]).toBe('Wir liefern wieder am Mittwoch ab 11:00 Uhr.');
    expect(at([{ type: 'sunday', from: '11:00', to: '21:00' }])).toEqual(['Derzeit ist leider keine Lieferung möglich.']);
  });

  it('nothing to announce when open and delivering, or without delivery', () => {
    expect(storeIntro(deliveringShop, vienna('2026-05-04 12:00'), VIENNA)).toEqual({ kind: 'open', lines: [] });
    expect(storeIntro(shop, vienna('2026-05-04 12:00'), VIENNA)).toEqual({ kind: 'open', lines: [] });
  });
});

describe('checkout: submit variants and notices', () => {
  it('quotation beats everything; order when open; preorder when enabled; else unavailable', () => {
    expect(orderSubmitMode({ ...shop, isQuotationRequired: true }, vienna('2026-05-04 19:00'), VIENNA, false)).toBe('quotation');
    expect(orderSubmitMode(shop, vienna('2026-05-04 10:00'), VIENNA, false)).toBe('order');
    expect(orderSubmitMode(shop, vienna('2026-05-04 19:00'), VIENNA, false)).toBe('unavailable');
    expect(orderSubmitMode({ ...shop, isPreorderEnabled: true }, vienna('2026-05-04 19:00'), VIENNA, false)).toBe('preorder');
  });

  it('a delivery needs delivery to be open', () => {
    expect(orderSubmitMode(deliveringShop, vienna('2026-05-04 09:00'), VIENNA, true)).toBe('unavailable');
    expect(orderSubmitMode(deliveringShop, vienna('2026-05-04 09:00'), VIENNA, false)).toBe('order');
    expect(orderSubmitMode(deliveringShop, vienna('2026-05-04 20:00'), VIENNA, true)).toBe('order');
  });

  it('labels the submit button', () => {
    expect(submitLabel('quotation')).toBe('Angebot anfragen');
    expect(submitLabel('order')).toBe('Zahlungspflichtig bestellen');
    expect(submitLabel('preorder')).toBe('Zahlungspflichtig vorbestellen');
    expect(submitLabel('unavailable')).toBeNull();
  });

  it('checkout-side wording with the preorder hint', () => {
    expect(checkoutNotices(deliveringShop, vienna('2026-05-04 09:00'), VIENNA, true)).toEqual(['Derzeit bieten wir leider keine Lieferung an.']);
    expect(checkoutNotices({ ...shop, isPreorderEnabled: true }, vienna('2026-05-04 19:00'), VIENNA, false)).toEqual([
      'Derzeit haben wir leider geschlossen.',
      'Gerne nehmen wir auch Ihre Vorbestellungen entgegen.',
    ]);
    expect(checkoutNotices(shop, vienna('2026-05-04 10:00'), VIENNA, false)).toEqual([]);
  });
});
