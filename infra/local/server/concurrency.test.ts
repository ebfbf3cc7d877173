import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConcurrencyGate, overloadedBody, RouteGroupGates } from './concurrency';

afterEach(() => {
  vi.useRealTimers();
});

describe('ConcurrencyGate', () => {
  it('admits up to inFlight at once, queues the next in arrival order and refuses beyond the queue', async () => {
    const gate = new ConcurrencyGate({ inFlight: 2, queued: 2, maxWaitMs: 60_000 });
    const first = await gate.enter();
    const second = await gate.enter();
    expect(first).toBeTypeOf('function');
    expect(second).toBeTypeOf('function');
    const admitted: string[] = [];
    const third = gate.enter().then((release) => (admitted.push('third'), release));
    const fourth = gate.enter().then((release) => (admitted.push('fourth'), release));
    expect(await gate.enter()).toBeUndefined();
    expect(gate.load).toEqual({ running: 2, waiting: 2 });

    first!();
    const thirdRelease = await third;
    expect(admitted).toEqual(['third']);
    expect(gate.load).toEqual({ running: 2, waiting: 1 });
    // Releasing twice frees one place only.
    first!();
    expect(gate.load).toEqual({ running: 2, waiting: 1 });

    second!();
    const fourthRelease = await fourth;
    expect(admitted).toEqual(['third', 'fourth']);
    thirdRelease!();
    fourthRelease!();
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
    // Afterwards the group is served normally again.
    expect(await gate.enter()).toBeTypeOf('function');
  });

  it('refuses a request that waited longer than maxWaitMs and keeps its place free for later ones', async () => {
    vi.useFakeTimers();
    const gate = new ConcurrencyGate({ inFlight: 1, queued: 5, maxWaitMs: 1_000 });
    const running = await gate.enter();
    const waiting = gate.enter();
    await vi.advanceTimersByTimeAsync(999);
    expect(gate.load.waiting).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await waiting).toBeUndefined();
    expect(gate.load).toEqual({ running: 1, waiting: 0 });
    const later = gate.enter();
    running!();
    expect(await later).toBeTypeOf('function');
  });

  it('with a queue of 0 refuses at once when every place is taken', async () => {
    const gate = new ConcurrencyGate({ inFlight: 1, queued: 0, maxWaitMs: 1_000 });
    await gate.enter();
    expect(await gate.enter()).toBeUndefined();
  });
});

describe('RouteGroupGates', () => {
  it('counts each group on its own: a full orders group leaves init free', async () => {
    const gates = new RouteGroupGates(() => ({ inFlight: 1, queued: 0, maxWaitMs: 1_000 }));
    expect(await gates.gate('orders').enter()).toBeTypeOf('function');
    expect(await gates.gate('orders').enter()).toBeUndefined();
    expect(await gates.gate('init').enter()).toBeTypeOf('function');
  });
});

describe('overloadedBody', () => {
  it('is the API error shape with the German text', () => {
    expect(JSON.parse(overloadedBody())).toEqual({
      errors: [{ code: 'request.overloaded', message: 'Im Moment ist bei uns sehr viel los. Bitte versuchen Sie es in einigen Sekunden erneut.' }],
    });
  });
});
