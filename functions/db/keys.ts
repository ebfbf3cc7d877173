/**
 * The closed vocabulary of keys of the single table (ACCESS_PATTERNS.md). This is the only module
 * that builds `ENTITY#id` strings; keys.test.ts checks every builder as an exact string.
 */

/** Key prefix of every stored entity type. */
export const ENTITY_PREFIX = {
  User: 'USER',
  Division: 'DIVISION',
  Branch: 'BRANCH',
  Department: 'DEPARTMENT',
  Menu: 'MENU',
  Category: 'CATEGORY',
  Tag: 'TAG',
  Product: 'PRODUCT',
  Order: 'ORDER',
  Image: 'IMAGE',
  ImageTemplate: 'IMAGE_TEMPLATE',
  Upload: 'UPLOAD',
  Device: 'DEVICE',
  Table: 'TABLE',
  Site: 'SITE',
  Redirect: 'REDIRECT',
  Block: 'BLOCK',
  Node: 'NODE',
  Navigation: 'NAVIGATION',
  Donatee: 'DONATEE',
  WorkingActivity: 'WORKING_ACTIVITY',
  WorkingSchedule: 'WORKING_SCHEDULE',
  Project: 'PROJECT',
  Task: 'TASK',
  Scene: 'SCENE',
  DigitalSignageSegment: 'DIGITAL_SIGNAGE_SEGMENT',
  DigitalSignageStream: 'DIGITAL_SIGNAGE_STREAM',
  DigitalSignageDevice: 'DIGITAL_SIGNAGE_DEVICE',
  Customer: 'CUSTOMER',
  ExternalUser: 'EXTERNAL_USER',
  AnalyticsLead: 'ANALYTICS_LEAD',
  QrCode: 'QR_CODE',
  AnalyticsLogEntry: 'ANALYTICS_LOG',
  FormSubmission: 'FORM_SUBMISSION',
  Config: 'CONFIG',
} as const;

export type EntityType = keyof typeof ENTITY_PREFIX;

export const ENTITY_TYPES = Object.keys(ENTITY_PREFIX) as EntityType[];

export function isEntityType(value: string): value is EntityType {
  return Object.hasOwn(ENTITY_PREFIX, value);
}

export interface PrimaryKey {
  pk: string;
  sk: string;
}

export interface Gsi1Key {
  gsi1pk: string;
  gsi1sk: string;
}

export interface Gsi2Key {
  gsi2pk: string;
  gsi2sk: string;
}

/** `USER#01J…` */
const segment = (type: EntityType, id: string): string => `${ENTITY_PREFIX[type]}#${id}`;

/** The entity item itself. */
export function entityKey(type: EntityType, id: string): PrimaryKey {
  const key = segment(type, id);
  return { pk: key, sk: key };
}

/** Partition of gsi1 that lists every entity of a type. */
export function typePartition(type: EntityType): string {
  return `TYPE#${ENTITY_PREFIX[type]}`;
}

/** gsi1 attributes of a generically listed entity (sorted by id, i.e. by creation time). */
export function typeListKey(type: EntityType, id: string): Gsi1Key {
  return { gsi1pk: typePartition(type), gsi1sk: segment(type, id) };
}

/**
 * Unique values compare case-insensitively and without surrounding blanks: `/Graz` and `/graz`
 * are the same path for a visitor typing the address.
 */
export function uniqueValue(value: string): string {
  return value.trim().toLowerCase();
}

/** Field names that carry a unique value, as they appear in keys. */
const UNIQUE_FIELD = {
  identifier: 'IDENTIFIER',
  path: 'PATH',
  username: 'USERNAME',
  uid: 'UID',
  idempotencyKey: 'IDEMPOTENCY_KEY',
  // A working activity's user while it has no end: at most one open activity per user.
  openFor: 'OPEN_FOR',
} as const;

export type UniqueField = keyof typeof UNIQUE_FIELD;

/** Scope of a value that is unique only within another entity (the table identifier per branch). */
export interface UniqueScope {
  type: EntityType;
  id: string;
}

/** The uniqueness item of a value, e.g. `BRANCH_IDENTIFIER#graz` or `BRANCH#01J…#TABLE_IDENTIFIER#t1`. */
export function uniqueKey(type: EntityType, field: UniqueField, value: string, scope?: UniqueScope): PrimaryKey {
  const own = `${ENTITY_PREFIX[type]}_${UNIQUE_FIELD[field]}#${uniqueValue(value)}`;
  const key = scope ? `${segment(scope.type, scope.id)}#${own}` : own;
  return { pk: key, sk: key };
}

/** Partition of gsi2 holding a user's working activities by start (time clock, time sheets). */
export function userActivitiesPartition(userId: string): string {
  return `${segment('User', userId)}#WORKING_ACTIVITIES`;
}

/** gsi2 attributes of a working activity: its user's partition, sorted by start (UTC). */
export function userActivityKey(userId: string, start: string, activityId: string): Gsi2Key {
  return { gsi2pk: userActivitiesPartition(userId), gsi2sk: `${new Date(start).toISOString()}#${activityId}` };
}

/** Sort key bound of a user's activities by start: `from` inclusive, `to` includes every activity starting at that instant. */
export function userActivityStartBound(iso: string, edge: 'from' | 'to'): string {
  const instant = new Date(iso).toISOString();
  return edge === 'from' ? instant : `${instant}~`;
}

/** Partition of gsi1 holding the order history of a branch. */
export function orderHistoryPartition(branchId: string): string {
  return `${segment('Branch', branchId)}#ORDERS`;
}

/**
 * Sort key bound of a creation-time range (order history, analytics log): `from` is inclusive,
 * `to` includes every item created at that instant (`~` sorts after every key character).
 */
export function createdAtBound(iso: string, edge: 'from' | 'to'): string {
  return edge === 'from' ? `CREATED#${iso}` : `CREATED#${iso}~`;
}

/** gsi1 attributes of an order: branch history by creation time. */
export function orderHistoryKey(branchId: string, createdAt: string, orderId: string): Gsi1Key {
  return { gsi1pk: orderHistoryPartition(branchId), gsi1sk: `CREATED#${createdAt}#${segment('Order', orderId)}` };
}

/** Partition of the sparse gsi2 holding the open orders of a branch. */
export function openOrdersPartition(branchId: string): string {
  return `${segment('Branch', branchId)}#OPEN_ORDERS`;
}

/** Sort key bound of open orders due before a point in time. */
export function openOrdersDueBound(iso: string): string {
  return `DUE#${iso}`;
}

/** gsi2 attributes of an open order, sorted by due time. */
export function openOrderKey(branchId: string, dueAt: string, orderId: string): Gsi2Key {
  return { gsi2pk: openOrdersPartition(branchId), gsi2sk: `DUE#${dueAt}#${segment('Order', orderId)}` };
}

/** Reference item of an order in its customer's item collection. */
export function customerOrderKey(customerId: string, createdAt: string, orderId: string): PrimaryKey {
  return { pk: segment('Customer', customerId), sk: `ORDER#${createdAt}#${orderId}` };
}

/** Sort key prefix of the order references of a customer. */
export const CUSTOMER_ORDER_PREFIX = 'ORDER#';

/** The kinds of a customer's search keys (shared/customers/search-keys.ts). */
export type CustomerSearchKind = 'name' | 'email' | 'phone';

/**
 * Partition of the customer search items of one kind whose key starts with the character of
 * `key` (ACCESS_PATTERNS.md "Customer search"): spread over the first character, and every
 * prefix of a key lies in the same partition as the key.
 */
export function customerSearchPartition(kind: CustomerSearchKind, key: string): string {
  return `CUSTOMER_SEARCH#${kind.toUpperCase()}#${key.slice(0, 1)}`;
}

/** A search item of a customer: `begins_with(sk, <prefix>)` finds every customer whose key starts so. */
export function customerSearchKey(kind: CustomerSearchKind, key: string, customerId: string): PrimaryKey {
  return { pk: customerSearchPartition(kind, key), sk: `${key}#${segment('Customer', customerId)}` };
}

/** Partition of gsi2 holding every customer by name (the customer list A–Z). */
export function customersByNamePartition(): string {
  return `${typePartition('Customer')}#BY_NAME`;
}

/** gsi2 attributes of a customer: `sortName` is last and first name folded (search-keys.ts customerSortName). */
export function customerByNameKey(sortName: string, customerId: string): Gsi2Key {
  return { gsi2pk: customersByNamePartition(), gsi2sk: `${sortName}#${segment('Customer', customerId)}` };
}

/**
 * The ticket counter of a branch for one local day (`yyyy-mm-dd` in the shop's time zone): an
 * item in the branch's partition, incremented atomically by every order of that day.
 */
export function ticketCounterKey(branchId: string, day: string): PrimaryKey {
  return { pk: segment('Branch', branchId), sk: `TICKET#${day}` };
}

/** Partition of gsi1 holding the analytics log of one day (`yyyy-mm-dd`, UTC). */
export function analyticsLogDayPartition(day: string): string {
  return `${typePartition('AnalyticsLogEntry')}#DAY#${day}`;
}

/** gsi1 attributes of an analytics log entry. */
export function analyticsLogKey(createdAt: string, id: string): Gsi1Key {
  return {
    gsi1pk: analyticsLogDayPartition(createdAt.slice(0, 10)),
    gsi1sk: `CREATED#${createdAt}#${segment('AnalyticsLogEntry', id)}`,
  };
}

/** The id of the one configuration record of the shop. */
export const CONFIG_ID = 'shop';

/**
 * The catalogue's generation: a number that every saved branch, menu, category, product and shop
 * configuration raises by one (./catalogue-generation.ts), so a kept copy of them can be checked
 * for freshness with one read.
 */
export const CATALOGUE_GENERATION_KEY: PrimaryKey = { pk: 'CATALOGUE_GENERATION', sk: 'CATALOGUE_GENERATION' };

/** Sort key prefix of the print jobs in a device's partition. */
export const PRINT_JOB_PREFIX = 'PRINT_JOB#';

/**
 * A print job of a device (receipt printer), in the device's partition next to the device item:
 * jobs are ULIDs, so a query of the partition with `begins_with(sk, PRINT_JOB#)` returns them
 * first in, first out.
 */
export function printJobKey(deviceId: string, jobId: string): PrimaryKey {
  return { pk: segment('Device', deviceId), sk: `${PRINT_JOB_PREFIX}${jobId}` };
}

/**
 * The claim of an event consumer on one piece of work, written conditionally
 * (`attribute_not_exists(pk)`) so the same event delivered twice does the work once. `subject`
 * names the work: `claimSubject.orderEvent(orderId, detailType)` for an event of an order,
 * `claimSubject.request(requestId)` for an on-demand request.
 */
export function consumerClaimKey(consumer: string, subject: string): PrimaryKey {
  const key = `CLAIM#${consumer}#${subject}`;
  return { pk: key, sk: key };
}

export const claimSubject = {
  orderEvent: (orderId: string, detailType: string): string => `${segment('Order', orderId)}#${detailType}`,
  /** An event that can happen more than once per order (a counter appointment), by its instant. */
  orderEventAt: (orderId: string, detailType: string, at: string): string => `${segment('Order', orderId)}#${detailType}#${at}`,
  request: (requestId: string): string => `REQUEST#${requestId}`,
  /** The e-mail to the shop about a contact form submission (one per submission). */
  formSubmission: (submissionId: string): string => segment('FormSubmission', submissionId),
} as const;

/**
 * The counter of messages to one recipient in one UTC hour (`yyyy-mm-ddThh`): e-mails per address,
 * SMS per number (events/consumers/notifications/recipient-limit.ts). The recipient is named by a
 * SHA-256 hex of its normalised address, so no address or number ends up in a key.
 */
export function messageLimitKey(channel: 'email' | 'sms', recipientHash: string, hour: string): PrimaryKey {
  return { pk: `MESSAGE_LIMIT#${channel.toUpperCase()}#${recipientHash}`, sk: `HOUR#${hour}` };
}

/**
 * The counter of contact form submissions from one client in one window (functions/forms/rate-limit.ts):
 * the client is a SHA-256 hex of its IP address, the window its start instant (ISO UTC).
 */
export function formSubmissionLimitKey(clientHash: string, windowStart: string): PrimaryKey {
  return { pk: `FORM_LIMIT#${clientHash}`, sk: `WINDOW#${windowStart}` };
}

/**
 * The counter of content generations of one staff user in one UTC hour (functions/content-ai/rate-limit.ts):
 * the user is a SHA-256 hex of their id, the hour `2026-11-24T22`.
 */
export function contentGenerationLimitKey(userHash: string, hour: string): PrimaryKey {
  return { pk: `AI_LIMIT#${userHash}`, sk: `HOUR#${hour}` };
}

/** Partition of the sparse gsi2 holding the uploads no order uses yet (by creation time). */
export function unusedUploadsPartition(): string {
  return `${typePartition('Upload')}#UNUSED`;
}

/** Sort key bound of unused uploads created before an instant. */
export function unusedUploadsBefore(iso: string): string {
  return `CREATED#${iso}`;
}

/** gsi2 attributes of an upload no order uses yet; removed when an order uses it. */
export function unusedUploadKey(createdAt: string, uploadId: string): Gsi2Key {
  return { gsi2pk: unusedUploadsPartition(), gsi2sk: `CREATED#${createdAt}#${segment('Upload', uploadId)}` };
}

/**
 * An audit log entry (docs/audit-log.md): its own item, listed newest first on gsi1 in one
 * partition by time (`AUDIT`, sort `AT#<iso>#<id>`) and per record on gsi2 (`AUDIT#RECORD#<id>`,
 * same sort). One time partition is enough for a shop's staff writes (a few thousand a day,
 * far below a partition's 1,000 writes a second).
 */
export function auditEntryKey(id: string): PrimaryKey {
  return { pk: `AUDIT#${id}`, sk: `AUDIT#${id}` };
}

export const AUDIT_TIME_PARTITION = 'AUDIT';

export function auditRecordPartition(recordId: string): string {
  return `AUDIT#RECORD#${recordId}`;
}

/** Sort key of an entry on both indexes; also the list's cursor. */
export function auditTimeSort(at: string, id: string): string {
  return `AT#${at}#${id}`;
}

/** Sort key bound of a time filter: `from` the instant or date on, `to` up to its end (a date covers its whole day). */
export function auditTimeBound(iso: string, edge: 'from' | 'to'): string {
  return edge === 'from' ? `AT#${iso}` : `AT#${iso}~`;
}

/** gsi1 and gsi2 attributes of an audit entry. */
export function auditEntryIndexKeys(at: string, id: string, recordId: string): Gsi1Key & Gsi2Key {
  const sort = auditTimeSort(at, id);
  return { gsi1pk: AUDIT_TIME_PARTITION, gsi1sk: sort, gsi2pk: auditRecordPartition(recordId), gsi2sk: sort };
}

/** The scope of a roll-up that counts every branch together (a branch's own scope is its id). */
export const ROLLUP_ALL_BRANCHES = 'ALL';

/**
 * A roll-up counter (functions/db/rollups.ts, docs/statistics.md): one item per metric, scope,
 * period and dimension key, in a partition per metric, scope and calendar year, so a year of one
 * statistic is one query. `period` is `D` with a local day `yyyy-mm-dd` or `M` with a month
 * `yyyy-mm`; the dimension `key` comes last so a range of days is one `BETWEEN`.
 */
export function rollupKey(metric: string, scope: string, period: 'D' | 'M', bucket: string, key: string): PrimaryKey {
  return { pk: rollupPartition(metric, scope, bucket.slice(0, 4)), sk: `${period}#${bucket}#${key}` };
}

export function rollupPartition(metric: string, scope: string, year: string): string {
  return `ROLLUP#${metric}#${scope}#${year}`;
}

/**
 * The visitor salt of one shop-local day (docs/analytics.md): random, made by the first entry of
 * the day, expiring after the day, so a past day's visitor hashes can never be computed again.
 */
export function analyticsSaltKey(day: string): PrimaryKey {
  const key = `ANALYTICS_SALT#${day}`;
  return { pk: key, sk: key };
}

/** A visitor counted on one shop-local day (unique visitors): written once, conditionally. */
export function analyticsVisitorKey(day: string, visitorHash: string): PrimaryKey {
  const key = `VISITOR#${day}#${visitorHash}`;
  return { pk: key, sk: key };
}

/** The analytics roll-up job's progress: the end of the last minute it rolled up. */
export const ANALYTICS_ROLLUP_WATERMARK_KEY: PrimaryKey = { pk: 'ANALYTICS_ROLLUP#WATERMARK', sk: 'ANALYTICS_ROLLUP#WATERMARK' };

/** The claim of one chunk of one minute's roll-up writes (UTC minute `2026-11-27T10:15`), written in the same transaction as them. */
export function analyticsRollupChunkKey(minute: string, chunk: number): PrimaryKey {
  return { pk: `ANALYTICS_ROLLUP#${minute}`, sk: `CHUNK#${chunk}` };
}
