import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from '../../common/api';
import { createQueryClient } from '../../common/query';
import { withFeedback } from './caches';
import { feedbackMessage } from './meta';
import { FeedbackStore } from './store';

const GENERIC = 'Ein unbekannter Fehler ist aufgetreten.';
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** A back-office client whose fetch answers from `answers` in turn, plus what it was asked. */
function setup(answers: Array<() => Response>) {
  const calls: Array<{ url: string; body: unknown }> = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    calls.push({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const next = answers.shift();
    if (!next) throw new Error('no answer left');
    return next();
  });
  const onUnauthorized = vi.fn();
  const api = createApiClient({ fallback: GENERIC, fetch, onUnauthorized });
  const store = new FeedbackStore();
  const client = withFeedback(createQueryClient(api), store, GENERIC);
  clients.push(client);
  return { api, store, client, calls, onUnauthorized };
}

const clients: QueryClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.clear();
});

describe('feedbackMessage', () => {
  it("takes the server's first message, else the call's fallback, else the generic text", () => {
    const server = new ApiError('Erste', 409, [{ message: 'Erste' }, { message: 'Zweite' }]);
    expect(feedbackMessage(server, { errorMessage: 'Bestellung konnte nicht storniert werden.' }, GENERIC)).toBe('Erste');
    const bare = new ApiError(GENERIC, 500);
    expect(feedbackMessage(bare, { errorMessage: 'Bestellung konnte nicht storniert werden.' }, GENERIC)).toBe('Bestellung konnte nicht storniert werden.');
    expect(feedbackMessage(bare, undefined, GENERIC)).toBe(GENERIC);
    // A programming error's English text never reaches the screen.
    expect(feedbackMessage(new TypeError('x is undefined'), undefined, GENERIC)).toBe(GENERIC);
  });
});

describe('the store', () => {
  it('keeps one entry per id, in order, and forgets dismissed ones', () => {
    const store = new FeedbackStore();
    const seen: number[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.getSnapshot().length));
    const retry = vi.fn();
    store.report({ id: 'query:a', message: 'A', retry });
    store.report({ id: 'query:b', message: 'B', retry });
    store.report({ id: 'query:a', message: 'A2', retry });
    expect(store.getSnapshot().map((entry) => [entry.id, entry.message])).toEqual([
      ['query:a', 'A2'],
      ['query:b', 'B'],
    ]);
    store.remove('query:unknown');
    store.retry('query:b');
    expect(retry).toHaveBeenCalledTimes(1);
    store.remove('query:a');
    expect(store.getSnapshot()).toEqual([]);
    expect(seen).toEqual([1, 2, 2, 1, 0]);
    unsubscribe();
  });
});

describe('the query client of the back office', () => {
  it('records a failed query with the first server message, refetches on retry and drops the entry then', async () => {
    const { store, client, calls } = setup([
      () => json(422, { errors: [{ code: 'x', message: 'Die Filiale ist geschlossen.' }, { message: 'Zweite Meldung' }] }),
      () => json(200, { data: [{ id: 'o1' }] }),
    ]);
    const key = ['api', 'orders', 'current'];
    await expect(client.fetchQuery({ queryKey: key, meta: { errorMessage: 'Bestellungen konnten nicht geladen werden.' } })).rejects.toThrow();
    expect(store.getSnapshot().map((entry) => entry.message)).toEqual(['Die Filiale ist geschlossen.']);

    store.retry(store.getSnapshot()[0]!.id);
    await vi.waitFor(() => expect(client.getQueryData(key)).toEqual([{ id: 'o1' }]));
    expect(calls.map((call) => call.url)).toEqual(['/api/orders/current', '/api/orders/current']);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("shows the query's fallback when the answer has no errors list, and clears it when a later fetch succeeds", async () => {
    const { store, client } = setup([() => json(404, {}), () => json(200, { data: [] })]);
    const options = { queryKey: ['api', 'orders', 'missed'], meta: { errorMessage: 'Bestellungen konnten nicht geladen werden.' } };
    await expect(client.fetchQuery(options)).rejects.toThrow();
    expect(store.getSnapshot().map((entry) => entry.message)).toEqual(['Bestellungen konnten nicht geladen werden.']);
    // E.g. the next poll of the list: the entry is no longer true.
    await client.fetchQuery(options);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('records no entry for a 401: the browser is on its way to the sign-in', async () => {
    const { store, client, onUnauthorized } = setup([() => json(401, { errors: [{ message: 'Bitte melden Sie sich an.' }] })]);
    await expect(client.fetchQuery({ queryKey: ['api', 'users', 'me'] })).rejects.toThrow();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('re-runs a failed mutation with the same variables, with its follow-ups, and drops the entry on success', async () => {
    const { api, store, client, calls } = setup([() => json(500, ''), () => json(200, { data: { id: 'o1', isCanceled: true } })]);
    const followUp = vi.fn();
    const observer = new MutationObserver(client, {
      mutationFn: (order: { id: string }) => api.post(`/api/orders/${order.id}/status/cancel`, order),
      onSuccess: followUp,
      meta: { errorMessage: 'Bestellung konnte nicht storniert werden.' },
    });
    await expect(observer.mutate({ id: 'o1' })).rejects.toThrow();
    expect(store.getSnapshot().map((entry) => entry.message)).toEqual(['Bestellung konnte nicht storniert werden.']);
    expect(followUp).not.toHaveBeenCalled();

    store.retry(store.getSnapshot()[0]!.id);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('success'));
    expect(calls).toEqual([
      { url: '/api/orders/o1/status/cancel', body: { id: 'o1' } },
      { url: '/api/orders/o1/status/cancel', body: { id: 'o1' } },
    ]);
    expect(followUp).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('records no entry for a mutation whose page shows the failure in place (a form save)', async () => {
    const { api, store, client } = setup([() => json(400, { errors: [{ field: 'price', message: 'Bitte geben Sie einen Preis an.' }] })]);
    const observer = new MutationObserver(client, {
      mutationFn: (product: { id: string }) => api.put(`/api/products/${product.id}`, product),
      meta: { errorMessage: 'Produkt konnte nicht aktualisiert werden.', shownInPlace: true },
    });
    await expect(observer.mutate({ id: 'p1' })).rejects.toThrow('Bitte geben Sie einen Preis an.');
    expect(store.getSnapshot()).toEqual([]);
  });
});
