// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { ApiError, busyWaitMs, createApiClient, MAX_BUSY_WAIT_MS } from './api';

const FALLBACK = 'Ein unbekannter Fehler ist aufgetreten.';
const OVERLOADED = 'Im Moment ist bei uns sehr viel los. Bitte versuchen Sie es in einigen Sekunden erneut.';
const OURS = { errors: [{ code: 'request.overloaded', message: OVERLOADED }] };

/** Answers in turn; the last one repeats. */
function answers(...list: Array<{ status: number; body: unknown; headers?: Record<string, string> }>) {
  let index = 0;
  return vi.fn<typeof fetch>(async () => {
    const next = list[Math.min(index++, list.length - 1)]!;
    return new Response(JSON.stringify(next.body), { status: next.status, headers: { 'content-type': 'application/json', ...next.headers } });
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client on an overloaded shop', () => {
  it('repeats a GET after the Retry-After of a 503 and returns the later answer', async () => {
    const fetch = answers({ status: 503, body: OURS, headers: { 'retry-after': '5' } }, { status: 200, body: { data: 'ok' } });
    const sleep = vi.fn(async () => undefined);
    const api = createApiClient({ fallback: FALLBACK, fetch, sleep, busyRetries: 2 });
    await expect(api.get('/api/init')).resolves.toBe('ok');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledWith(5000, undefined);
  });

  it('repeats a POST only with retryWhenBusy, with the same body each time', async () => {
    const order = { idempotencyKey: 'k1', items: [] };
    const plain = answers({ status: 503, body: OURS }, { status: 201, body: { data: { uid: 'u' } } });
    const api = createApiClient({ fallback: FALLBACK, fetch: plain, sleep: async () => undefined, busyRetries: 2 });
    expect((await failure(api.post('/api/contact', order))).message).toBe(OVERLOADED);
    expect(plain).toHaveBeenCalledTimes(1);

    const retried = answers({ status: 503, body: OURS }, { status: 201, body: { data: { uid: 'u' } } });
    const checkout = createApiClient({ fallback: FALLBACK, fetch: retried, sleep: async () => undefined, busyRetries: 2 });
    await expect(checkout.post('/api/orders/public', order, { retryWhenBusy: true })).resolves.toEqual({ uid: 'u' });
    expect(retried.mock.calls.map(([, init]) => init!.body)).toEqual([JSON.stringify(order), JSON.stringify(order)]);
  });

  it('gives up after busyRetries and shows the German text, never the gateway English', async () => {
    const gateway = answers({ status: 503, body: { message: 'Service Unavailable' } });
    const api = createApiClient({ fallback: FALLBACK, fetch: gateway, sleep: async () => undefined, busyRetries: 2, overloaded: OVERLOADED });
    const error = await failure(api.get('/api/init'));
    expect(gateway).toHaveBeenCalledTimes(3);
    expect([error.status, error.message]).toEqual([503, OVERLOADED]);
    // The stage throttle's 429 reads the same; a throttled function's 500 gets the generic text.
    const throttled = answers({ status: 429, body: { message: 'Too Many Requests' } });
    const client = createApiClient({ fallback: FALLBACK, fetch: throttled, sleep: async () => undefined, overloaded: OVERLOADED });
    expect((await failure(client.get('/api/init'))).message).toBe(OVERLOADED);
    const failed = answers({ status: 500, body: { message: 'Internal Server Error' } });
    const other = createApiClient({ fallback: FALLBACK, fetch: failed, sleep: async () => undefined, overloaded: OVERLOADED });
    expect((await failure(other.get('/api/init'))).message).toBe(FALLBACK);
  });

  it('does not repeat our own 429 of the rate limit (it asks for minutes) nor any other error', async () => {
    const limited = answers({ status: 429, body: { errors: [{ code: 'request.rateLimited', message: 'Zu viele Anfragen in kurzer Zeit.' }] } });
    const api = createApiClient({ fallback: FALLBACK, fetch: limited, sleep: async () => undefined, busyRetries: 2 });
    expect((await failure(api.post('/api/orders/public', {}, { retryWhenBusy: true }))).message).toBe('Zu viele Anfragen in kurzer Zeit.');
    expect(limited).toHaveBeenCalledTimes(1);
    const invalid = answers({ status: 422, body: { errors: [{ code: 'order.closed', message: 'Geschlossen.' }] } });
    const other = createApiClient({ fallback: FALLBACK, fetch: invalid, sleep: async () => undefined, busyRetries: 2 });
    await failure(other.get('/api/x'));
    expect(invalid).toHaveBeenCalledTimes(1);
  });

  it('reads Retry-After as seconds or a date, capped, 2 s when missing or unreadable', () => {
    expect(busyWaitMs('3')).toBe(3000);
    expect(busyWaitMs('120')).toBe(MAX_BUSY_WAIT_MS);
    expect(busyWaitMs(new Date(Date.UTC(2026, 0, 1, 12, 0, 4)).toUTCString(), Date.UTC(2026, 0, 1, 12, 0, 0))).toBe(4000);
    expect(busyWaitMs(null)).toBe(2000);
    expect(busyWaitMs('bald')).toBe(2000);
  });
});
