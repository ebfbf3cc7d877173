/**
 * Read and scope rules per resource of the generic resource shape (backoffice.md §7), without
 * schemas so that /init and the error mapping can use them without loading every schema:
 * - `isPublic`: what anonymous callers of public reads may see (storefront.md §6: only public
 *   navigations, nodes and sites, enabled-and-public branches …);
 * - `branchIds`: the branches a record belongs to, for the employee limits (backoffice.md §6;
 *   the manifest's `scope: 'branch'`);
 * - `ownerIds`: the users a record belongs to; employees read only their own records and change
 *   none (the manifest's `scope: 'own'`, docs/permissions.md);
 * - `secrets`: stored hashes that never leave the server, answered as a `has…` flag instead;
 * - `lookup`: the unique field `GET /{resource}/{id}` also accepts instead of the id;
 * - `sortFields`: what a paged list may sort by besides name, updatedAt and createdAt
 *   (shared/schemas/list-page.ts);
 * - `references`: records of other types that point at a record of this one; DELETE refuses
 *   with 409 while any does (docs/permissions.md "Deletes").
 */
import type { EntityData } from '../db/entities';
import type { EntityType, UniqueField } from '../db/keys';

export interface ResourcePolicy {
  /** Path segment under /api, also the key of its German name (`api.resource.<resource>`). */
  resource: string;
  type: EntityType;
  isPublic?: (record: EntityData) => boolean;
  branchIds?: (record: EntityData) => string[];
  ownerIds?: (record: EntityData) => string[];
  /** Stored hash field → flag the client sees (`apiKeyHash` → `hasApiKey`). */
  secrets?: Record<string, string>;
  lookup?: UniqueField;
  /** Fields the `search` filter looks in (default: `name`). */
  searchFields?: string[];
  /** Further fields a paged list sorts by (beyond BASE_SORT_FIELDS). */
  sortFields?: string[];
  references?: Reference[];
}

/** Records of type `from` that still point at the record with `id` (scanned on DELETE). */
export interface Reference {
  from: EntityType;
  /**
   * How the candidates are read: every record of `from` (default), or, for orders (not listed by
   * type), the branch's open orders from their index (functions/db/orders.ts queryOpenOrders).
   */
  via?: 'openOrdersOfBranch';
  pointsAt: (record: EntityData, id: string, target: EntityData) => boolean;
}

const refId = (value: unknown): string | undefined =>
  value && typeof value === 'object' && 'id' in value && typeof value.id === 'string' ? value.id : undefined;

/** The id of the branch a record belongs to (`branch: {id}`: orders, devices, departments …). */
export const branchIdOf = (record: EntityData): string | undefined => refId(record.branch);

const ownBranch = (record: EntityData): string[] => {
  const id = branchIdOf(record);
  return id ? [id] : [];
};

/** The user of a working-time record (`user: {id}`). */
const ownUser = (record: EntityData): string[] => {
  const id = refId(record.user);
  return id ? [id] : [];
};

const refIds = (value: unknown): string[] => (Array.isArray(value) ? value.map(refId).filter((id): id is string => id !== undefined) : []);
/** The ids a list's items reference under `field` (a segment's `items[].scene`, a stream's `entries[].segment`). */
const itemRefIds = (items: unknown, field: string): string[] =>
  Array.isArray(items)
    ? items
        .map((item: unknown) => refId(item && typeof item === 'object' ? (item as Record<string, unknown>)[field] : undefined))
        .filter((id): id is string => id !== undefined)
    : [];
const catalogOf = (menu: EntityData): Array<{ id?: unknown; products?: unknown }> => (Array.isArray(menu.catalog) ? menu.catalog : []);

/** Navigation items at every depth (groups hold children). */
function navigationTargets(items: unknown): string[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: { target?: unknown; children?: unknown }) => [
    ...(typeof item?.target === 'string' ? [item.target] : []),
    ...navigationTargets(item?.children),
  ]);
}

/** A navigation links a site by its path (type 'site' / 'link' items) or a node by its identifier. */
const linksTo = (navigation: EntityData, target: EntityData): boolean => {
  const keys = [target.path, target.identifier].filter((key): key is string => typeof key === 'string' && key !== '');
  return navigationTargets(navigation.items).some((item) => keys.includes(item) || keys.some((key) => item.startsWith('/') && item === `/site${key}`));
};

/** An order still to be handled: none of the final states. */
const isOpenOrder = (order: EntityData): boolean => !order.isCompleted && !order.isRejected && !order.isCanceled && !order.isFailed;

const pointsAtBranch = (record: EntityData, id: string): boolean => refId(record.branch) === id;

const isPublicFlag = (record: EntityData): boolean => record.isPublic === true;
const isNotDisabled = (record: EntityData): boolean => record.isEnabled !== false;

const policy = <R extends string>(resource: R, type: EntityType, rules: Omit<ResourcePolicy, 'resource' | 'type'> = {}) => ({
  resource,
  type,
  ...rules,
});

export const policies = {
  users: policy('users', 'User', { secrets: { accessTokenHash: 'hasAccessToken' }, lookup: 'username', searchFields: ['name', 'username', 'email'] }),
  divisions: policy('divisions', 'Division', {
    lookup: 'identifier',
    // A branch names its division (its select in the branch editor); deleting it would leave the branch pointing nowhere.
    references: [{ from: 'Branch', pointsAt: (branch, id) => refId(branch.division) === id }],
  }),
  branches: policy('branches', 'Branch', {
    // Visitors see enabled and public branches only (storefront.md §6).
    isPublic: (branch) => isPublicFlag(branch) && isNotDisabled(branch),
    branchIds: (branch) => [String(branch.id)],
    secrets: { apiKeyHash: 'hasApiKey' },
    lookup: 'identifier',
    references: [
      { from: 'Order', via: 'openOrdersOfBranch', pointsAt: (order, id) => pointsAtBranch(order, id) && isOpenOrder(order) },
      { from: 'Device', pointsAt: pointsAtBranch },
      { from: 'Table', pointsAt: pointsAtBranch },
      { from: 'Department', pointsAt: pointsAtBranch },
      { from: 'Menu', pointsAt: (menu, id) => refIds(menu.branches).includes(id) },
    ],
  }),
  departments: policy('departments', 'Department', { branchIds: ownBranch, searchFields: ['name', 'description'] }),
  menus: policy('menus', 'Menu', {
    branchIds: (menu) => (Array.isArray(menu.branches) ? menu.branches.map(refId).filter((id): id is string => id !== undefined) : []),
  }),
  // Decision: a disabled product or category that is not meant to stay visible when unavailable
  // is never listed for visitors (storefront.md §4 "Product availability"), whatever the time.
  categories: policy('categories', 'Category', {
    isPublic: (c) => isNotDisabled(c) || c.isVisibleWhenUnavailable === true,
    references: [{ from: 'Menu', pointsAt: (menu, id) => catalogOf(menu).some((category) => category.id === id) }],
  }),
  tags: policy('tags', 'Tag', {
    references: [
      { from: 'Branch', pointsAt: (branch, id) => refIds(branch.tags).includes(id) },
      { from: 'Product', pointsAt: (product, id) => refIds(product.tags).includes(id) },
    ],
  }),
  products: policy('products', 'Product', {
    isPublic: (p) => isNotDisabled(p) || p.isVisibleWhenUnavailable === true,
    sortFields: ['price'],
    // A menu lists its products per category (`catalog[].products`); categories hold no product list of their own.
    references: [
      { from: 'Menu', pointsAt: (menu, id) => catalogOf(menu).some((category) => Array.isArray(category.products) && category.products.includes(id)) },
    ],
  }),
  orders: policy('orders', 'Order', { branchIds: ownBranch }),
  images: policy('images', 'Image', {
    searchFields: ['name', 'alt'],
    // Records that show a library image (ImageRefs); deleting it would leave them without a photo.
    references: [
      { from: 'Product', pointsAt: (product, id) => refIds(product.images).includes(id) },
      { from: 'Category', pointsAt: (category, id) => refId(category.image) === id },
      { from: 'Tag', pointsAt: (tag, id) => refId(tag.image) === id },
      { from: 'Branch', pointsAt: (branch, id) => refIds(branch.images).includes(id) || refId(branch.logo) === id },
    ],
  }),
  'image-templates': policy('image-templates', 'ImageTemplate', { lookup: 'identifier' }),
  // The public hash is the secret of the file's public address: only the storefront's create answer carries it.
  uploads: policy('uploads', 'Upload', { secrets: { publicHash: 'hasPublicHash', tokenHash: 'hasUploadToken' } }),
  devices: policy('devices', 'Device', { branchIds: ownBranch, secrets: { keyHash: 'hasKey' }, lookup: 'identifier' }),
  // Staff look a table up by what is printed on it ('T9') as well as by its name.
  tables: policy('tables', 'Table', { branchIds: ownBranch, searchFields: ['identifier', 'name'], sortFields: ['identifier'] }),
  sites: policy('sites', 'Site', {
    isPublic: isPublicFlag,
    lookup: 'path',
    // The back office's list finds and sorts pages by their address too.
    searchFields: ['name', 'path', 'title'],
    sortFields: ['path'],
    references: [{ from: 'Navigation', pointsAt: (navigation, _id, site) => linksTo(navigation, site) }],
  }),
  redirects: policy('redirects', 'Redirect', { isPublic: isNotDisabled, lookup: 'path', searchFields: ['path', 'target'], sortFields: ['path'] }),
  blocks: policy('blocks', 'Block', { lookup: 'identifier', searchFields: ['name', 'identifier'] }),
  nodes: policy('nodes', 'Node', {
    isPublic: isPublicFlag,
    lookup: 'identifier',
    // Titles live in the typed content; the back office finds nodes by name and identifier ('team-johann-gruber').
    searchFields: ['name', 'identifier'],
    references: [{ from: 'Navigation', pointsAt: (navigation, _id, node) => linksTo(navigation, node) }],
  }),
  navigations: policy('navigations', 'Navigation', { isPublic: isPublicFlag, lookup: 'identifier', searchFields: ['name', 'identifier'] }),
  donatees: policy('donatees', 'Donatee', { isPublic: isNotDisabled, lookup: 'identifier' }),
  // Activities by their start (stored as UTC instants, so text order is time order), schedules by the first day they apply.
  'working-activities': policy('working-activities', 'WorkingActivity', { ownerIds: ownUser, sortFields: ['start'] }),
  'working-schedules': policy('working-schedules', 'WorkingSchedule', { ownerIds: ownUser, sortFields: ['validFrom'] }),
  projects: policy('projects', 'Project', {
    searchFields: ['name', 'description'],
    sortFields: ['dueDate', 'status'],
    // A task names its project; deleting the project would leave the task pointing nowhere.
    references: [{ from: 'Task', pointsAt: (task, id) => refId(task.project) === id }],
  }),
  tasks: policy('tasks', 'Task', { searchFields: ['name', 'description'], sortFields: ['dueDate', 'status', 'priority'] }),
  scenes: policy('scenes', 'Scene', {
    lookup: 'path',
    searchFields: ['name', 'path'],
    // A segment's items name their scenes.
    references: [{ from: 'DigitalSignageSegment', pointsAt: (segment, id) => itemRefIds(segment.items, 'scene').includes(id) }],
  }),
  'digital-signage-segments': policy('digital-signage-segments', 'DigitalSignageSegment', {
    searchFields: ['name'],
    // A stream's entries name their segments.
    references: [{ from: 'DigitalSignageStream', pointsAt: (stream, id) => itemRefIds(stream.entries, 'segment').includes(id) }],
  }),
  'digital-signage-streams': policy('digital-signage-streams', 'DigitalSignageStream', {
    searchFields: ['name'],
    references: [{ from: 'DigitalSignageDevice', pointsAt: (device, id) => refId(device.stream) === id }],
  }),
  'digital-signage-devices': policy('digital-signage-devices', 'DigitalSignageDevice', {
    lookup: 'identifier',
    secrets: { keyHash: 'hasKey' },
    searchFields: ['name', 'identifier', 'description'],
  }),
  // Listed and searched from an index (functions/customers/index.ts), not by the generic list.
  customers: policy('customers', 'Customer'),
  'external-users': policy('external-users', 'ExternalUser', {
    searchFields: ['name', 'companyName', 'firstName', 'lastName', 'email'],
    sortFields: ['lastName', 'firstName', 'companyName', 'email'],
  }),
  'analytics-leads': policy('analytics-leads', 'AnalyticsLead', {
    searchFields: ['name', 'companyName', 'email', 'phone', 'source'],
    sortFields: ['status', 'source', 'companyName'],
  }),
  'qr-codes': policy('qr-codes', 'QrCode', { lookup: 'path' }),
  'analytics-log': policy('analytics-log', 'AnalyticsLogEntry'),
  // Contact form enquiries (functions/form-submissions): searched by form, sender and e-mail.
  'form-submissions': policy('form-submissions', 'FormSubmission', { searchFields: ['formName', 'sender', 'email'], sortFields: ['formName', 'sender'] }),
} satisfies Record<string, ResourcePolicy>;

export type ResourceName = keyof typeof policies;

/** Resource of each entity type (for messages about a type, e.g. "Filiale wurde nicht gefunden."). */
export function resourceOfType(type: EntityType): string {
  if (type === 'Config') return 'config';
  const found = Object.values(policies).find((candidate) => candidate.type === type);
  return found ? found.resource : 'record';
}

/** The record as callers see it: stored secret hashes replaced by `has…` flags. */
export function clientView(policy: ResourcePolicy, record: object): EntityData {
  if (!policy.secrets) return record as EntityData;
  const shown: EntityData = { ...record };
  for (const [hashField, flag] of Object.entries(policy.secrets)) {
    shown[flag] = typeof shown[hashField] === 'string';
    delete shown[hashField];
  }
  return shown;
}

/** Branch ids of a record under a policy; undefined when the resource is not branch-scoped. */
export function branchIdsOf(policy: ResourcePolicy, record: EntityData): string[] | undefined {
  return policy.branchIds?.(record);
}
