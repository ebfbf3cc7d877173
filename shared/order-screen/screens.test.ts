import { describe, expect, it } from 'vitest';
import { backOfficeScreenSchema, frontDeskScreenSchema } from '../schemas/order-screen';
import { READY_HIGHLIGHT_MINUTES, backOfficeOrders, frontDeskTickets, partText, shortCustomerName, type ScreenOrderRecord } from './screens';

const ZONE = 'Europe/Vienna';
// 10:00 in Vienna on 2 Nov 2026 (CET, UTC+1).
const NOW = new Date('2026-11-02T09:00:00.000Z');

let sequence = 0;
function order(fields: Partial<ScreenOrderRecord> = {}): ScreenOrderRecord {
  sequence += 1;
  return {
    id: `order-${sequence}`,
    dueAt: '2026-11-02T10:00:00.000Z',
    createdAt: '2026-11-02T08:00:00.000Z',
    updatedAt: '2026-11-02T08:00:00.000Z',
    ticketNumber: sequence,
    isConfirmed: true,
    isDelivery: false,
    isDineIn: false,
    paymentMethod: 'cash',
    firstName: 'Maria',
    lastName: 'Huber',
    items: [{ product: { name: 'Leberkäse' }, amount: 250, unit: 'gram', parts: [{ name: 'Sauce', value: 'Kren' }] }],
    ...fields,
  };
}

describe('front-desk tickets', () => {
  it('puts confirmed orders under preparing by due time and ready ones after, most recently ready first', () => {
    const later = order({ ticketNumber: 3, dueAt: '2026-11-02T11:00:00.000Z' });
    const sooner = order({ ticketNumber: 9, dueAt: '2026-11-02T09:30:00.000Z' });
    const readyEarlier = order({ ticketNumber: 4, isInDelivery: true, updatedAt: '2026-11-02T08:10:00.000Z' });
    const readyLater = order({ ticketNumber: 5, isInDelivery: true, updatedAt: '2026-11-02T08:20:00.000Z' });
    expect(frontDeskTickets([later, readyEarlier, sooner, readyLater], NOW, ZONE)).toEqual([
      { ticketNumber: 9, stage: 'preparing', isNew: false },
      { ticketNumber: 3, stage: 'preparing', isNew: false },
      { ticketNumber: 5, stage: 'ready', isNew: false },
      { ticketNumber: 4, stage: 'ready', isNew: false },
    ]);
  });

  it('highlights a ticket for the first minutes after it became ready', () => {
    const justNow = order({ isInDelivery: true, updatedAt: new Date(NOW.getTime() - 60_000).toISOString() });
    const edge = order({ isInDelivery: true, updatedAt: new Date(NOW.getTime() - READY_HIGHLIGHT_MINUTES * 60_000).toISOString() });
    const older = order({ isInDelivery: true, updatedAt: new Date(NOW.getTime() - READY_HIGHLIGHT_MINUTES * 60_000 - 1).toISOString() });
    expect(frontDeskTickets([older, edge, justNow], NOW, ZONE).map((ticket) => ticket.isNew)).toEqual([true, true, false]);
  });

  it('leaves out unconfirmed, payment-pending and delivery orders and those without a ticket', () => {
    const shown = order();
    const orders = [
      shown,
      order({ isConfirmed: false }),
      order({ isConfirmed: false, paymentMethod: 'mollie' }),
      order({ isDelivery: true }),
      order({ isDelivery: true, isInDelivery: true }),
      order({ ticketNumber: null }),
    ];
    expect(frontDeskTickets(orders, NOW, ZONE)).toEqual([{ ticketNumber: shown.ticketNumber, stage: 'preparing', isNew: false }]);
  });

  it('shows only orders due today in the shop time zone', () => {
    // 23:30 UTC on 1 Nov is 00:30 on 2 Nov in Vienna: today; 22:59 UTC is still 1 Nov.
    const justToday = order({ ticketNumber: 1, dueAt: '2026-11-01T23:30:00.000Z' });
    const yesterday = order({ ticketNumber: 2, dueAt: '2026-11-01T22:59:00.000Z', isInDelivery: true });
    const tomorrow = order({ ticketNumber: 3, dueAt: '2026-11-02T23:00:00.000Z' });
    expect(frontDeskTickets([justToday, yesterday, tomorrow], NOW, ZONE).map((ticket) => ticket.ticketNumber)).toEqual([1]);
  });

  it('names the table of a dine-in order only', () => {
    const dineIn = order({ isDineIn: true, tableIdentifier: 'T3' });
    const takeaway = order({ tableIdentifier: 'T4' });
    expect(frontDeskTickets([dineIn, takeaway], NOW, ZONE)).toEqual([
      { ticketNumber: dineIn.ticketNumber, stage: 'preparing', tableIdentifier: 'T3', isNew: false },
      { ticketNumber: takeaway.ticketNumber, stage: 'preparing', isNew: false },
    ]);
  });

  it('answers nothing personal: the parsed screen holds no name, phone, e-mail or line', () => {
    const tickets = frontDeskTickets([order({ phone: '+436641234567', email: 'maria@example.at' } as Partial<ScreenOrderRecord>)], NOW, ZONE);
    const text = JSON.stringify(frontDeskScreenSchema.parse({ branchName: 'Graz', timeZone: ZONE, tickets }));
    for (const secret of ['Maria', 'Huber', '+43664', 'maria@', 'Leberkäse', 'Kren']) expect(text).not.toContain(secret);
  });
});

describe('back-office orders', () => {
  it('lists open orders due today or earlier by due time, with stage, type and the short name', () => {
    const backlog = order({ dueAt: '2026-11-01T16:00:00.000Z', isConfirmed: false, ticketNumber: 12 });
    const dineIn = order({ dueAt: '2026-11-02T12:00:00.000Z', isDineIn: true, tableIdentifier: 'T2', firstName: 'Jakob', lastName: 'müller' });
    const ready = order({ dueAt: '2026-11-02T09:00:00.000Z', isInDelivery: true, appointmentDate: '2026-11-02T09:00:00.000Z' });
    const delivery = order({ dueAt: '2026-11-02T10:30:00.000Z', isDelivery: true, isConfirmed: false, paymentMethod: 'mollie' });
    const nextWeek = order({ dueAt: '2026-11-09T10:00:00.000Z', isConfirmed: false });
    const listed = backOfficeOrders([dineIn, nextWeek, delivery, ready, backlog], NOW, ZONE);
    expect(listed.map((entry) => [entry.id, entry.stage, entry.orderType, entry.customerName])).toEqual([
      [backlog.id, 'open', 'takeaway', 'Maria H.'],
      [ready.id, 'inDelivery', 'takeaway', 'Maria H.'],
      [delivery.id, 'awaitingPayment', 'delivery', 'Maria H.'],
      [dineIn.id, 'confirmed', 'dineIn', 'Jakob M.'],
    ]);
    expect(listed[1]).toMatchObject({ appointmentDate: '2026-11-02T09:00:00.000Z' });
    expect(listed[0]).not.toHaveProperty('appointmentDate');
    expect(listed[3]).toMatchObject({ tableIdentifier: 'T2' });
  });

  it('writes lines with amount, unit and the filled-in parts as text', () => {
    const [entry] = backOfficeOrders(
      [
        order({
          comment: '  Bitte in Scheiben ',
          items: [
            {
              product: { name: 'Party-Platte' },
              amount: 6,
              unit: 'person',
              comment: 'ohne Zwiebel',
              parts: [
                { name: 'Wunschtext', value: 'Alles Gute!' },
                { name: 'Extras', value: ['Gurkerl', 'Pfefferoni'] },
                { name: 'Foto', files: [{}, {}] },
                { name: 'Leer', value: '' },
                null,
              ],
            },
            { product: {}, amount: 1.5, unit: 'kilogram' },
          ],
        }),
      ],
      NOW,
      ZONE,
    );
    expect(entry!.comment).toBe('Bitte in Scheiben');
    expect(entry!.lines).toEqual([
      {
        name: 'Party-Platte',
        amount: 6,
        unit: 'person',
        comment: 'ohne Zwiebel',
        parts: [
          { name: 'Wunschtext', text: 'Alles Gute!' },
          { name: 'Extras', text: 'Gurkerl, Pfefferoni' },
          { name: 'Foto', text: '2 Dateien' },
        ],
      },
      { name: '–', amount: 1.5, unit: 'kilogram', parts: [] },
    ]);
  });

  it('leaves out orders that are no longer open and omits what an order lacks', () => {
    // The open-orders index may still hold an order that was just closed.
    const closed = [order({ isCompleted: true }), order({ isRejected: true }), order({ isCanceled: true }), order({ isFailed: true })];
    const bare = order({ ticketNumber: null, isDineIn: true, tableIdentifier: '  ', firstName: null, lastName: null, items: null });
    const unnamedPart = order({
      dueAt: '2026-11-02T11:00:00.000Z',
      items: [{ product: { name: 'Bauernbrot' }, amount: 1, unit: 'amount', parts: [{ value: 'geschnitten' }] }],
    });
    expect(backOfficeOrders([...closed, unnamedPart, bare], NOW, ZONE)).toStrictEqual([
      { id: bare.id, stage: 'confirmed', orderType: 'dineIn', dueAt: '2026-11-02T10:00:00.000Z', createdAt: '2026-11-02T08:00:00.000Z', lines: [] },
      {
        id: unnamedPart.id,
        ticketNumber: unnamedPart.ticketNumber,
        stage: 'confirmed',
        orderType: 'takeaway',
        dueAt: '2026-11-02T11:00:00.000Z',
        createdAt: '2026-11-02T08:00:00.000Z',
        customerName: 'Maria H.',
        lines: [{ name: 'Bauernbrot', amount: 1, unit: 'amount', parts: [{ text: 'geschnitten' }] }],
      },
    ]);
  });

  it('answers no phone, e-mail, address or price (the schema drops what the projection must not carry)', () => {
    const record = order({
      phone: '+436641234567',
      email: 'maria@example.at',
      street: 'Annenstraße 1',
      pricing: { totalGross: 12.5 },
    } as Partial<ScreenOrderRecord>);
    const text = JSON.stringify(backOfficeScreenSchema.parse({ branchName: 'Graz', timeZone: ZONE, orders: backOfficeOrders([record], NOW, ZONE) }));
    for (const secret of ['+43664', 'maria@', 'Annenstraße', '12.5', 'Huber']) expect(text).not.toContain(secret);
    expect(text).toContain('Maria H.');
  });
});

describe('helpers', () => {
  it('shortens the customer name', () => {
    expect(shortCustomerName('Maria', 'Huber')).toBe('Maria H.');
    expect(shortCustomerName(' Maria ', '')).toBe('Maria');
    expect(shortCustomerName(undefined, 'österreicher')).toBe('Ö.');
    expect(shortCustomerName(null, '  ')).toBeUndefined();
  });

  it('writes a part entry as text', () => {
    expect(partText({ value: 'Senf' })).toBe('Senf');
    expect(partText({ value: ['Senf'] })).toBe('Senf');
    expect(partText({ value: [] })).toBeUndefined();
    expect(partText({ files: [{}] })).toBe('1 Datei');
    expect(partText({ value: true })).toBe('Ja');
    expect(partText({ value: false })).toBe('Nein');
    expect(partText({ value: 1234.5 })).toBe('1.234,5');
    expect(partText({})).toBeUndefined();
    expect(partText(null)).toBeUndefined();
  });
});
