import { describe, expect, it } from 'vitest';
import { filtersFromForm, filtersFromSearch, searchOfFilters } from './filters';
import { newOrders, newOrdersAnnouncement } from './new-orders';
import { dueText, orderRow, type ListOrder } from './rows';

const GRAZ = '01M6DMBEZ8YFEQZT5DTM2SFB23';
const ZONE = 'Europe/Vienna';

describe('history filters and the address', () => {
  it('reads the filters of a URL and writes them back in one canonical order', () => {
    const filters = filtersFromSearch(
      new URLSearchParams(`search=+Huber+&paymentMethod=cash&status=open&to=2026-11-30&branch=${GRAZ}&orderType=delivery&from=2026-11-01`),
    );
    expect(filters).toEqual({
      branch: GRAZ,
      from: '2026-11-01',
      to: '2026-11-30',
      status: 'open',
      orderType: 'delivery',
      paymentMethod: 'cash',
      search: 'Huber',
    });
    expect(searchOfFilters(filters)).toBe(`branch=${GRAZ}&from=2026-11-01&to=2026-11-30&status=open&orderType=delivery&paymentMethod=cash&search=Huber`);
    // The same filters in another order give the same string, i.e. the same query key.
    expect(searchOfFilters({ search: 'Huber', branch: GRAZ })).toBe(searchOfFilters(filtersFromSearch(new URLSearchParams(`branch=${GRAZ}&search=Huber`))));
  });

  it('leaves out what the API would refuse and what is empty', () => {
    const filters = filtersFromSearch(
      new URLSearchParams('branch=graz&from=01.11.2026&to=2026-11-02T10:00:00Z&status=lost&orderType=pickup&paymentMethod=paypal&search=%20%20&foo=bar'),
    );
    expect(filters).toEqual({});
    expect(searchOfFilters({})).toBe('');
    expect(searchOfFilters({ search: '  ', status: 'failed' })).toBe('status=failed');
  });

  it('takes a submitted form by its field names', () => {
    const form = new FormData();
    form.set('branch', '');
    form.set('status', 'completed');
    form.set('search', 'Anna Huber');
    form.set('from', '2026-11-01');
    expect(filtersFromForm(form)).toEqual({ status: 'completed', search: 'Anna Huber', from: '2026-11-01' });
    expect(searchOfFilters(filtersFromForm(form))).toBe('from=2026-11-01&status=completed&search=Anna+Huber');
  });
});

describe('new orders', () => {
  const order = (id: string, isConfirmed = false, ticketNumber?: number) => ({ id, isConfirmed, ticketNumber });

  it('finds none on the first result, then those that were not there before', () => {
    expect(newOrders(undefined, [order('a'), order('b')])).toEqual([]);
    expect(newOrders(new Set(['a', 'b']), [order('a'), order('b')])).toEqual([]);
    expect(newOrders(new Set(['a', 'b']), [order('b'), order('c'), order('a'), order('d')]).map((o) => o.id)).toEqual(['c', 'd']);
    // An order that left the list (completed) and one that is gone are no news either.
    expect(newOrders(new Set(['a', 'b']), [])).toEqual([]);
  });

  it('takes a confirmed order joining the list (a late order confirmed from the missed list) for no arrival', () => {
    expect(newOrders(new Set(['a']), [order('a'), order('late', true), order('new')]).map((o) => o.id)).toEqual(['new']);
  });

  it('announces the tickets, or counts orders without one', () => {
    expect(newOrdersAnnouncement([order('a', false, 12)])).toBe('Neue Bestellung: Ticket 12');
    expect(newOrdersAnnouncement([order('a', false, 12), order('b', false, 13)])).toBe('Neue Bestellungen: Tickets 12, 13');
    expect(newOrdersAnnouncement([order('a')])).toBe('Eine neue Bestellung ist eingegangen.');
    expect(newOrdersAnnouncement([order('a', false, 12), order('b')])).toBe('2 neue Bestellungen sind eingegangen.');
  });
});

describe('a row of an order list', () => {
  const base: ListOrder = {
    id: '01M7Z258BNMHWATFAQQ026WET1',
    createdAt: '2026-11-02T08:00:00.000Z',
    branch: { id: GRAZ },
    ticketNumber: 7,
    appointmentDate: '2026-11-02T11:30:00.000Z',
    isDelivery: true,
    isDineIn: false,
    firstName: 'Anna',
    lastName: 'Huber',
    paymentMethod: 'mollie',
    pricing: { net: 20, tax: 2, gross: 22, totalNet: 23.25, totalTax: 2.4, totalGross: 25.65, taxes: [] },
    isConfirmed: false,
    isInDelivery: false,
    isDelivered: false,
    isCompleted: false,
    isRejected: false,
    isCanceled: false,
    isFailed: false,
    isPaid: true,
    isRefunded: false,
  };
  const morning = new Date('2026-11-02T07:00:00.000Z');

  it('shows ticket, due time, type, customer, total, payment and status in German', () => {
    expect(orderRow(base, morning, ZONE, new Map([[GRAZ, 'Graz Annenstraße']]))).toEqual({
      id: base.id,
      ticket: 'Ticket 7',
      ticketNumber: 7,
      due: 'heute, 12:30 Uhr',
      type: 'Lieferung',
      customer: 'Anna Huber',
      branch: 'Graz Annenstraße',
      total: '25,65\u00a0€',
      payment: 'Online Zahlung',
      paymentState: 'Bezahlt',
      status: 'Warten auf Bestätigung',
      tone: 'waiting',
    });
  });

  it('names the due time of another day, and says so bald wie möglich without an appointment', () => {
    expect(dueText('2026-11-03T16:05:00.000Z', morning, ZONE)).toBe('03.11.2026, 17:05 Uhr');
    // 23:30 UTC on 2 November is already 3 November in Vienna.
    expect(dueText('2026-11-02T23:30:00.000Z', morning, ZONE)).toBe('03.11.2026, 00:30 Uhr');
    expect(dueText(undefined, morning, ZONE)).toBe('so bald wie möglich');
  });

  it('tells rejected, failed and canceled orders apart, and names a table order without a name', () => {
    const row = (fields: Partial<ListOrder>) => orderRow({ ...base, ...fields }, morning, ZONE, new Map());
    expect(row({ isRejected: true })).toMatchObject({ status: 'Abgelehnt', tone: 'cancelled' });
    expect(row({ isFailed: true, isPaid: false })).toMatchObject({ status: 'Zahlung fehlgeschlagen', tone: 'cancelled' });
    expect(row({ isCanceled: true })).toMatchObject({ status: 'Storniert', tone: 'cancelled' });
    expect(row({ isConfirmed: true })).toMatchObject({ status: 'In Bearbeitung', tone: 'active' });
    expect(row({ isCompleted: true, isDelivery: false })).toMatchObject({ status: 'Abgeschlossen', tone: 'done', type: 'Takeaway' });
    expect(row({ isDelivery: false, isDineIn: true, firstName: undefined, lastName: undefined, tableIdentifier: '4', paymentMethod: 'cash' })).toMatchObject({
      type: 'Dine In',
      customer: 'Tisch 4',
      payment: 'Barzahlung',
      paymentState: null,
      branch: undefined,
    });
    expect(row({ ticketNumber: undefined, appointmentDate: undefined })).toMatchObject({ ticket: 'Ohne Ticket', due: 'so bald wie möglich' });
  });
});
