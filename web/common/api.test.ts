// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, readErrors } from './api';

const FALLBACK = 'Ein unbekannter Fehler ist aufgetreten.';

function respond(status: number, body?: unknown | string) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return vi.fn<typeof fetch>(async () => new Response(text, { status, headers: { 'content-type': 'application/json' } }));
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client', () => {
  it('returns the payload of {data}', async () => {
    const fetch = respond(200, { data: [{ id: 'b1' }] });
    const api = createApiClient({ fallback: FALLBACK, fetch });
    await expect(api.get('/api/branches')).resolves.toEqual([{ id: 'b1' }]);
    expect(fetch).toHaveBeenCalledWith('/api/branches', expect.objectContaining({ method: 'GET' }));
  });

  it('sends JSON bodies and the bearer token', async () => {
    const fetch = respond(200, { data: { ok: true } });
    const api = createApiClient({ fallback: FALLBACK, fetch, getToken: async () => 'token-123' });
    await api.post('/api/config', { shopName: 'Fleischerei' });
    const init = fetch.mock.calls[0]![1]!;
    expect(init.body).toBe('{"shopName":"Fleischerei"}');
    expect(init.headers).toMatchObject({ authorization: 'Bearer token-123', 'content-type': 'application/json' });
  });

  it('throws the first German message of {errors}, keeping status and entries', async () => {
    const body = {
      errors: [
        { code: 'order.closed', field: 'appointmentDate', message: 'Zum ausgewählten Zeitpunkt haben wir leider geschlossen.' },
        { code: 'x', message: 'Zweite Meldung' },
      ],
    };
    const api = createApiClient({ fallback: FALLBACK, fetch: respond(422, body) });
    const error = await failure(api.post('/api/orders', {}));
    expect(error.message).toBe('Zum ausgewählten Zeitpunkt haben wir leider geschlossen.');
    expect(error.status).toBe(422);
    expect(error.errors).toEqual([
      { code: 'order.closed', field: 'appointmentDate', message: 'Zum ausgewählten Zeitpunkt haben wir leider geschlossen.' },
      { code: 'x', message: 'Zweite Meldung' },
    ]);
  });

  it.each([
    ['an empty body', undefined],
    ['a body that is not JSON', '<html>Bad Gateway</html>'],
    ['errors without a message', { errors: [{ code: 'x' }, { message: '' }] }],
    ['a body without errors', { message: 'Internal Server Error' }],
  ])('uses the German fallback for %s', async (_case, body) => {
    const api = createApiClient({ fallback: FALLBACK, fetch: respond(502, body) });
    const error = await failure(api.get('/api/init'));
    expect(error.message).toBe(FALLBACK);
    expect(error.status).toBe(502);
  });

  it('prefers the fallback given with the call', async () => {
    const api = createApiClient({ fallback: FALLBACK, fetch: respond(500) });
    const error = await failure(api.get('/api/init', { fallback: 'Daten konnten nicht geladen werden.' }));
    expect(error.message).toBe('Daten konnten nicht geladen werden.');
  });

  it('turns a network failure into the fallback with status 0', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(createApiClient({ fallback: FALLBACK, fetch }).get('/api/init'));
    expect(error.message).toBe(FALLBACK);
    expect(error.status).toBe(0);
  });

  it('passes an abort through untouched', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(createApiClient({ fallback: FALLBACK, fetch }).get('/api/init')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('calls onUnauthorized on 401 only', async () => {
    const onUnauthorized = vi.fn();
    const unauthorized = createApiClient({ fallback: FALLBACK, onUnauthorized, fetch: respond(401, { errors: [{ message: 'Keine Sitzung.' }] }) });
    const error = await failure(unauthorized.get('/api/users/me'));
    expect(error.message).toBe('Keine Sitzung.');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    const forbidden = createApiClient({ fallback: FALLBACK, onUnauthorized, fetch: respond(403, { errors: [{ message: 'Nicht berechtigt.' }] }) });
    await failure(forbidden.get('/api/users'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('treats a success without {data} or failing the schema as a failure', async () => {
    const noData = createApiClient({ fallback: FALLBACK, fetch: respond(200, { id: 1 }) });
    expect((await failure(noData.get('/api/config'))).message).toBe(FALLBACK);

    const schema = {
      parse: (data: unknown) => {
        if (!Array.isArray(data)) throw new Error('not a list');
        return data;
      },
    };
    const wrongShape = createApiClient({ fallback: FALLBACK, fetch: respond(200, { data: { id: 1 } }) });
    expect((await failure(wrongShape.get('/api/branches', { schema }))).message).toBe(FALLBACK);
    const rightShape = createApiClient({ fallback: FALLBACK, fetch: respond(200, { data: [1] }) });
    await expect(rightShape.get('/api/branches', { schema })).resolves.toEqual([1]);
  });
});

describe('readErrors', () => {
  it('keeps entries with a message and only string code and field', () => {
    expect(readErrors({ errors: [{ message: 'A', code: 1, field: 'f' }, 'B', null, { message: 'C', code: 'c' }] })).toEqual([
      { message: 'A', field: 'f' },
      { message: 'C', code: 'c' },
    ]);
    expect(readErrors(null)).toEqual([]);
    expect(readErrors({ errors: 'x' })).toEqual([]);
  });
});
