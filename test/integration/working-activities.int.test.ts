/**
 * Working activities in the back office (functions/working-activities) against DynamoDB Local:
 * corrections need a reason and are kept with who, when, why and before; an administrator who
 * closes a forgotten open activity frees the user's time clock; holiday and sick entries cover
 * whole days; the list filters through the user's index; schedules filter by validity.
 */
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkingActivity, WorkingSchedule } from '#shared/schemas/time-tracking.ts';
import { CLOCK_OFFSET_VARIABLE } from '#functions/lib/clock.ts';
import { createEntity, getEntity, type StoredEntity } from '#functions/db/repository.ts';
import { findOpenActivity } from '#functions/db/working-time.ts';
import { hashSecret } from '#functions/lib/secrets.ts';
import { createActors, unique, type Actors } from './fixtures';
import { invoke, loadGroupHandler } from './events';

let actors: Actors;

beforeAll(async () => {
  actors = await createActors();
});
afterAll(async () => {
  delete process.env[CLOCK_OFFSET_VARIABLE];
  await actors.tokens.close();
});

async function call<T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown; token?: string } = {},
) {
  const group = path.split('/')[2]!;
  return invoke<T>(await loadGroupHandler(group), method, { path, token: actors.admin.token, ...options });
}

async function timeTracker() {
  const username = unique('korr');
  const accessToken = `tt-${ulid()}`;
  const user = await createEntity('User', {
    username,
    name: `Test ${username}`,
    roles: ['ROLE_EMPLOYEE'],
    branches: [],
    user: {},
    accessTokenHash: hashSecret(accessToken),
  });
  return { user, username, accessToken };
}

const putActivity = (record: WorkingActivity, changes: Record<string, unknown>) =>
  call<WorkingActivity>('PUT', '/api/working-activities/{id}', { params: { id: record.id }, body: { ...record, ...changes } });

describe('corrections', () => {
  let record: WorkingActivity;

  beforeAll(async () => {
    const { user } = await timeTracker();
    const created = await call<WorkingActivity>('POST', '/api/working-activities', {
      body: {
        user: { id: user.id },
        start: '2026-11-02T06:00:00Z',
        end: '2026-11-02T14:30:00Z',
        pauses: [{ start: '2026-11-02T10:00:00Z', end: '2026-11-02T10:30:00Z' }],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    record = created.body.data!;
    expect(record.corrections).toEqual([]);
  });

  it('a change of the times without a reason: 422 on correctionReason, nothing stored', async () => {
    const refused = await putActivity(record, { end: '2026-11-02T15:00:00Z' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.[0]).toMatchObject({ field: 'correctionReason', message: 'Bitte geben Sie den Grund der Korrektur an.' });
    expect((await getEntity('WorkingActivity', record.id, { consistent: true }))?.end).toBe('2026-11-02T14:30:00Z');
  });

  it('with a reason: kept with who, why and the times before; the reason is no field of the record', async () => {
    const corrected = await putActivity(record, { end: '2026-11-02T15:00:00+01:00', correctionReason: 'Ausstempeln vergessen' });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    const [correction] = corrected.body.data!.corrections;
    expect(correction).toMatchObject({
      by: { id: actors.admin.user.id, name: actors.admin.user.name },
      reason: 'Ausstempeln vergessen',
      before: {
        kind: 'work',
        start: '2026-11-02T06:00:00.000Z',
        end: '2026-11-02T14:30:00.000Z',
        pauses: [{ start: '2026-11-02T10:00:00.000Z', end: '2026-11-02T10:30:00.000Z' }],
      },
    });
    const stored = await getEntity('WorkingActivity', record.id, { consistent: true });
    expect(stored).not.toHaveProperty('correctionReason');
    // A save without a change of the times (a new note) needs no reason and keeps the corrections.
    const noted = await putActivity(corrected.body.data!, { description: 'Inventur' });
    expect(noted.status, JSON.stringify(noted.body)).toBe(200);
    expect(noted.body.data!.corrections).toHaveLength(1);
    // What a client sends as corrections is ignored.
    const forged = await putActivity(noted.body.data!, { corrections: [] });
    expect(forged.body.data!.corrections).toHaveLength(1);
  });
});

describe('a forgotten clock-out', () => {
  it('an administrator closing the open activity lets the user start again', async () => {
    const tracker = await timeTracker();
    const path = '/api/time-tracking/{username}/{accessToken}/working-activities/start';
    const params = { username: tracker.username, accessToken: tracker.accessToken };
    process.env[CLOCK_OFFSET_VARIABLE] = String(Date.parse('2026-12-07T06:00:00Z') - Date.now());
    const started = await call<WorkingActivity>('POST', path, { params, token: undefined, body: {} });
    expect(started.status).toBe(200);
    process.env[CLOCK_OFFSET_VARIABLE] = String(Date.parse('2026-12-08T06:00:00Z') - Date.now());
    expect((await call('POST', path, { params, token: undefined, body: {} })).status).toBe(409);

    const closed = await putActivity(started.body.data!, { end: '2026-12-07T14:00:00Z', correctionReason: 'Ausstempeln vergessen' });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.data!.openFor).toBeUndefined();
    expect(await findOpenActivity(tracker.user.id)).toBeUndefined();
    const again = await call<WorkingActivity>('POST', path, { params, token: undefined, body: {} });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data!.start).toBe('2026-12-08T06:00:00.000Z');
  });

  it('a second open activity for the same user: 409 in German', async () => {
    const { user } = await timeTracker();
    expect((await call('POST', '/api/working-activities', { body: { user: { id: user.id }, start: '2026-12-09T06:00:00Z' } })).status).toBe(201);
    const second = await call('POST', '/api/working-activities', { body: { user: { id: user.id }, start: '2026-12-09T07:00:00Z' } });
    expect(second.status).toBe(409);
    expect(second.body.errors?.[0]?.message).toMatch(/^Für diese Person läuft bereits/);
  });
});

describe('holiday and sick entries', () => {
  it('cover whole local days', async () => {
    const { user } = await timeTracker();
    // 23:00Z is local midnight in winter (UTC+1).
    const week = await call<WorkingActivity>('POST', '/api/working-activities', {
      body: { user: { id: user.id }, kind: 'holiday', start: '2026-12-20T23:00:00Z', end: '2026-12-27T23:00:00Z' },
    });
    expect(week.status, JSON.stringify(week.body)).toBe(201);
    expect(week.body.data!.openFor).toBeUndefined();
    const noon = await call('POST', '/api/working-activities', {
      body: { user: { id: user.id }, kind: 'sick', start: '2026-12-21T11:00:00Z', end: '2026-12-22T23:00:00Z' },
    });
    expect(noon.status).toBe(422);
    expect(noon.body.errors?.[0]).toMatchObject({
      field: 'start',
      message: 'Urlaub und Krankenstand umfassen ganze Tage: Beginn und Ende liegen jeweils um Mitternacht.',
    });
    const open = await call('POST', '/api/working-activities', { body: { user: { id: user.id }, kind: 'sick', start: '2026-12-21T23:00:00Z' } });
    expect(open.status).toBe(422);
    expect(open.body.errors?.[0]?.field).toBe('end');
  });
});

describe('lists', () => {
  let user: StoredEntity;

  beforeAll(async () => {
    ({ user } = await timeTracker());
    for (const [start, kind] of [
      ['2026-11-03T06:00:00Z', 'work'],
      ['2026-11-04T06:00:00Z', 'work'],
      ['2026-11-05T23:00:00Z', 'holiday'],
    ] as const) {
      const end = kind === 'work' ? start.replace('06:00', '14:00') : '2026-11-06T23:00:00Z';
      await call('POST', '/api/working-activities', { body: { user: { id: user.id }, kind, start, end } });
    }
    await createEntity('WorkingSchedule', {
      user: { id: user.id },
      validFrom: '2026-01-01',
      validTo: '2026-06-30',
      minutesPerWeekday: [480, 480, 480, 480, 480, 0, 0],
    });
    await createEntity('WorkingSchedule', { user: { id: user.id }, validFrom: '2026-07-01', minutesPerWeekday: [240, 240, 240, 240, 240, 0, 0] });
  });

  it("activities by user, kind and day (the user's index)", async () => {
    const all = await call<WorkingActivity[]>('GET', '/api/working-activities', { query: { user: user.id } });
    expect(all.body.data!.map((activity) => activity.start)).toEqual(['2026-11-03T06:00:00Z', '2026-11-04T06:00:00Z', '2026-11-05T23:00:00Z']);
    const holidays = await call<WorkingActivity[]>('GET', '/api/working-activities', { query: { user: user.id, kind: 'holiday' } });
    expect(holidays.body.data).toHaveLength(1);
    const day = await call<WorkingActivity[]>('GET', '/api/working-activities', { query: { user: user.id, from: '2026-11-04', to: '2026-11-04' } });
    expect(day.body.data!.map((activity) => activity.start)).toEqual(['2026-11-04T06:00:00Z']);
  });

  it('schedules by user and validity', async () => {
    const list = (query: Record<string, string>) => call<WorkingSchedule[]>('GET', '/api/working-schedules', { query: { user: user.id, ...query } });
    expect((await list({})).body.data).toHaveLength(2);
    expect((await list({ from: '2026-03-01', to: '2026-03-31' })).body.data!.map((schedule) => schedule.validFrom)).toEqual(['2026-01-01']);
    expect((await list({ from: '2026-06-15', to: '2026-07-15' })).body.data).toHaveLength(2);
    expect((await list({ from: '2027-01-01' })).body.data!.map((schedule) => schedule.validFrom)).toEqual(['2026-07-01']);
  });
});
