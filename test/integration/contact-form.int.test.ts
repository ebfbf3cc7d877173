/**
 * The contact form (POST /api/custom/form/{id}, functions/forms) and its submissions in the back
 * office (/api/form-submissions) on a local stack of their own: the seeded demo shop with its
 * catering form, free ports, in memory. Requests go through the local server (the CloudFront
 * stand-in with its rate limits) with the `CloudFront-Viewer-Address` header, so each test acts as
 * a visitor of its own address; the `FormSubmitted` event runs on the in-process bus and the
 * e-mail goes through the real SES v2 client to the fake and into the outbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { claimSubject, consumerClaimKey } from '#functions/db/keys.ts';
import { createEntity, listEntities } from '#functions/db/repository.ts';
import { FORM_SUBMISSIONS_PER_WINDOW } from '#functions/forms/rate-limit.ts';
import { handler as formEmailHandler } from '#events/consumers/notifications/form-email.ts';
import { FORM_SUBMISSION_RETENTION_DAYS } from '#shared/forms/submission.ts';
import { nodeIds, branchIds } from '../../infra/local/seed/ids';
import { config as seededConfig } from '../../infra/local/seed/data/shop';
import { startLocalStack, type LocalStack } from '../../infra/local/stack';
import type { BusEvent } from '../../infra/local/bus/event-bus';
import { staffToken } from '../e2e/staff';
import { scanAllItems } from './table';

let stack: LocalStack;
const tokens: Record<'admin' | 'graz', string> = { admin: '', graz: '' };

beforeAll(async () => {
  stack = await startLocalStack({ ports: 'free', web: 'none', seed: true, log: () => undefined });
  tokens.admin = await staffToken(stack.urls.app, 'admin');
  tokens.graz = await staffToken(stack.urls.app, 'team-graz');
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

interface Answer<T = Record<string, unknown>> {
  status: number;
  data?: T;
  errors?: Array<{ code: string; field?: string; message: string }>;
  headers: Headers;
}

/** A visitor address of its own per test (the contact form counts per address). */
let visitors = 0;
const newVisitor = (): string => {
  visitors += 1;
  return `203.0.113.${visitors}:${5000 + visitors}`;
};

async function api<T = Record<string, unknown>>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; visitor?: string } = {},
): Promise<Answer<T>> {
  const response = await fetch(`${stack.urls.api}${path}`, {
    method,
    headers: {
      'cloudfront-viewer-address': options.visitor ?? newVisitor(),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const body = (text ? JSON.parse(text) : {}) as { data?: T; errors?: Answer['errors'] };
  return { status: response.status, headers: response.headers, ...body };
}

const FORM = `/custom/form/${nodeIds.cateringForm}`;
const SHOP_ADDRESS = seededConfig.notificationEmail!;

/** A complete catering enquiry as the storefront sends it (the seed's form: name, email, phone, branch, interest, message, callback). */
const enquiry = (fields: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'Anna Berger',
  email: `anna.${ulid().toLowerCase()}@example.at`,
  phone: '+43 664 1234567',
  branch: branchIds.graz,
  interest: ['spanferkel', 'platten'],
  message: 'Geburtstag am 12.12., 40 Gäste.\nBitte mit <b>Senf</b> & Kren.',
  callback: true,
  $website: '',
  $elapsedMs: 8000,
  ...fields,
});

const submissions = async () => listEntities('FormSubmission');
const formEvents = () => stack.bus.published.filter((event) => event.source === 'theke.forms');
const mailsToShop = () => stack.outbox.list().filter((message) => message.to === SHOP_ADDRESS && message.subject?.startsWith('Neue Anfrage'));

describe('POST /api/custom/form/{id}', () => {
  it('refuses a form with errors with German messages naming each field by its label', async () => {
    const answer = await api('POST', FORM, {
      body: enquiry({ name: '  ', email: 'anna@', branch: 'Bruck', interest: ['spanferkel', 'kuchen'], message: 'x'.repeat(5001), callback: 'ja' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.data).toBeUndefined();
    expect(answer.errors).toEqual([
      { code: 'validation.required', field: 'name', message: 'Bitte füllen Sie „Name“ aus.' },
      { code: 'validation.email', field: 'email', message: 'Bitte geben Sie bei „E-Mail“ eine gültige E-Mail-Adresse an.' },
      { code: 'validation.option', field: 'branch', message: 'Bitte wählen Sie bei „Filiale“ eine der angebotenen Möglichkeiten.' },
      { code: 'validation.option', field: 'interest', message: 'Bitte wählen Sie bei „Interesse an“ eine der angebotenen Möglichkeiten.' },
      { code: 'validation.tooLong', field: 'message', message: '„Ihre Nachricht“ darf höchstens 5000 Zeichen lang sein.' },
      { code: 'validation.invalid', field: 'callback', message: 'Die Angabe bei „Bitte rufen Sie mich zurück“ ist ungültig.' },
    ]);
  });

  it('asks for the missing required fields of an empty form', async () => {
    const answer = await api('POST', FORM, { body: { $website: '', $elapsedMs: 3000 } });
    expect(answer.status).toBe(400);
    expect(answer.errors?.map((error) => [error.field, error.message])).toEqual([
      ['name', 'Bitte füllen Sie „Name“ aus.'],
      ['email', 'Bitte füllen Sie „E-Mail“ aus.'],
      ['branch', 'Bitte wählen Sie bei „Filiale“ etwas aus.'],
      ['message', 'Bitte füllen Sie „Ihre Nachricht“ aus.'],
    ]);
  });

  it('accepts a filled honeypot as a success, but stores, publishes and sends nothing', async () => {
    const before = { submissions: (await submissions()).length, events: formEvents().length, mails: mailsToShop().length };
    const answer = await api<{ id: string }>('POST', FORM, { body: enquiry({ $website: 'https://spam.example' }) });
    expect(answer.status).toBe(201);
    expect(answer.data?.id).toMatch(/^[0-9A-Z]{26}$/);
    await stack.bus.settled();
    expect((await submissions()).length).toBe(before.submissions);
    expect(formEvents().length).toBe(before.events);
    expect(mailsToShop().length).toBe(before.mails);
  });

  it.each([
    ['under two seconds', { $elapsedMs: 1999 }],
    ['without timing', { $elapsedMs: undefined }],
    ['with a text as timing', { $elapsedMs: '9000' }],
  ])('refuses a form sent %s', async (_name, fields) => {
    const before = (await submissions()).length;
    const answer = await api('POST', FORM, { body: enquiry(fields) });
    expect(answer.status).toBe(400);
    expect(answer.errors).toEqual([{ code: 'form.tooFast', message: 'Bitte nehmen Sie sich einen Moment Zeit und senden Sie das Formular dann erneut.' }]);
    expect((await submissions()).length).toBe(before);
  });

  it('answers 404 for an unknown id, a form that is not public and a node that is not a form', async () => {
    const hidden = await createEntity('Node', { type: 'form', isPublic: false, content: { name: 'Intern', fields: [] } });
    for (const id of [ulid(), hidden.id, nodeIds.news]) {
      const answer = await api('POST', `/custom/form/${id}`, { body: enquiry() });
      expect(answer.status, id).toBe(404);
      expect(answer.errors).toEqual([{ code: 'form.notFound', message: 'Dieses Formular gibt es nicht (mehr). Bitte laden Sie die Seite neu.' }]);
    }
  });

  it(`takes ${FORM_SUBMISSIONS_PER_WINDOW} submissions of one address, then answers 429; errors do not count, other addresses go on`, async () => {
    const visitor = newVisitor();
    // A visitor correcting a mistake is not counted.
    expect((await api('POST', FORM, { visitor, body: enquiry({ name: '' }) })).status).toBe(400);
    for (let index = 0; index < FORM_SUBMISSIONS_PER_WINDOW; index++) {
      expect((await api('POST', FORM, { visitor, body: enquiry() })).status, `submission ${index + 1}`).toBe(201);
    }
    const before = (await submissions()).length;
    const refused = await api('POST', FORM, { visitor, body: enquiry() });
    expect(refused.status).toBe(429);
    expect(refused.errors).toEqual([
      {
        code: 'form.rateLimited',
        message: 'Sie haben in den letzten Minuten schon mehrere Anfragen gesendet. Bitte versuchen Sie es später noch einmal oder rufen Sie uns an.',
      },
    ]);
    expect((await submissions()).length).toBe(before);
    expect((await api('POST', FORM, { body: enquiry() })).status).toBe(201);
    // The counter names no address: a hash per window, removed by the table's TTL.
    const counters = (await scanAllItems()).filter((item) => String(item.pk).startsWith('FORM_LIMIT#'));
    expect(counters.length).toBeGreaterThan(0);
    for (const counter of counters) {
      expect(String(counter.pk)).toMatch(/^FORM_LIMIT#[0-9a-f]{64}$/);
      expect(JSON.stringify(counter)).not.toContain('203.0.113.');
      expect(counter.ttl).toEqual(expect.any(Number));
    }
  });
});

describe('a valid submission', () => {
  let id: string;
  let email: string;

  beforeAll(async () => {
    const body = enquiry();
    email = String(body.email);
    const answer = await api<{ id: string }>('POST', FORM, { body });
    expect(answer.status, JSON.stringify(answer.errors)).toBe(201);
    id = answer.data!.id;
    await stack.bus.settled();
  });

  it('is stored with one entry per field, readable values, no IP address and a two-year expiry', async () => {
    const item = (await scanAllItems()).find((candidate) => candidate.pk === `FORM_SUBMISSION#${id}`)!;
    expect(item).toMatchObject({
      formId: nodeIds.cateringForm,
      formName: 'Catering-Anfrage',
      sender: 'Anna Berger',
      email,
      entries: [
        { key: 'name', label: 'Name', kind: 'text', value: 'Anna Berger', text: 'Anna Berger' },
        { key: 'email', label: 'E-Mail', kind: 'email', value: email, text: email },
        { key: 'phone', label: 'Telefon', kind: 'text', value: '+43 664 1234567', text: '+43 664 1234567' },
        { key: 'branch', label: 'Filiale', kind: 'select', value: branchIds.graz, text: 'Graz Annenstraße' },
        { key: 'interest', label: 'Interesse an', kind: 'multiselect', value: ['platten', 'spanferkel'], text: 'Party-Platten, Spanferkel' },
        {
          key: 'message',
          label: 'Ihre Nachricht',
          kind: 'textarea',
          value: 'Geburtstag am 12.12., 40 Gäste.\nBitte mit <b>Senf</b> & Kren.',
          text: 'Geburtstag am 12.12., 40 Gäste.\nBitte mit <b>Senf</b> & Kren.',
        },
        { key: 'callback', label: 'Bitte rufen Sie mich zurück', kind: 'boolean', value: true, text: 'Ja' },
      ],
    });
    expect(JSON.stringify(item)).not.toContain('203.0.113.');
    expect(item.ttl).toBe(Math.floor(Date.parse(String(item.createdAt)) / 1000) + FORM_SUBMISSION_RETENTION_DAYS * 86_400);
  });

  it('is e-mailed to the shop once: subject, reply hint, every label and value HTML-escaped, the back-office link', () => {
    const mails = mailsToShop().filter((message) => message.text.includes(email));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Neue Anfrage: Catering-Anfrage');
    for (const line of [
      'über das Formular „Catering-Anfrage“ der Website ist eine neue Anfrage eingegangen.',
      `Wenn Sie auf diese E-Mail antworten, geht die Antwort an ${email}.`,
      '> Name: Anna Berger',
      '> Filiale: Graz Annenstraße',
      '> Interesse an: Party-Platten, Spanferkel',
      '> Bitte mit <b>Senf</b> & Kren.',
      '> Bitte rufen Sie mich zurück: Ja',
      `/backend/form-submissions/${id}`,
    ]) {
      expect(mail!.text).toContain(line);
    }
    expect(mail!.html).toContain('Bitte mit &lt;b&gt;Senf&lt;/b&gt; &amp; Kren.');
    expect(mail!.html).not.toContain('<b>Senf</b>');
  });

  it('sends one e-mail when the event is delivered twice', async () => {
    const event = stack.bus.published.find((published) => (published.detail as { submissionId?: string }).submissionId === id)!;
    expect(event['detail-type']).toBe('FormSubmitted');
    const entry = { Source: event.source, DetailType: event['detail-type'], Detail: JSON.stringify(event.detail), EventBusName: 'theke' };
    stack.bus.putEvents([entry, entry]);
    await stack.bus.settled();
    await formEmailHandler(event as BusEvent);
    expect(mailsToShop().filter((message) => message.text.includes(email))).toHaveLength(1);
    expect(stack.bus.undeliverable.filter((failed) => (failed.event.detail as { submissionId?: string }).submissionId === id)).toEqual([]);
    const claim = (await scanAllItems()).find((item) => item.pk === consumerClaimKey('form-email', claimSubject.formSubmission(id)).pk);
    expect(claim).toMatchObject({ entityType: 'Claim', state: 'sent' });
  });

  it('is listed for administrators with paging, search and the form filter', async () => {
    const page = await api<Array<{ id: string; formName: string; sender?: string }>>('GET', '/form-submissions?limit=50&sort=-createdAt', {
      token: tokens.admin,
    });
    expect(page.status).toBe(200);
    expect(page.data?.some((row) => row.id === id && row.formName === 'Catering-Anfrage' && row.sender === 'Anna Berger')).toBe(true);
    expect(Number(page.headers.get('x-total-count'))).toBeGreaterThan(0);
    const found = await api<Array<{ id: string }>>('GET', `/form-submissions?limit=50&search=${encodeURIComponent(email)}`, { token: tokens.admin });
    expect(found.data?.map((row) => row.id)).toEqual([id]);
    const otherForm = await api<Array<{ id: string }>>('GET', `/form-submissions?limit=50&form=${ulid()}`, { token: tokens.admin });
    expect(otherForm.data).toEqual([]);
    const thisForm = await api<Array<{ id: string }>>('GET', `/form-submissions?limit=200&form=${nodeIds.cateringForm}`, { token: tokens.admin });
    expect(thisForm.data?.map((row) => row.id)).toContain(id);
    const one = await api<{ id: string; entries: unknown[] }>('GET', `/form-submissions/${id}`, { token: tokens.admin });
    expect(one.status).toBe(200);
    expect(one.data?.entries).toHaveLength(7);
  });

  it('is refused to employees (403) and visitors (401)', async () => {
    for (const path of ['/form-submissions', `/form-submissions/${id}`]) {
      expect((await api('GET', path, { token: tokens.graz })).status, path).toBe(403);
      expect((await api('GET', path)).status, path).toBe(401);
    }
    expect((await api('DELETE', `/form-submissions/${id}`, { token: tokens.graz })).status).toBe(403);
  });

  it('is deleted by an administrator', async () => {
    const deleted = await api('DELETE', `/form-submissions/${id}`, { token: tokens.admin });
    expect(deleted.status).toBe(200);
    expect((await api('GET', `/form-submissions/${id}`, { token: tokens.admin })).status).toBe(404);
  });
});
