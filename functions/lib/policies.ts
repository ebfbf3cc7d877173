/**
 * Read and scope rules per resource of the generic resource shape (backoffice.md §7), without
 * schemas so that /init and the error mapping can use them without loading every schema:
 * - `isPublic`: what anonymous callers of public reads may see (storefront.md §6: only public
 *   navigations, nodes and sites, enabled-and-public branches …);
 * - `branchIds`: the branches a record belongs to, for the employee limits (backoffice.md §6);
 * - `secrets`: stored hashes that never leave the server, answered as a `has…` flag instead;
 * - `lookup`: the unique field `GET /{resource}/{id}` also accepts instead of the id.
 */
import type { EntityData } from '../db/entities';
import type { EntityType, UniqueField } from '../db/keys';

export interface ResourcePolicy {
  /** Path segment under /api, also the key of its German name (`api.resource.<resource>`). */
  resource: string;
  type: EntityType;
  isPublic?: (record: EntityData) => boolean;
  branchIds?: (record: EntityData) => string[];
  /** Stored hash field → flag the client sees (`apiKeyHash` → `hasApiKey`). */
  secrets?: Record<string, string>;
  lookup?: UniqueField;
  /** Fields the `search` filter looks in. */
  searchFields?: string[];
}

const refId = (value: unknown): string | undefined =>
  value && typeof value === 'object' && 'id' in value && typeof value.id === 'string' ? value.id : undefined;

/** The id of the branch a record belongs to (`branch: {id}`: orders, devices, departments …). */
export const branchIdOf = (record: EntityData): string | undefined => refId(record.branch);

const ownBranch = (record: EntityData): string[] => {
  const id = branchIdOf(record);
  return id ? [id] : [];
};

const isPublicFlag = (record: EntityData): boolean => record.isPublic === true;
const isNotDisabled = (record: EntityData): boolean => record.isEnabled !== false;

const policy = <R extends string>(resource: R, type: EntityType, rules: Omit<ResourcePolicy, 'resource' | 'type'> = {}) => ({
  resource,
  type,
  ...rules,
});

export const policies = {
  users: policy('users', 'User', { secrets: { accessTokenHash: 'hasAccessToken' }, lookup: 'username' }),
  divisions: policy('divisions', 'Division', { lookup: 'identifier' }),
  branches: policy('branches', 'Branch', {
    // Visitors see enabled and public branches only (storefront.md §6).
    isPublic: (branch) => isPublicFlag(branch) && isNotDisabled(branch),
    branchIds: (branch) => [String(branch.id)],
    secrets: { apiKeyHash: 'hasApiKey' },
    lookup: 'identifier',
  }),
  departments: policy('departments', 'Department', { branchIds: ownBranch, searchFields: ['name', 'description'] }),
  menus: policy('menus', 'Menu', {
    branchIds: (menu) => (Array.isArray(menu.branches) ? menu.branches.map(refId).filter((id): id is string => id !== undefined) : []),
  }),
  // Decision: a disabled product or category that is not meant to stay visible when unavailable
  // is never listed for visitors (storefront.md §4 "Product availability"), whatever the time.
  categories: policy('categories', 'Category', { isPublic: (c) => isNotDisabled(c) || c.isVisibleWhenUnavailable === true }),
  tags: policy('tags', 'Tag'),
  products: policy('products', 'Product', { isPublic: (p) => isNotDisabled(p) || p.isVisibleWhenUnavailable === true }),
  orders: policy('orders', 'Order', { branchIds: ownBranch }),
  images: policy('images', 'Image', { searchFields: ['name', 'alt'] }),
  'image-templates': policy('image-templates', 'ImageTemplate', { lookup: 'identifier' }),
  uploads: policy('uploads', 'Upload'),
  devices: policy('devices', 'Device', { branchIds: ownBranch, secrets: { keyHash: 'hasKey' }, lookup: 'identifier' }),
  tables: policy('tables', 'Table', { branchIds: ownBranch }),
  sites: policy('sites', 'Site', { isPublic: isPublicFlag, lookup: 'path' }),
  redirects: policy('redirects', 'Redirect', { isPublic: isNotDisabled, lookup: 'path' }),
  blocks: policy('blocks', 'Block', { lookup: 'identifier' }),
  nodes: policy('nodes', 'Node', { isPublic: isPublicFlag, lookup: 'identifier' }),
  navigations: policy('navigations', 'Navigation', { isPublic: isPublicFlag, lookup: 'identifier' }),
  donatees: policy('donatees', 'Donatee', { isPublic: isNotDisabled, lookup: 'identifier' }),
  'working-activities': policy('working-activities', 'WorkingActivity'),
  'working-schedules': policy('working-schedules', 'WorkingSchedule'),
  projects: policy('projects', 'Project', { searchFields: ['name', 'description'] }),
  tasks: policy('tasks', 'Task', { searchFields: ['name', 'description'] }),
  scenes: policy('scenes', 'Scene', { lookup: 'path' }),
  'digital-signage-segments': policy('digital-signage-segments', 'DigitalSignageSegment', { searchFields: ['name'] }),
  'digital-signage-streams': policy('digital-signage-streams', 'DigitalSignageStream', { searchFields: ['name'] }),
  'digital-signage-devices': policy('digital-signage-devices', 'DigitalSignageDevice', {
    lookup: 'identifier',
    searchFields: ['name', 'identifier', 'description'],
  }),
  customers: policy('customers', 'Customer', { searchFields: ['companyName', 'firstName', 'lastName', 'email', 'phone', 'city'] }),
  'external-users': policy('external-users', 'ExternalUser', { searchFields: ['name', 'companyName', 'firstName', 'lastName', 'email'] }),
  'analytics-leads': policy('analytics-leads', 'AnalyticsLead', { searchFields: ['name', 'companyName', 'email', 'phone', 'source'] }),
  'qr-codes': policy('qr-codes', 'QrCode', { lookup: 'path' }),
  'analytics-log': policy('analytics-log', 'AnalyticsLogEntry'),
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
