/**
 * The time clock (/api/time-tracking/{username}/{accessToken}/…) against DynamoDB Local, with the
 * server's clock moved (functions/lib/clock.ts): a whole working day and its time sheet, double
 * taps, wrong and revoked tokens, and a night shift over the change back from summer time.
 */
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimeClockBalances, TimeClockMe, TimeSheet } from '#shared/schemas/time-sheets.ts';
import type { WorkingActivity } from '#shared/schemas/time-tracking.ts';
import { CLOCK_OFFSET_VARIABLE } from '#functions/lib/clock.ts';
import { createEntity, getEntity, updateEntity, type StoredEntity } from '#functions/db/repository.ts';
import { findOpenActivity, queryUserActivities } from '#functions/db/working-time.ts';
import { hashSecret } from '#functions/lib/secrets.ts';
import { listAuditEntries } from '#functions/audit/query.ts';
import { createActors, sampleBody, unique, type Actors } from './fixtures';
import { invoke, loadGroupHandler } from './events';

let actors: Actors;
let branch: StoredEntity;

beforeAll(async () => {
  actors = await createActors();
  branch = await createEntity('Branch', { ...sampleBody('branches', undefined), name: 'Filiale Zeit' });
});
afterAll(async () => {
  delete process.env[CLOCK_OFFSET_VARIABLE];
  await actors.tokens.close();
});

/** Moves the server's working-time clock to an instant (it runs on from there). */
function setClock(iso: string): void {
  process.env[CLOCK_OFFSET_VARIABLE] = String(Date.parse(iso) - Date.now());
}

interface Employee {
  user: StoredEntity;
  username: string;
  accessToken: string;
}

/** An employee of the test branch with a time-clock token and a schedule (Monday first). */
async function employee(minutesPerWeekday: number[], validFrom: string): Promise<Employee> {
  const username = unique('stempel');
  const accessToken = `tt-${ulid()}`;
  const user = await createEntity('User', {
    username,
    name: `Test ${username}`,
    roles: ['ROLE_EMPLOYEE'],
    branches: [{ id: branch.id }],
    user: {},
    accessTokenHash: hashSecret(accessToken),
  });
  await createEntity('WorkingSchedule', { user: { id: user.id }, validFrom, minutesPerWeekday, holidayDaysPerYear: 25 });
  return { user, username, accessToken };
}

type Method = 'GET' | 'POST';

async function clock<T>(who: Employee, method: Method, what: string, body?: unknown, accessToken = who.accessToken) {
  const path = `/api/time-tracking/{username}/{accessToken}/${what}`;
  return invoke<T>(await loadGroupHandler('time-tracking'), method, {
    path,
    params: { username: who.username, accessToken },
    ...(body !== undefined ? { body } : {}),
  });
}

const tap = (who: Employee, action: 'start' | 'pause' | 'resume' | 'end', body: unknown = {}) =>
  clock<WorkingActivity>(who, 'POST', `working-activities/${action}`, body);

describe('a working day on the time clock', () => {
  it('start 06:55, pause 10:00–10:30, end 15:25: 480 minutes, and the time sheet agrees', async () => {
    // Monday 2026-11-30, Vienna is UTC+1: 06:55 local = 05:55Z.
    const anna = await employee([450, 450, 450, 450, 450, 0, 0], '2026-11-30');
    setClock('2026-11-30T05:55:40Z');
    const me = await clock<TimeClockMe>(anna, 'GET', 'me');
    expect(me.status).toBe(200);
    expect(me.body.data?.workingActivity).toBeNull();
    expect(me.body.data?.nextActions).toEqual(['start']);
    expect(me.body.data?.user.branches).toEqual([{ id: branch.id, name: 'Filiale Zeit' }]);
    expect(me.body.data?.timeZone).toBe('Europe/Vienna');

    const started = await tap(anna, 'start');
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.data).toMatchObject({ start: '2026-11-30T05:55:00.000Z', kind: 'work', openFor: anna.user.id, branch: { id: branch.id } });
    setClock('2026-11-30T09:00:10Z');
    expect((await tap(anna, 'pause')).body.data?.pauses).toEqual([{ start: '2026-11-30T09:00:00.000Z' }]);
    const paused = await clock<TimeClockMe>(anna, 'GET', 'me');
    expect(paused.body.data?.nextActions).toEqual(['resume', 'end']);
    setClock('2026-11-30T09:30:05Z');
    expect((await tap(anna, 'resume')).body.data?.pauses).toEqual([{ start: '2026-11-30T09:00:00.000Z', end: '2026-11-30T09:30:00.000Z' }]);
    setClock('2026-11-30T14:25:30Z');
    const ended = await tap(anna, 'end', { description: 'Theke und Kühlraum' });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body.data).toMatchObject({ end: '2026-11-30T14:25:00.000Z', description: 'Theke und Kühlraum' });
    expect(ended.body.data?.openFor).toBeUndefined();
    expect(await findOpenActivity(anna.user.id)).toBeUndefined();
    // Each tap is audited with the employee as the actor.
    const audit = await listAuditEntries({ record: started.body.data!.id });
    expect(audit.rows.map((entry) => [entry.action, entry.userId, entry.userName]).reverse()).toEqual(
      ['working-activities/start', 'working-activities/pause', 'working-activities/resume', 'working-activities/end'].map((action) => [
        action,
        anna.user.id,
        anna.user.name,
      ]),
    );

    const balances = await clock<TimeClockBalances>(anna, 'GET', 'balances');
    expect(balances.status, JSON.stringify(balances.body)).toBe(200);
    expect(balances.body.data?.today).toMatchObject({ date: '2026-11-30', worked: 480, breaks: 30, scheduled: 450, balance: 30 });
    expect(balances.body.data?.month).toMatchObject({ worked: 480, balance: 30 });
    expect(balances.body.data?.untilYesterday).toBe(0);
    expect(balances.body.data?.holiday).toMatchObject({ year: 2026, taken: 0 });

    const sheets = await invoke<TimeSheet[]>(await loadGroupHandler('time-sheets'), 'GET', {
      path: '/api/time-sheets/balances',
      query: { month: '2026-11', user: anna.user.id },
      token: actors.admin.token,
    });
    expect(sheets.status, JSON.stringify(sheets.body)).toBe(200);
    const sheet = sheets.body.data![0]!;
    expect(sheet.days.find((day) => day.date === '2026-11-30')).toMatchObject({ worked: 480, balance: 30 });
    expect(sheet.totals).toMatchObject({ worked: 480, balance: balances.body.data!.month.balance });
    expect(sheet.closingBalance).toBe(30);
    expect(sheet.activities.map((activity) => activity.id)).toEqual([started.body.data!.id]);

    const activities = await clock<WorkingActivity[]>(anna, 'GET', 'working-activities');
    expect(activities.body.data?.map((activity) => activity.id)).toEqual([started.body.data!.id]);
    const schedules = await clock<Array<{ validFrom: string }>>(anna, 'GET', 'working-schedules');
    expect(schedules.body.data?.map((schedule) => schedule.validFrom)).toEqual(['2026-11-30']);
  });

  it('an end in the minute of the start ends one minute after it', async () => {
    const ben = await employee([480, 480, 480, 480, 480, 0, 0], '2026-11-01');
    setClock('2026-12-01T07:00:05Z');
    await tap(ben, 'start');
    setClock('2026-12-01T07:00:50Z');
    const ended = await tap(ben, 'end');
    expect(ended.body.data).toMatchObject({ start: '2026-12-01T07:00:00.000Z', end: '2026-12-01T07:01:00.000Z' });
  });
});

describe('double taps and two devices', () => {
  it('10 parallel starts: exactly one open activity, the others 409 in German', async () => {
    const clara = await employee([480, 480, 480, 480, 480, 0, 0], '2026-11-01');
    setClock('2026-12-02T06:00:00Z');
    const answers = await Promise.all(Array.from({ length: 10 }, () => tap(clara, 'start')));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.map((answer) => answer.status)).toEqual(Array(9).fill(409));
    for (const answer of refused) expect(answer.body.errors?.[0]?.message).toBe('Sie sind bereits eingestempelt.');
    expect(await queryUserActivities(clara.user.id)).toHaveLength(1);
  });

  it('pause twice: 409; resume without a pause and pause when clocked out: 409', async () => {
    const david = await employee([480, 480, 480, 480, 480, 0, 0], '2026-11-01');
    setClock('2026-12-03T06:00:00Z');
    const notIn = await tap(david, 'pause');
    expect(notIn.status).toBe(409);
    expect(notIn.body.errors?.[0]?.message).toBe('Sie sind nicht eingestempelt.');
    await tap(david, 'start');
    expect((await tap(david, 'resume')).body.errors?.[0]?.message).toBe('Es läuft keine Pause.');
    setClock('2026-12-03T08:00:00Z');
    expect((await tap(david, 'pause')).status).toBe(200);
    const again = await tap(david, 'pause');
    expect(again.status).toBe(409);
    expect(again.body.errors?.[0]?.message).toBe('Die Pause läuft bereits.');
    // Two devices pausing at once: one wins, the other is refused; never two open pauses.
    setClock('2026-12-03T08:10:00Z');
    await tap(david, 'resume');
    const both = await Promise.all([tap(david, 'pause'), tap(david, 'pause')]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await findOpenActivity(david.user.id))?.pauses.filter((pause) => !pause.end)).toHaveLength(1);
  });

  it('a start at a branch that is not the employee’s: 422', async () => {
    const eva = await employee([480, 480, 480, 480, 480, 0, 0], '2026-11-01');
    const refused = await tap(eva, 'start', { branch: { id: actors.branchB.id } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.[0]).toMatchObject({ field: 'branch', message: 'Sie sind dieser Filiale nicht zugeordnet.' });
  });
});

describe('who may use a time clock', () => {
  it("another employee's token with this username: 401 and no data", async () => {
    const fritz = await employee([480, 480, 480, 480, 480, 0, 0], '2026-11-01');
    const gina = await employee([480, 480, 480, 480, 480, 0, 0], '2026-11-01');
    for (const what of ['me', 'balances', 'working-activities', 'working-schedules']) {
      const answer = await clock(fritz, 'GET', what, undefined, gina.accessToken);
      expect(answer.status).toBe(401);
      expect(answer.body.data).toBeUndefined();
      expect(answer.body.errors?.[0]?.message).toBe('Benutzername oder Zugangscode ist ungültig.');
    }
    expect((await tap({ ...fritz, accessToken: gina.accessToken }, 'start')).status).toBe(401);
    expect(await queryUserActivities(fritz.user.id)).toHaveLength(0);
  });

  it('a revoked token (hash removed) and a disabled user: 401', async () => {
    const hans = await employee([480, 480, 480, 480, 480, 0, 0], '2026-11-01');
    expect((await clock(hans, 'GET', 'me')).status).toBe(200);
    const { accessTokenHash: _revoked, ...rest } = hans.user;
    const revoked = await updateEntity('User', hans.user.id, rest, hans.user.version);
    expect((await clock(hans, 'GET', 'me')).status).toBe(401);
    const restored = await updateEntity('User', hans.user.id, { ...revoked, accessTokenHash: hashSecret(hans.accessToken) }, revoked.version);
    expect((await clock(hans, 'GET', 'me')).status).toBe(200);
    await updateEntity('User', hans.user.id, { ...restored, isEnabled: false }, restored.version);
    const disabled = await clock(hans, 'GET', 'me');
    expect(disabled.status).toBe(401);
    expect(disabled.body.errors?.[0]?.message).toBe('Benutzername oder Zugangscode ist ungültig.');
    expect(await getEntity('User', hans.user.id)).toBeDefined();
  });
});

describe('night shifts and summer time', () => {
  it('22:00–06:00 over the change back from summer time (2026-10-24/25) counts 540 minutes on the 24th', async () => {
    const ida = await employee([0, 0, 0, 0, 0, 480, 0], '2026-10-01');
    // Saturday 24 October 22:00 CEST = 20:00Z; Sunday 25 October 06:00 CET = 05:00Z (the clock went back at 03:00).
    setClock('2026-10-24T20:00:00Z');
    await tap(ida, 'start');
    setClock('2026-10-25T05:00:00Z');
    const ended = await tap(ida, 'end');
    expect(ended.status).toBe(200);
    const sheets = await invoke<TimeSheet[]>(await loadGroupHandler('time-sheets'), 'GET', {
      path: '/api/time-sheets/balances',
      query: { month: '2026-10', user: ida.user.id },
      token: actors.admin.token,
    });
    const days = sheets.body.data![0]!.days;
    expect(days.find((day) => day.date === '2026-10-24')).toMatchObject({ worked: 540, scheduled: 480, balance: 60 });
    expect(days.find((day) => day.date === '2026-10-25')).toMatchObject({ worked: 0 });
  });
});
