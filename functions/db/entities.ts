/**
 * What the repository needs to know per entity type beyond its key prefix: which values are
 * unique (uniqueness items), and for orders the index attributes and reference items that serve
 * the order queries of ACCESS_PATTERNS.md.
 */
import {
  analyticsLogKey,
  customerByNameKey,
  customerOrderKey,
  customerSearchKey,
  openOrderKey,
  orderHistoryKey,
  typeListKey,
  unusedUploadKey,
  userActivityKey,
  type EntityType,
  type Gsi1Key,
  type Gsi2Key,
  type PrimaryKey,
  type UniqueField,
  type UniqueScope,
} from './keys';
import { FORM_SUBMISSION_RETENTION_DAYS } from '#shared/forms/submission.ts';
import { ANALYTICS_LOG_RETENTION_DAYS } from '#shared/analytics/limits.ts';
import { customerSearchKeys, customerSortName, type CustomerContact } from '#shared/customers/search-keys.ts';

export type EntityData = Record<string, unknown>;

export interface UniqueRule {
  field: UniqueField;
  /** For values unique only inside another entity; undefined means shop-wide. */
  scope?: (record: EntityData) => UniqueScope | undefined;
}

export interface EntityRules {
  unique: UniqueRule[];
  /** Index attributes of the item; the default lists the entity under its type on gsi1. */
  index?: (record: EntityData & { id: string; createdAt: string }) => Partial<Gsi1Key & Gsi2Key>;
  /** With an own `index`: whether that index still lists the entity under its type (generic list). */
  listedByType?: boolean;
  /** Reference items written with the entity (e.g. the order in its customer's collection). */
  references?: (record: EntityData & { id: string; createdAt: string }) => PrimaryKey[];
  /** When DynamoDB deletes the entity by itself (the table's `ttl`, epoch seconds); kept for good without it. */
  expiresAt?: (record: EntityData & { id: string; createdAt: string }) => number;
}

const refId = (value: unknown): string | undefined => {
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'string' && value.id !== '') return value.id;
  return undefined;
};

/** An order is open until it is completed, rejected, canceled or failed. */
export function isOpenOrder(order: EntityData): boolean {
  return !order.isCompleted && !order.isRejected && !order.isCanceled && !order.isFailed;
}

/** When an order is due: its appointment, or its arrival for orders "as soon as possible". */
export function orderDueAt(order: EntityData & { createdAt: string }): string {
  return typeof order.appointmentDate === 'string' && order.appointmentDate !== '' ? new Date(order.appointmentDate).toISOString() : order.createdAt;
}

const identifier: UniqueRule[] = [{ field: 'identifier' }];
const path: UniqueRule[] = [{ field: 'path' }];
const none: UniqueRule[] = [];

export const entityRules: Record<EntityType, EntityRules> = {
  User: { unique: [{ field: 'username' }] },
  Division: { unique: identifier },
  Branch: { unique: identifier },
  Department: { unique: none },
  Menu: { unique: none },
  Category: { unique: none },
  Tag: { unique: none },
  Product: { unique: none },
  Order: {
    // idempotencyKey: the storefront's key of one checkout attempt (order create is idempotent on it).
    unique: [{ field: 'uid' }, { field: 'idempotencyKey' }],
    index: (order) => {
      const branchId = refId(order.branch);
      if (!branchId) return {};
      return {
        ...orderHistoryKey(branchId, order.createdAt, order.id),
        ...(isOpenOrder(order) ? openOrderKey(branchId, orderDueAt(order), order.id) : {}),
      };
    },
    references: (order) => {
      const customerId = refId(order.customer);
      return customerId ? [customerOrderKey(customerId, order.createdAt, order.id)] : [];
    },
  },
  Image: { unique: none },
  ImageTemplate: { unique: identifier },
  Upload: {
    unique: none,
    // Listed by type like any entity; while no order uses it, also on the sparse unused index
    // (ACCESS_PATTERNS.md #30, the cleanup job).
    index: (upload) => ({ ...typeListKey('Upload', upload.id), ...(upload.usedAt ? {} : unusedUploadKey(upload.createdAt, upload.id)) }),
    listedByType: true,
  },
  Device: { unique: identifier },
  Table: {
    unique: [
      {
        field: 'identifier',
        scope: (table) => {
          const branchId = refId(table.branch);
          return branchId ? { type: 'Branch', id: branchId } : undefined;
        },
      },
    ],
  },
  Site: { unique: path },
  Redirect: { unique: path },
  Block: { unique: identifier },
  Node: { unique: identifier },
  Navigation: { unique: identifier },
  Donatee: { unique: identifier },
  // Listed by type, and per user by start on gsi2 (ACCESS_PATTERNS.md "Working time"); one open
  // activity per user through the unique `openFor` (shared/schemas/time-tracking.ts).
  WorkingActivity: {
    unique: [{ field: 'openFor' }],
    index: (activity) => {
      const userId = refId(activity.user);
      const start = typeof activity.start === 'string' ? activity.start : activity.createdAt;
      return { ...typeListKey('WorkingActivity', activity.id), ...(userId ? userActivityKey(userId, start, activity.id) : {}) };
    },
    listedByType: true,
  },
  WorkingSchedule: { unique: none },
  Project: { unique: none },
  Task: { unique: none },
  Scene: { unique: path },
  DigitalSignageSegment: { unique: none },
  DigitalSignageStream: { unique: none },
  DigitalSignageDevice: { unique: identifier },
  // Listed by type (newest/oldest) and by name on gsi2; found by name words, e-mail and phone
  // through search items written with the customer (ACCESS_PATTERNS.md "Customer search").
  Customer: {
    unique: none,
    index: (customer) => ({ ...typeListKey('Customer', customer.id), ...customerByNameKey(customerSortName(customer as CustomerContact), customer.id) }),
    listedByType: true,
    references: (customer) => {
      const keys = customerSearchKeys(customer as CustomerContact);
      return [
        ...keys.names.map((word) => customerSearchKey('name', word, customer.id)),
        ...(keys.email ? [customerSearchKey('email', keys.email, customer.id)] : []),
        ...(keys.phone ? [customerSearchKey('phone', keys.phone, customer.id)] : []),
      ];
    },
  },
  ExternalUser: { unique: none },
  AnalyticsLead: { unique: none },
  QrCode: { unique: path },
  // The log keeps 90 days (docs/analytics.md); the statistics keep their numbers in the roll-ups.
  AnalyticsLogEntry: {
    unique: none,
    index: (entry) => analyticsLogKey(entry.createdAt, entry.id),
    expiresAt: (entry) => Math.floor(Date.parse(entry.createdAt) / 1000) + ANALYTICS_LOG_RETENTION_DAYS * 86_400,
  },
  // Contact form submissions are personal data kept at most FORM_SUBMISSION_RETENTION_DAYS (shared/forms/submission.ts).
  FormSubmission: { unique: none, expiresAt: (submission) => Math.floor(Date.parse(submission.createdAt) / 1000) + FORM_SUBMISSION_RETENTION_DAYS * 86_400 },
  Config: { unique: none },
};

/** Index attributes of an entity item, and its expiry (`ttl`) where the type has one. */
export function indexAttributes(type: EntityType, record: EntityData & { id: string; createdAt: string }): Partial<Gsi1Key & Gsi2Key> & { ttl?: number } {
  const rules = entityRules[type];
  const index = rules.index ? rules.index(record) : typeListKey(type, record.id);
  return rules.expiresAt ? { ...index, ttl: rules.expiresAt(record) } : index;
}

/** Whether entities of the type are listed under their type on gsi1 (all but orders and the log). */
export function isListedByType(type: EntityType): boolean {
  return entityRules[type].index === undefined || entityRules[type].listedByType === true;
}
