import { describe, expect, it } from 'vitest';
import { AUDIT_TIME_PARTITION, auditEntryIndexKeys, auditEntryKey, auditRecordPartition, auditTimeBound, auditTimeSort } from '../db/keys';
import { auditAction, auditActorOf, withAuditActor, currentAuditActor, type AuditActor } from './context';
import { auditItem, auditRetentionDays } from './entry';

const actor: AuditActor = { userId: 'U1', userName: 'Johann Gruber', resource: 'products', method: 'PUT', path: '/api/products/{id}' };
const now = new Date('2026-11-25T08:30:00.000Z');

describe('audit keys', () => {
  it('are these exact strings', () => {
    expect(auditEntryKey('01A')).toEqual({ pk: 'AUDIT#01A', sk: 'AUDIT#01A' });
    expect(AUDIT_TIME_PARTITION).toBe('AUDIT');
    expect(auditRecordPartition('P1')).toBe('AUDIT#RECORD#P1');
    expect(auditTimeSort('2026-11-25T08:30:00.000Z', '01A')).toBe('AT#2026-11-25T08:30:00.000Z#01A');
    expect(auditTimeBound('2026-11-25', 'from')).toBe('AT#2026-11-25');
    expect(auditTimeBound('2026-11-25', 'to')).toBe('AT#2026-11-25~');
    expect(auditEntryIndexKeys('2026-11-25T08:30:00.000Z', '01A', 'P1')).toEqual({
      gsi1pk: 'AUDIT',
      gsi1sk: 'AT#2026-11-25T08:30:00.000Z#01A',
      gsi2pk: 'AUDIT#RECORD#P1',
      gsi2sk: 'AT#2026-11-25T08:30:00.000Z#01A',
    });
  });

  it('a date as `to` covers its whole day, and no later day', () => {
    expect(auditTimeSort('2026-11-25T23:59:59.999Z', 'Z') < auditTimeBound('2026-11-25', 'to')).toBe(true);
    expect(auditTimeSort('2026-11-26T00:00:00.000Z', '0') > auditTimeBound('2026-11-25', 'to')).toBe(true);
  });
});

describe('audit actor', () => {
  it('is a staff caller with the user record’s id and name, else the token’s', () => {
    const identity = { sub: 'sub-1', username: 'admin' };
    expect(
      auditActorOf({ kind: 'staff', identity, user: { id: 'U1', name: 'Johann Gruber' } }, 'products', { method: 'PUT', path: '/api/products/{id}' }),
    ).toEqual(actor);
    expect(auditActorOf({ kind: 'staff', identity }, 'config', { method: 'POST', path: '/api/config' })).toMatchObject({ userId: 'sub-1', userName: 'admin' });
    expect(auditActorOf({ kind: 'anonymous' }, 'orders', { method: 'POST', path: '/api/orders/public' })).toBeUndefined();
    expect(auditActorOf({ kind: 'orderScreen' }, 'orders', { method: 'POST', path: '/api/orders/{id}/status/confirm' })).toBeUndefined();
  });

  it('holds for the request it runs and not after', async () => {
    expect(await withAuditActor(actor, async () => currentAuditActor())).toEqual(actor);
    expect(currentAuditActor()).toBeUndefined();
    expect(await withAuditActor(undefined, async () => currentAuditActor())).toBeUndefined();
  });

  it('names generic writes by the operation and other routes by their own path', () => {
    expect(auditAction(actor, 'update')).toBe('update');
    expect(auditAction({ ...actor, method: 'POST', path: '/api/products' }, 'create')).toBe('create');
    expect(auditAction({ ...actor, method: 'POST', path: '/api/config' }, 'update')).toBe('update');
    expect(auditAction({ ...actor, path: '/api/branches/{id}/sold-out' }, 'update')).toBe('sold-out');
    expect(auditAction({ ...actor, method: 'POST', path: '/api/orders/{id}/status/confirm' }, 'update')).toBe('status/confirm');
  });
});

describe('auditItem', () => {
  const before = { id: 'P1', entityType: 'Product', version: 3, createdAt: 'x', updatedAt: 'y', name: 'Käsekrainer', price: 3.9 };

  it('is the entry of the change with keys and a TTL of the retention days', () => {
    const item = auditItem(
      actor,
      { operation: 'update', recordType: 'Product', recordId: 'P1', before, after: { ...before, version: 4, updatedAt: 'z', price: 4.2 }, now },
      {},
    )!;
    expect(item).toMatchObject({
      pk: `AUDIT#${String(item.id)}`,
      gsi1pk: 'AUDIT',
      gsi2pk: 'AUDIT#RECORD#P1',
      entityType: 'AuditEntry',
      version: 1,
      at: '2026-11-25T08:30:00.000Z',
      userId: 'U1',
      userName: 'Johann Gruber',
      resource: 'products',
      recordType: 'Product',
      recordId: 'P1',
      recordName: 'Käsekrainer',
      action: 'update',
      route: 'PUT /api/products/{id}',
      changes: [{ path: ['price'], before: 3.9, after: 4.2 }],
      ttl: Date.parse('2026-11-25T08:30:00.000Z') / 1000 + 365 * 86_400,
    });
  });

  it('names a record without a name by its shop-local start, or a schedule by its first day', () => {
    const create = (recordType: string, after: object) =>
      auditItem(
        { ...actor, resource: 'working-activities', method: 'POST', path: '/api/working-activities' },
        { operation: 'create', recordType, recordId: 'W1', after, now },
      );
    // 05:55 UTC is 06:55 in Vienna in November, 04:30 UTC is 06:30 in summer time.
    expect(create('WorkingActivity', { user: { id: 'U2' }, start: '2026-11-30T05:55:00.000Z' })?.recordName).toBe('30.11.2026 06:55');
    expect(create('WorkingActivity', { user: { id: 'U2' }, start: '2026-07-01T04:30:00.000Z' })?.recordName).toBe('01.07.2026 06:30');
    expect(create('WorkingSchedule', { user: { id: 'U2' }, validFrom: '2026-12-01' })?.recordName).toBe('01.12.2026');
    expect(create('Task', { name: 'Kühlraum reinigen', start: '2026-07-01T04:30:00.000Z' })?.recordName).toBe('Kühlraum reinigen');
    expect(create('WorkingActivity', { user: { id: 'U2' }, start: 'gestern' })?.recordName).toBeUndefined();
  });

  it('is nothing without an actor or for an update that changed no field', () => {
    expect(auditItem(undefined, { operation: 'delete', recordType: 'Product', recordId: 'P1', before, now })).toBeUndefined();
    expect(
      auditItem(actor, { operation: 'update', recordType: 'Product', recordId: 'P1', before, after: { ...before, version: 4, updatedAt: 'z' }, now }),
    ).toBeUndefined();
  });

  it('keeps only the changed paths when the values would make the entry too large', () => {
    const huge = { name: 'Seite', content: 'x'.repeat(900) };
    const many = Object.fromEntries(Array.from({ length: 400 }, (_, index) => [`block${index}`, huge]));
    const item = auditItem(
      { ...actor, resource: 'sites', method: 'POST', path: '/api/sites' },
      { operation: 'create', recordType: 'Site', recordId: 'S1', after: many, now },
    )!;
    const changes = item.changes as Array<Record<string, unknown>>;
    expect(changes).toHaveLength(400);
    expect(changes[0]).toEqual({ path: ['block0'] });
  });

  it('reads the retention from THEKE_AUDIT_RETENTION_DAYS, a whole number of days from 1', () => {
    expect(auditRetentionDays({})).toBe(365);
    expect(auditRetentionDays({ THEKE_AUDIT_RETENTION_DAYS: '90' })).toBe(90);
    expect(auditRetentionDays({ THEKE_AUDIT_RETENTION_DAYS: '0' })).toBe(365);
    expect(auditRetentionDays({ THEKE_AUDIT_RETENTION_DAYS: 'ein Jahr' })).toBe(365);
    const item = auditItem(actor, { operation: 'delete', recordType: 'Product', recordId: 'P1', before, now }, { THEKE_AUDIT_RETENTION_DAYS: '30' })!;
    expect(item.ttl).toBe(Date.parse('2026-11-25T08:30:00.000Z') / 1000 + 30 * 86_400);
  });
});
