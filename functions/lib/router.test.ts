/**
 * The router's JSON body (@middy/http-json-body-parser plus the size check and the empty-body
 * rule around it), through a real group handler: the public forms route with a test definition,
 * called with API Gateway v2 events as API Gateway sends them. No I/O: a public route without a
 * token needs no lookup.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { apiEvent, lambdaContext, type EventOptions } from '../../test/integration/events';
import { createGroupHandler, route, type RouteContext } from './router';

const ROUTE = 'POST /api/custom/form/{id}';
const INVALID_JSON = { errors: [{ code: 'request.invalidJson', message: 'Die Anfrage enthält kein gültiges JSON.' }] };
const TOO_LARGE = { errors: [{ code: 'request.tooLarge', message: 'Die Anfrage ist zu groß. Bitte kürzen Sie die Inhalte.' }] };

/** The route answers what it was given: the parsed body and the event's body text. */
const echo = ({ body, event }: RouteContext<unknown, unknown, unknown>) => Promise.resolve({ body: body ?? null, eventBody: event.body ?? null });
const schema = z.object({ name: z.string() });

const withBody = createGroupHandler('forms', { [ROUTE]: route({ body: schema, handle: echo }) });
const smallBody = createGroupHandler('forms', { [ROUTE]: route({ body: schema, maxBodyBytes: 20, handle: echo }) });
const noBody = createGroupHandler('forms', { [ROUTE]: route({ handle: echo }) });

async function post(handler: typeof withBody, body: string | undefined, options: Partial<EventOptions> & { base64?: boolean } = {}) {
  const event = apiEvent('POST', { path: '/api/custom/form/{id}', params: { id: 'kontakt' }, ...options });
  event.body = options.base64 && body !== undefined ? Buffer.from(body, 'utf8').toString('base64') : body;
  event.isBase64Encoded = options.base64 === true;
  const result = await handler(event, lambdaContext());
  return { status: result.statusCode, body: JSON.parse(String(result.body)) as unknown };
}

const json = { 'content-type': 'application/json' };

describe('JSON body', () => {
  it('parses the body for the route and keeps the text in the event', async () => {
    const text = '{"name":"Anna","extra":1}';
    expect(await post(withBody, text, { headers: json })).toEqual({ status: 200, body: { data: { body: { name: 'Anna' }, eventBody: text } } });
  });

  it('parses JSON sent as text/plain or with no content type', async () => {
    const text = '{"name":"Anna"}';
    const parsed = { status: 200, body: { data: { body: { name: 'Anna' } } } };
    expect(await post(withBody, text, { headers: { 'content-type': 'text/plain;charset=UTF-8' } })).toMatchObject(parsed);
    expect(await post(withBody, text)).toMatchObject(parsed);
  });

  it('decodes a base64-encoded body', async () => {
    expect(await post(withBody, '{"name":"Jürgen"}', { base64: true })).toMatchObject({ status: 200, body: { data: { body: { name: 'Jürgen' } } } });
    expect(await post(withBody, '{"name":', { base64: true })).toEqual({ status: 400, body: INVALID_JSON });
  });

  it('answers invalid JSON with 400 and a German message', async () => {
    for (const text of ['{"name": "Anna"', 'name=Anna', '{"name": "Anna"}}', ' ']) {
      expect(await post(withBody, text, { headers: json })).toEqual({ status: 400, body: INVALID_JSON });
    }
  });

  it('refuses a __proto__ key as invalid JSON', async () => {
    expect(await post(withBody, '{"name":"Anna","__proto__":{"admin":true}}', { headers: json })).toEqual({ status: 400, body: INVALID_JSON });
  });

  it('lets zod answer a missing or empty body with its German message', async () => {
    const expected = { status: 400, body: { errors: [{ code: 'validation.required', message: 'Bitte füllen Sie dieses Feld aus.' }] } };
    expect(await post(withBody, undefined)).toEqual(expected);
    expect(await post(withBody, '', { headers: json })).toEqual(expected);
    expect(await post(withBody, '', { headers: json, base64: true })).toEqual(expected);
    expect(await post(withBody, '[]', { headers: json })).toEqual({
      status: 400,
      body: { errors: [{ code: 'validation.object', message: 'Die Angaben sind unvollständig oder ungültig.' }] },
    });
    expect(await post(withBody, '{}', { headers: json })).toEqual({
      status: 400,
      body: { errors: [{ code: 'validation.requiredField', field: 'name', message: 'Bitte füllen Sie das Feld „Name“ aus.' }] },
    });
  });

  it('answers a body over the route limit with 413 before parsing it', async () => {
    expect(await post(smallBody, '{"name":"Annamaria"}', { headers: json })).toMatchObject({ status: 200 }); // 20 bytes
    expect(await post(smallBody, '{"name":"Annamarias"}', { headers: json })).toEqual({ status: 413, body: TOO_LARGE });
    expect(await post(smallBody, '{"name":"Annamariass"', { headers: json })).toEqual({ status: 413, body: TOO_LARGE });
    // Bytes, not characters: 18 characters, 22 bytes.
    expect(await post(smallBody, '{"name":"Jürgüäö"}', { headers: json })).toEqual({ status: 413, body: TOO_LARGE });
    // A base64 body counts its decoded bytes (28 characters encoded).
    expect(await post(smallBody, '{"name":"Annamaria"}', { base64: true })).toMatchObject({ status: 200 });
    expect(await post(smallBody, '{"name":"Annamarias"}', { base64: true })).toEqual({ status: 413, body: TOO_LARGE });
  });

  it('limits a body to 380,000 bytes by default', async () => {
    const sized = (bytes: number) => `{"name":"${'a'.repeat(bytes - 11)}"}`;
    expect(await post(withBody, sized(380_000), { headers: json })).toMatchObject({ status: 200 });
    expect(await post(withBody, sized(380_001), { headers: json })).toEqual({ status: 413, body: TOO_LARGE });
  });

  it('never parses the body of a route without a body schema', async () => {
    expect(await post(noBody, '{"name": broken', { headers: json })).toEqual({ status: 200, body: { data: { body: null, eventBody: '{"name": broken' } } });
    const large = 'x'.repeat(400_000);
    expect(await post(noBody, large)).toMatchObject({ status: 200, body: { data: { body: null } } });
  });
});

describe('origin secret (only CloudFront reaches the API)', () => {
  const body = '{"name":"Anna"}';

  it('refuses a request without the secret CloudFront adds with 403 and a German message', async () => {
    process.env.THEKE_ORIGIN_VERIFY = 'geheim-von-cloudfront';
    try {
      expect(await post(withBody, body, { headers: json })).toEqual({
        status: 403,
        body: { errors: [{ code: 'auth.directAccess', message: 'Die Schnittstelle ist nur über die Adresse des Shops erreichbar.' }] },
      });
      expect((await post(withBody, body, { headers: { ...json, 'x-theke-origin-verify': 'falsch' } })).status).toBe(403);
      expect((await post(withBody, body, { headers: { ...json, 'x-theke-origin-verify': 'geheim-von-cloudfront' } })).status).toBe(200);
    } finally {
      delete process.env.THEKE_ORIGIN_VERIFY;
    }
  });

  it('lets every request through where no secret is configured (the local stack)', async () => {
    expect((await post(withBody, body, { headers: json })).status).toBe(200);
  });
});
