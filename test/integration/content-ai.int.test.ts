/**
 * Content generation (functions/content-ai) against the emulators of the integration setup: the
 * handler with its real Bedrock Runtime client, pointed at the fake of the local stack
 * (infra/local/fakes/bedrock.ts, THEKE_BEDROCK_ENDPOINT), which answers a proposal derived from
 * the prompt — so the shop's and the page's data in the answer prove what the prompt held.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { CONFIG_ID } from '#functions/db/keys.ts';
import { createEntity, getEntity, type StoredEntity } from '#functions/db/repository.ts';
import { GENERATIONS_PER_HOUR, userHash } from '#functions/content-ai/rate-limit.ts';
import { ENV } from '#functions/lib/config.ts';
import { createActors, type Actors } from './fixtures';
import { invoke, loadGroupHandler, type Handler } from './events';
import { scanAllItems } from './table';

let actors: Actors;
let handler: Handler;
let site: StoredEntity;
let shopLine: string;

beforeAll(async () => {
  actors = await createActors();
  handler = await loadGroupHandler('content-ai');
  site = await createEntity('Site', {
    type: 'simple',
    path: `/catering-${ulid().toLowerCase()}`,
    name: 'Catering',
    isPublic: true,
    content: { body: '<p>Alt</p>' },
  });
  const config = (await getEntity('Config', CONFIG_ID)) ?? (await createEntity('Config', { shopName: 'Fleischerei Gruber', city: 'Graz' }, { id: CONFIG_ID }));
  shopLine = `${(config.shopName as string | undefined) ?? 'eine Fleischerei'}${config.city ? ` in ${config.city as string}` : ''}`;
});

afterAll(async () => {
  await actors.tokens.close();
});

interface Answer {
  status: number;
  data?: Record<string, string>;
  errors?: Array<{ code: string; message: string }>;
}

async function post(path: string, body: unknown, token = actors.admin.token): Promise<Answer> {
  const id = /\/site\/([^/]+)$/.exec(path)?.[1];
  const response = await invoke<Record<string, string>>(handler, 'POST', {
    path: id ? '/api/content-ai/generate/site/{id}' : '/api/content-ai/generate/image',
    params: id ? { id } : {},
    token,
    body,
  });
  return { status: response.status, data: response.body.data, errors: response.body.errors };
}

const SITE = (): string => `/content-ai/generate/site/${site.id}`;

describe('POST /api/content-ai/generate/site/{id}', () => {
  it('proposes title, description and cleaned content for the page and stores nothing', async () => {
    const before = await getEntity('Site', site.id, { consistent: true });
    const brief = 'Spanferkel und Platten für Feiern ab 20 Personen <script>alert(1)</script><img src=x onerror="alert(2)">';
    const answer = await post(SITE(), { brief, tone: 'herzlich' });
    expect(answer.status).toBe(200);
    // The fake's title is the page's name and the prompt's shop line: the prompt held both.
    expect(answer.data!.title).toBe(`Catering – ${shopLine}`);
    expect(answer.data!.description).toContain('Spanferkel und Platten für Feiern ab 20 Personen');
    expect(answer.data!.content).toContain('<p>Spanferkel und Platten für Feiern ab 20 Personen ');
    expect(answer.data!.content).not.toMatch(/<script|onerror|alert\(1\)/);

    // A proposal only: the site record is unchanged.
    expect(await getEntity('Site', site.id, { consistent: true })).toEqual(before);
  });

  it('proposes only the fields asked for', async () => {
    const answer = await post(SITE(), { brief: 'Unsere Weihnachtsbraten', fields: ['title'] });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.data!)).toEqual(['title']);
  });

  it('answers an unusable answer and an unreachable service in German', async () => {
    const broken = await post(SITE(), { brief: 'Grillabend [kaputt]' });
    expect(broken.status).toBe(502);
    expect(broken.errors).toEqual([
      { code: 'contentAi.badAnswer', message: 'Der KI-Dienst hat keinen brauchbaren Vorschlag geliefert. Bitte versuchen Sie es noch einmal.' },
    ]);
    const endpoint = process.env[ENV.bedrockEndpoint];
    // A loopback port nothing listens on.
    process.env[ENV.bedrockEndpoint] = 'http://127.0.0.1:9';
    try {
      const down = await post(SITE(), { brief: 'Grillabend' });
      expect(down.status).toBe(503);
      expect(down.errors).toEqual([
        { code: 'contentAi.unavailable', message: 'Der KI-Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es später wieder.' },
      ]);
    } finally {
      process.env[ENV.bedrockEndpoint] = endpoint;
    }
  });

  it('refuses unknown sites, bad bodies and employees', async () => {
    expect((await post('/content-ai/generate/site/01M6DMCF6G75PHZ5GQDC3TXK99', { brief: 'x' })).status).toBe(404);
    const tooLong = await post(SITE(), { brief: 'x'.repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect((await post(SITE(), { tone: 'frech' })).status).toBe(400);
    expect((await post(SITE(), { brief: 'x' }, actors.employee.token)).status).toBe(403);
  });
});

describe('POST /api/content-ai/generate/image', () => {
  it('proposes an alternative text and a caption from the name', async () => {
    const answer = await post('/content-ai/generate/image', { name: 'Rindersteak vom Grill' });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ alt: 'Rindersteak vom Grill', description: 'Rindersteak vom Grill aus unserer Fleischerei.' });
  });

  it('refuses an unknown image and a body naming nothing', async () => {
    expect((await post('/content-ai/generate/image', { imageId: '01M6DMCF6G75PHZ5GQDC3TXK99' })).status).toBe(404);
    const empty = await post('/content-ai/generate/image', {});
    expect(empty.status).toBe(400);
    expect(empty.errors![0]!.message).toBe('Bitte wählen Sie ein Bild oder beschreiben Sie, was darauf zu sehen ist.');
  });
});

describe('the hourly cap per user', () => {
  it(`answers 429 in German once the user had ${GENERATIONS_PER_HOUR} generations this hour`, async () => {
    let refused: Answer | undefined;
    for (let call = 0; call < 2 * GENERATIONS_PER_HOUR && !refused; call += 1) {
      const answer = await post('/content-ai/generate/image', { name: `Bild ${call}` });
      if (answer.status !== 200) refused = answer;
    }
    const refusedAt = new Date();
    expect(refused?.status).toBe(429);
    expect(refused?.errors).toEqual([
      {
        code: 'contentAi.limit',
        message: `Sie haben in dieser Stunde schon ${GENERATIONS_PER_HOUR} Vorschläge erstellen lassen. Bitte versuchen Sie es später wieder.`,
      },
    ]);
    // One counter per user and hour, at the cap, expiring; its key names the user only by a hash.
    // Other test files' administrators count in the same hour: this user's counter is the one keyed by their hash.
    const counters = (await scanAllItems()).filter((item) => item.entityType === 'ContentGenerationLimit');
    const current = counters.find((item) => item.pk === `AI_LIMIT#${userHash(actors.admin.user.id)}`)!;
    expect(current.sk).toBe(`HOUR#${refusedAt.toISOString().slice(0, 13)}`);
    expect(current.count).toBe(GENERATIONS_PER_HOUR);
    expect(JSON.stringify(current)).not.toContain(actors.admin.user.id);
    expect(Number(current.ttl)).toBeGreaterThan(Date.now() / 1000);
  });
});
