/**
 * Test data for the handler tests: two branches, an administrator and employees of each branch
 * (User records plus signed tokens), and a valid body for every generic resource.
 */
import { ulid } from 'ulid';
import { createEntity, updateEntity, type StoredEntity } from '#functions/db/repository.ts';
import { hashSecret } from '#functions/lib/secrets.ts';
import type { ResourceName } from '#functions/lib/policies.ts';
import { startTokenFactory, type TokenFactory } from './tokens';

export const unique = (prefix: string): string => `${prefix}-${ulid().toLowerCase()}`;

export interface Actors {
  tokens: TokenFactory;
  branchA: StoredEntity;
  branchB: StoredEntity;
  /** Plain API key of branch A's order screens. */
  apiKeyA: string;
  admin: { token: string; user: StoredEntity };
  /** Employee of branch A. */
  employee: { token: string; user: StoredEntity };
  /** Employee of branch B only. */
  otherEmployee: { token: string; user: StoredEntity };
  /** A user with a time-tracking access token. */
  timeTracker: { username: string; accessToken: string; user: StoredEntity };
  /** Signed by a key the server does not know. */
  foreignToken: string;
}

async function staffUser(tokens: TokenFactory, role: string, branches: StoredEntity[]) {
  const username = unique(role === 'ROLE_ADMIN' ? 'admin' : 'mitarbeiter');
  const user = await createEntity('User', {
    username,
    name: `Test ${username}`,
    roles: [role],
    branches: branches.map((branch) => ({ id: branch.id })),
    user: {},
  });
  return { token: tokens.sign({ username, groups: [role] }), user };
}

/** Starts the token factory (JWKS) and stores the actors. */
export async function createActors(): Promise<Actors> {
  const tokens = await startTokenFactory();
  const apiKeyA = `key-${ulid()}-${ulid()}`;
  const branchA = await createEntity('Branch', {
    ...sampleBody('branches', undefined),
    name: 'Filiale A',
    isPublic: false,
    apiKeyHash: hashSecret(apiKeyA),
  });
  const branchB = await createEntity('Branch', { ...sampleBody('branches', undefined), name: 'Filiale B', isPublic: true });
  const accessToken = `tt-${ulid()}`;
  const ttUsername = unique('zeit');
  const timeTrackerUser = await createEntity('User', {
    username: ttUsername,
    name: 'Zeiterfassung',
    roles: [],
    branches: [],
    user: {},
    accessTokenHash: hashSecret(accessToken),
  });
  return {
    tokens,
    branchA,
    branchB,
    apiKeyA,
    admin: await staffUser(tokens, 'ROLE_ADMIN', []),
    employee: await staffUser(tokens, 'ROLE_EMPLOYEE', [branchA]),
    otherEmployee: await staffUser(tokens, 'ROLE_EMPLOYEE', [branchB]),
    timeTracker: { username: ttUsername, accessToken, user: timeTrackerUser },
    foreignToken: tokens.signWithForeignKey({ username: 'fremd', groups: ['ROLE_ADMIN'] }),
  };
}

/** Gives the employee one more branch (e.g. a branch created for one test). */
export async function assignBranch(employee: { user: StoredEntity }, branch: StoredEntity): Promise<void> {
  const branches = [...((employee.user.branches as Array<{ id: string }>) ?? []), { id: branch.id }];
  employee.user = await updateEntity('User', employee.user.id, { ...employee.user, branches }, employee.user.version);
}

const image = { id: ulid(), version: 1, extension: 'jpg' };

/** A real 1×1 PNG. */
export const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Body of POST /api/uploads: the storefront sends the file as a data URL, not the record of `sampleBody`. */
export const uploadCreateBody = (): { data: string; name: string } => ({ data: `data:image/png;base64,${PNG_1X1.toString('base64')}`, name: 'Foto.png' });

/** Body of POST /api/images/uploads and /api/images/{id}/upload: the file the browser is about to send to S3. */
export const imageUploadBody = (): { name: string; contentType: string; size: number } => ({ name: 'Theke.jpg', contentType: 'image/jpeg', size: 348_211 });

/**
 * A valid POST body of a resource. Unique values are fresh on every call; branch-scoped records
 * belong to `branchId`. Records that can be hidden from visitors are not public.
 */
export function sampleBody(resource: ResourceName, branchId: string | undefined): Record<string, unknown> {
  const branch = { id: branchId ?? ulid() };
  switch (resource) {
    case 'users':
      return { username: unique('nutzer'), name: 'Anna Huber', email: 'anna@example.at', roles: ['ROLE_EMPLOYEE'], branches: [branch] };
    case 'divisions':
      return { identifier: unique('org'), name: 'Fleischerei' };
    case 'branches':
      return {
        identifier: unique('filiale'),
        name: 'Filiale',
        street: 'Hauptplatz 1',
        zipCode: '8010',
        city: 'Graz',
        isPublic: false,
        openingHours: [
          { type: 'daily', from: '07:00', to: '18:00' },
          { type: 'sunday', isClosed: true },
        ],
        deliveryAreas: [{ area: '8010 Graz', price: 3.5, tax: 20, minimumOrderValue: 20 }],
      };
    case 'departments':
      return { name: 'Küche', branch };
    case 'menus':
      return { name: 'Hauptkatalog', branches: [branch], catalog: [{ id: ulid(), products: [ulid()] }] };
    case 'categories':
      return { name: 'Wurst', isEnabled: false };
    case 'tags':
      return { name: 'Parkplatz', image };
    case 'products':
      return {
        name: 'Leberkäse',
        price: 2.4,
        tax: 10,
        unit: 'kilogram',
        alternativeUnits: [{ unit: 'decagram', ratio: 0.01 }],
        isEnabled: false,
        config: { parts: [{ name: 'Sauce', type: 'select', options: [{ name: 'Senf' }] }] },
      };
    case 'orders':
      return {
        branch,
        firstName: 'Max',
        lastName: 'Muster',
        email: 'max@example.at',
        items: [{ product: { id: ulid(), name: 'Leberkäse' }, amount: 0.2, unit: 'kilogram' }],
      };
    case 'images':
      return { name: 'Theke', alt: 'Die Theke mit Leberkäse' };
    case 'image-templates':
      return { identifier: unique('vorlage'), name: 'Angebot', width: 1080, height: 1080, layers: [{ name: 'Titel', type: 'text', width: 500, height: 100 }] };
    case 'uploads':
      return { name: 'Foto', extension: 'png', mimeType: 'image/png' };
    case 'devices':
      return { identifier: unique('drucker'), name: 'Bondrucker', kind: 'printer', branch };
    case 'tables':
      return { identifier: unique('tisch'), branch };
    case 'sites':
      return { path: `/${unique('seite')}`, name: 'Über uns', type: 'default', content: { blocks: [{ type: 'text', value: { text: 'Hallo' } }] } };
    case 'redirects':
      return { path: `/${unique('alt')}`, target: '/neu', isEnabled: false };
    case 'blocks':
      return { identifier: unique('block'), name: 'Kopfbereich', content: { text: 'Willkommen' } };
    case 'nodes':
      return { type: 'employee', identifier: unique('team'), content: { firstName: 'Eva', lastName: 'Berger' } };
    case 'navigations':
      return { identifier: unique('nav'), items: [{ type: 'link', label: 'Facebook', target: 'https://facebook.com', children: [] }] };
    case 'donatees':
      return { name: 'Tierheim', isEnabled: false };
    case 'working-activities':
      return { user: { id: ulid() }, start: '2026-11-02T07:00:00.000Z', end: '2026-11-02T15:00:00.000Z' };
    case 'working-schedules':
      return { user: { id: ulid() }, validFrom: '2026-11-02', minutesPerWeekday: [480, 480, 480, 480, 480, 0, 0] };
    case 'projects':
      return { name: 'Umbau Theke', status: 'open' };
    case 'tasks':
      return { name: 'Fliesen bestellen', priority: 'high' };
    case 'scenes':
      return {
        path: `/${unique('szene')}`,
        name: 'Mittagsmenü',
        orientation: 'landscape',
        background: '#111111',
        regions: [
          { id: 'titel', kind: 'text', frame: { x: 5, y: 5, width: 90, height: 15 }, text: 'Heute zu Mittag', size: 8 },
          { id: 'uhr', kind: 'clock', frame: { x: 70, y: 80, width: 25, height: 15 }, showDate: true },
        ],
      };
    case 'digital-signage-segments':
      return { name: 'Angebot', items: [{ scene: { id: ulid() }, durationSeconds: 15 }] };
    case 'digital-signage-streams':
      return { name: 'Schaufenster', entries: [{ segment: { id: ulid() }, weekdays: [0, 1, 2, 3, 4], from: '07:00', to: '11:00' }] };
    case 'digital-signage-devices':
      return { identifier: unique('tv'), name: 'TV Eingang', rotation: 0, screenSchedule: [{ weekdays: [], from: '06:30', to: '19:00' }] };
    case 'customers':
      return { firstName: 'Max', lastName: 'Muster', email: 'max@example.at' };
    case 'external-users':
      return { name: 'Steuerberatung' };
    case 'analytics-leads':
      return { name: 'Catering Anfrage', email: 'lead@example.at' };
    case 'qr-codes':
      return { path: `/${unique('qr')}`, name: 'Tischaufsteller', target: '/store/graz' };
    case 'analytics-log':
      return { type: 'event', action: 'click', category: 'store', data: { label: 'Jetzt bestellen' } };
    case 'form-submissions':
      return {
        formId: ulid(),
        formName: 'Catering-Anfrage',
        entries: [{ key: 'name', label: 'Name', kind: 'text', value: 'Anna Huber', text: 'Anna Huber' }],
        sender: 'Anna Huber',
      };
  }
}
