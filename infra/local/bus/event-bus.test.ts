import { describe, expect, it } from 'vitest';
import type { EventRuleDefinition } from '#events/definitions.ts';
import { LocalStackError } from '../emulators/process';
import type { ModuleLoader } from '../lambda';
import { LocalEventBus, PutEventsValidationError, type BusEvent } from './event-bus';
import { matchesPattern, ruleProblems } from './pattern';

const orderEvent = { source: 'theke.orders', 'detail-type': 'OrderPlaced' };

describe('matchesPattern', () => {
  it('needs every named field to hold one of its values', () => {
    expect(matchesPattern({ source: ['theke.orders'] }, orderEvent)).toBe(true);
    expect(matchesPattern({ source: ['theke.orders'], 'detail-type': ['OrderPlaced', 'OrderConfirmed'] }, orderEvent)).toBe(true);
    expect(matchesPattern({ source: ['theke.orders'], 'detail-type': ['OrderConfirmed'] }, orderEvent)).toBe(false);
    expect(matchesPattern({ source: ['theke.payments'] }, orderEvent)).toBe(false);
    expect(matchesPattern({ 'detail-type': ['OrderPlaced'] }, { source: 'theke.other', 'detail-type': 'OrderPlaced' })).toBe(true);
  });

  it('compares exactly (case and prefix matter)', () => {
    expect(matchesPattern({ 'detail-type': ['orderplaced'] }, orderEvent)).toBe(false);
    expect(matchesPattern({ source: ['theke'] }, orderEvent)).toBe(false);
  });
});

describe('ruleProblems', () => {
  it('finds what EventBridge would refuse to deploy', () => {
    const rule = (name: string, pattern: EventRuleDefinition['pattern']): EventRuleDefinition => ({ name, description: '', pattern, consumer: 'c.ts' });
    expect(ruleProblems([rule('a', { source: ['x'] }), rule('b', { 'detail-type': ['y'] })])).toEqual([]);
    expect(ruleProblems([rule('a', {}), rule('b', { source: [] }), rule('b', { source: ['x'] })])).toEqual([
      'Die Regel "a" hat ein leeres Muster.',
      'Die Regel "b" hat eine leere Werteliste für "source".',
      'Die Regel "b" ist doppelt definiert.',
    ]);
  });
});

/** A bus whose consumers are functions of this test (the loader hands them out by module path). */
function testBus(consumers: Record<string, (event: BusEvent) => unknown>, rules: EventRuleDefinition[]) {
  const load: ModuleLoader = async (modulePath) => {
    const handler = consumers[modulePath];
    if (!handler) throw new Error(`no module ${modulePath}`);
    return { handler: async (event: BusEvent) => handler(event) };
  };
  const logged: string[] = [];
  const bus = new LocalEventBus({ name: 'theke', region: 'eu-central-1', rules, load, retryDelayMs: 1, log: (line) => logged.push(line) });
  return { bus, logged };
}

const rules: EventRuleDefinition[] = [
  {
    name: 'print',
    description: 'Druckt den Beleg',
    pattern: { source: ['theke.orders'], 'detail-type': ['OrderPlaced', 'OrderPrintRequested'] },
    consumer: 'print.ts',
  },
  { name: 'sms', description: 'SMS an den Kunden', pattern: { 'detail-type': ['OrderConfirmed'] }, consumer: 'sms.ts' },
];

const entry = (detailType: string, detail: object = { orderId: 'o1' }) => ({
  Source: 'theke.orders',
  DetailType: detailType,
  Detail: JSON.stringify(detail),
  EventBusName: 'theke',
});

describe('LocalEventBus', () => {
  it('delivers the EventBridge envelope to the consumers of matching rules only', async () => {
    const printed: BusEvent[] = [];
    const texted: BusEvent[] = [];
    const { bus } = testBus({ 'print.ts': (e) => printed.push(e), 'sms.ts': (e) => texted.push(e) }, rules);
    const now = new Date('2025-11-21T10:15:07.500Z');
    const [result] = bus.putEvents([{ ...entry('OrderPlaced', { orderId: 'o1', total: 1250 }), Resources: ['arn:x'] }], now);
    expect(printed).toHaveLength(0); // asynchronous, like an EventBridge target
    await bus.settled();
    expect(printed).toEqual([
      {
        version: '0',
        id: result!.EventId,
        'detail-type': 'OrderPlaced',
        source: 'theke.orders',
        account: '000000000000',
        time: '2025-11-21T10:15:07Z',
        region: 'eu-central-1',
        resources: ['arn:x'],
        detail: { orderId: 'o1', total: 1250 },
      },
    ]);
    expect(texted).toHaveLength(0);

    bus.putEvents([
      entry('OrderConfirmed'),
      { ...entry('OrderPrintRequested'), EventBusName: 'arn:aws:events:eu-central-1:000000000000:event-bus/theke', Time: 1_700_000_000 },
    ]);
    await bus.settled();
    expect(texted.map((e) => e['detail-type'])).toEqual(['OrderConfirmed']);
    expect(printed.map((e) => [e['detail-type'], e.time])).toEqual([
      ['OrderPlaced', '2025-11-21T10:15:07Z'],
      ['OrderPrintRequested', '2023-11-14T22:13:20Z'],
    ]);
    expect(bus.published.map((e) => e['detail-type'])).toEqual(['OrderPlaced', 'OrderConfirmed', 'OrderPrintRequested']);
  });

  it('holds deliveries until released, then delivers them in published order', async () => {
    const printed: BusEvent[] = [];
    const { bus } = testBus({ 'print.ts': (e) => printed.push(e) }, rules);
    bus.hold();
    const [first] = bus.putEvents([entry('OrderPlaced', { orderId: 'o1' })]);
    bus.putEvents([entry('OrderPrintRequested', { orderId: 'o2' })]);
    expect(first!.EventId).toBeTruthy();
    await bus.settled();
    expect(printed).toHaveLength(0);
    bus.release();
    await bus.settled();
    expect(printed.map((e) => e.detail)).toEqual([{ orderId: 'o1' }, { orderId: 'o2' }]);
    bus.putEvents([entry('OrderPlaced', { orderId: 'o3' })]);
    await bus.settled();
    expect(printed).toHaveLength(3);
  });

  it('answers per entry and dispatches only the valid ones', async () => {
    const printed: BusEvent[] = [];
    const { bus } = testBus({ 'print.ts': (e) => printed.push(e), 'sms.ts': () => undefined }, rules);
    const results = bus.putEvents([
      entry('OrderPlaced'),
      { ...entry('OrderPlaced'), Detail: 'not json' },
      { ...entry('OrderPlaced'), Detail: '[1,2]' },
      { ...entry('OrderPlaced'), Source: undefined },
    ]);
    expect(results[0]).toEqual({ EventId: expect.any(String) });
    expect(results.slice(1)).toEqual([
      { ErrorCode: 'MalformedDetail', ErrorMessage: 'Detail is malformed.' },
      { ErrorCode: 'MalformedDetail', ErrorMessage: 'Detail is malformed.' },
      { ErrorCode: 'InvalidArgument', ErrorMessage: 'Parameter Source is not valid. Reason: Source is a required argument.' },
    ]);
    await bus.settled();
    expect(printed).toHaveLength(1);
  });

  it('refuses a request without entries or with more than 10', () => {
    const { bus } = testBus({}, []);
    expect(() => bus.putEvents([])).toThrow(PutEventsValidationError);
    expect(() => bus.putEvents(undefined)).toThrow(PutEventsValidationError);
    expect(() => bus.putEvents(Array.from({ length: 11 }, () => entry('OrderPlaced')))).toThrow(PutEventsValidationError);
  });

  it('accepts events for another bus, matches no rule there and says so', async () => {
    const printed: BusEvent[] = [];
    const { bus, logged } = testBus({ 'print.ts': (e) => printed.push(e) }, rules);
    const [result] = bus.putEvents([{ ...entry('OrderPlaced'), EventBusName: undefined }]);
    await bus.settled();
    expect(result).toEqual({ EventId: expect.any(String) });
    expect(printed).toHaveLength(0);
    expect(logged).toEqual(['Ereignis OrderPlaced ging an den Bus "default", die Regeln hängen am Bus "theke".']);
  });

  it('retries a failing consumer and records the event as undeliverable after the last try', async () => {
    let calls = 0;
    const printed: BusEvent[] = [];
    const { bus, logged } = testBus(
      {
        'print.ts': (e) => {
          calls += 1;
          if (calls < 3) throw new Error('Drucker offline');
          printed.push(e);
        },
        'sms.ts': () => {
          throw new Error('SMS-Anbieter nicht erreichbar');
        },
      },
      rules,
    );
    bus.putEvents([entry('OrderPlaced'), entry('OrderConfirmed')]);
    await bus.settled();
    expect(calls).toBe(3);
    expect(printed).toHaveLength(1);
    expect(bus.undeliverable).toEqual([
      { rule: 'sms', event: expect.objectContaining({ 'detail-type': 'OrderConfirmed' }), error: expect.stringContaining('SMS-Anbieter nicht erreichbar') },
    ]);
    expect(logged).toEqual([expect.stringMatching(/^Regel sms: Ereignis OrderConfirmed \(.+\) nach 3 Versuchen nicht zugestellt\./)]);
  });

  it('will not start with rules EventBridge would refuse', () => {
    expect(() => testBus({}, [{ name: 'x', description: '', pattern: {}, consumer: 'x.ts' }])).toThrow(LocalStackError);
  });
});
