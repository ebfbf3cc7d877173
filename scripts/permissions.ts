/**
 * The permission matrix: who may call which route, read from the manifest (functions/manifest.ts:
 * each route's `access` and `scope`) and the resource policies (functions/lib/policies.ts:
 * visibility, branch and owner rules, references checked on delete). It is the one statement of
 * the rules that
 * - `npm run routes` writes to docs/permissions.md (a table per route group, plus the decisions),
 * - test/integration/access.int.test.ts asserts for every route and caller,
 * - test/lint/permissions-doc.test.ts keeps docs/permissions.md in step with.
 * The server applies the same data: the router checks `access` (functions/lib/access.ts), the
 * CRUD helpers the policy's branch and owner rules (functions/lib/crud-routes.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { policies, type ResourcePolicy } from '#functions/lib/policies.ts';
import { routeGroups, routeKey, type Access, type Route } from '#functions/manifest.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PERMISSIONS_DOC = 'docs/permissions.md';

/** The callers of the matrix; `employee` belongs to the record's branch (or owns the record). */
export type Actor = 'visitor' | 'invalidToken' | 'employee' | 'otherEmployee' | 'admin';
export const DOC_ACTORS: Actor[] = ['visitor', 'employee', 'otherEmployee', 'admin'];

export type Denial = { status: number; code: string };
/**
 * What a caller gets: a denial, or an allow with its limit:
 * - all:      every record the route addresses;
 * - public:   only records visitors may see (others answer 404 to visitors, 403 to employees);
 * - filtered: a list of the records of the employee's branches (own records for `own`);
 * - own:      the caller's own records only;
 * - key:      decided by the credentials in the path, not by the caller.
 */
export type Cell = Denial | { allow: 'all' | 'public' | 'filtered' | 'own' | 'key' };

export const DENIALS = {
  required: { status: 401, code: 'auth.required' },
  invalidToken: { status: 401, code: 'auth.invalidToken' },
  forbidden: { status: 403, code: 'auth.forbidden' },
  branchForbidden: { status: 403, code: 'auth.branchForbidden' },
  ownRecordsOnly: { status: 403, code: 'auth.ownRecordsOnly' },
} as const;

/** The answer to a call with wrong path credentials (or an unknown branch, order, user, device). */
export const WRONG_CREDENTIALS: Partial<Record<Access, Denial>> = {
  orderScreen: { status: 401, code: 'auth.invalidApiKey' },
  publicOrder: { status: 404, code: 'entity.notFound' },
  timeTracking: { status: 401, code: 'auth.invalidAccessToken' },
  printer: { status: 401, code: 'auth.invalidDeviceKey' },
  signageDevice: { status: 401, code: 'auth.invalidSignageKey' },
};

/** Routes on the path of a resource but served by another group: the resource whose records they work on. */
export const RESOURCE_OF_ROUTE: Readonly<Record<string, string>> = {
  'POST /api/orders/{id}/update-payment-status': 'orders',
};

/** The resource policy of a route, where the route works on records of one resource. */
export function policyOfRoute(route: Route): ResourcePolicy | undefined {
  const named = RESOURCE_OF_ROUTE[routeKey(route)];
  if (named) return (policies as Record<string, ResourcePolicy>)[named];
  const segment = /^\/api\/([^/]+)/.exec(route.path)?.[1];
  return segment ? (policies as Record<string, ResourcePolicy | undefined>)[segment] : undefined;
}

/** Whether the route addresses one record (its `{id}`, or a write whose body names the records). */
const addressesRecord = (route: Route): boolean => route.path.includes('{id}') || route.method !== 'GET';

/**
 * The matrix cell of a route for a caller, for a record the employee may reach and the other
 * employee may not (another branch, another user). `publiclyVisible`: whether the addressed record
 * is one visitors may see (public reads of a record of another branch admit those only).
 */
export function permissionCell(route: Route, actor: Actor, publiclyVisible = false): Cell {
  const signedIn = actor === 'employee' || actor === 'otherEmployee' || actor === 'admin';
  switch (route.access) {
    case 'public': {
      const hidesRecords = route.method === 'GET' && policyOfRoute(route)?.isPublic !== undefined && route.path !== '/api/init';
      if (!signedIn) return { allow: hidesRecords ? 'public' : 'all' };
      if (actor !== 'otherEmployee' || route.scope !== 'branch') return { allow: 'all' };
      if (!addressesRecord(route)) return { allow: 'filtered' };
      if (route.method !== 'GET' || !publiclyVisible) return DENIALS.branchForbidden;
      return { allow: policyOfRoute(route)?.isPublic ? 'public' : 'all' };
    }
    case 'staff':
    case 'admin': {
      if (actor === 'visitor') return DENIALS.required;
      if (actor === 'invalidToken') return DENIALS.invalidToken;
      if (actor === 'admin') return { allow: 'all' };
      if (route.access === 'admin') return DENIALS.forbidden;
      if (route.scope === 'own') {
        if (actor === 'otherEmployee' && route.path.includes('{id}')) return DENIALS.ownRecordsOnly;
        return { allow: route.path.includes('{id}') ? 'all' : 'own' };
      }
      if (route.scope === 'branch') {
        if (!addressesRecord(route)) return { allow: 'filtered' };
        return actor === 'otherEmployee' ? DENIALS.branchForbidden : { allow: 'all' };
      }
      return { allow: 'all' };
    }
    default:
      return { allow: 'key' };
  }
}

const ACTOR_TITLES: Record<Actor, string> = {
  visitor: 'visitor',
  invalidToken: 'invalid token',
  employee: 'employee of the branch',
  otherEmployee: 'employee of another branch',
  admin: 'admin',
};

function cellText(route: Route, actor: Actor): string {
  const cell = permissionCell(route, actor, route.access === 'public');
  if ('status' in cell) return `no (${cell.status})`;
  if (actor === 'otherEmployee' && route.access === 'public' && route.scope === 'branch' && addressesRecord(route)) {
    return cell.allow === 'public' ? 'public records only (403 for the others)' : 'yes';
  }
  if (actor === 'otherEmployee' && route.scope === 'own' && cell.allow === 'own') return 'own records only';
  if (actor === 'otherEmployee' && cell.allow === 'public') return 'public records only';
  switch (cell.allow) {
    case 'all':
      if (actor === 'employee' && route.scope === 'own') return 'own records only';
      if (actor === 'employee' && route.scope === 'branch') return 'yes (own branches)';
      return 'yes';
    case 'public':
      return 'public records only';
    case 'filtered':
      return route.access === 'public' ? 'public records and own branches' : 'own branches only (filtered)';
    case 'own':
      return 'own records only';
    case 'key':
      return 'with the key in the path';
  }
}

const DELETE_CHECKS = (): string[] =>
  Object.values(policies as Record<string, ResourcePolicy>)
    .filter((policy) => policy.references?.length)
    .map(
      (policy) =>
        `- \`DELETE /api/${policy.resource}/{id}\`: refused while ${policy.references!.map((reference) => `a ${reference.from}`).join(', ')} points at it`,
    );

const INTRO = `# Permissions

Who may do what, per route: generated by \`npm run routes\` (scripts/permissions.ts) from the route
manifest (\`functions/manifest.ts\`: each route's \`access\` and \`scope\`) and the resource policies
(\`functions/lib/policies.ts\`); test/integration/access.int.test.ts calls every route as each caller
below and expects exactly these cells. Do not edit by hand.

Callers: a **visitor** (no sign-in; an invalid or expired token counts as a visitor on public
routes and is refused with 401 on the others), an **employee** (ROLE_EMPLOYEE) of the record's
branch or the owner of the record, an employee of **another branch** (or another user), an
**admin** (ROLE_ADMIN, every branch). Routes with credentials in the path (order screens, the
public order, time tracking, printers, TVs) are decided by those credentials alone: a wrong or unknown
key answers 401 (404 for the public order) to everyone.

## How it is enforced

- \`access\` (public, staff, admin, path credentials) is checked by the router before the handler
  (functions/lib/access.ts): 401 without a valid sign-in, 403 \`auth.forbidden\` without the role.
- \`scope: 'branch'\`: employees reach records of their branches only (the policy's \`branchIds\`);
  lists are filtered, another branch's record answers 403 \`auth.branchForbidden\`, a public read
  still shows what visitors see. \`scope: 'own'\`: employees read their own records only (the
  policy's \`ownerIds\`, 403 \`auth.ownRecordsOnly\`) and change none. Applied in
  functions/lib/crud-routes.ts (\`canRead\`, \`canWrite\`, \`readableRecord\`, \`visibleRecords\`).

## Decisions

- Shop-wide data (catalogue, content, media, signage, projects and tasks, QR codes, divisions) is
  the administrators': employees read what the back office shows them, only admins change it.
- Branch data: branches and menus are changed by admins (a menu sets what every listed branch
  sells); departments and devices are read by the branch's employees, changed by admins; tables
  (the dine-in set-up of one branch) and orders are read and changed by the branch's employees.
  An order's extra actions (status, print, resend, item change, payment check, bulk reject) follow
  the order's branch.
- Sold out: \`PUT /api/branches/{id}/sold-out\` with \`{ productId, soldOut }\` marks one product
  sold out at the branch for today, or available again: employees of that branch and admins (the
  current orders' „Ausverkauft“ panel). The list is stored on the branch with its day in the
  shop's time zone (\`soldOutProductIds\`, \`soldOutDate\`, kept by the branch edit) and is in
  effect on that day only: the next morning the products are back by themselves. The storefront
  shows them disabled at that branch (shared/menu \`menuGroups\`, the open store page reads the
  branches again every 15 s), and order create refuses them there for that day with
  „… ist in dieser Filiale leider ausverkauft …“.
- Working time (working activities and schedules, the time-sheet balances, the profile
  statistics): an employee reads their own records; corrections go through an administrator, so
  every write is admin-only.
- Customers, external users and analytics leads are personal data of people outside the staff:
  admins only. Counter staff do not need them: an order carries the customer's name and contact
  data itself (backoffice.md has no customer look-up at the counter).
- Uploads are customers' files: the storefront's \`POST /api/uploads\` stays public; list, read,
  rename and delete are admin-only. \`publicHash\` (the secret of the file's public address) never
  appears in list or read answers (\`hasPublicHash\` instead); only the storefront's create answer
  carries it.
- Shop statistics (\`GET /api/statistics/{name}\`, docs/statistics.md): administrators read every
  branch or one; an employee reads the branches they belong to (one with \`branch\`, without it
  the sum of theirs; another branch: 403). Signage device commands are admin-only.
- QR codes: a target is a path of this shop ('/…', not '//…') or an https URL on
  \`QR_TARGET_HOSTS\` (shared/schemas/crm.ts, empty: none); others are refused at the field with
  „Bitte geben Sie einen Pfad dieses Shops … an.“

## Deletes

A delete that would leave references dangling answers 409 \`entity.inUse\` naming up to three of the
records that still point at it („Kategorie kann nicht gelöscht werden, solange darauf verwiesen
wird: Produktkatalog „Hauptkatalog“.“). Checked (the policies' \`references\`, a scan of the
referring type; orders only while open: not completed, rejected, canceled or failed):

`;

/** docs/permissions.md as `npm run routes` writes it. */
export function renderPermissionsDoc(): string {
  const lines = [INTRO + DELETE_CHECKS().join('\n'), ''];
  lines.push(
    'Not checked: references from orders to products, tags or images (orders keep their own copy of the names and prices), and images or uploads used in content.',
    '',
  );
  lines.push('## The matrix', '');
  for (const group of routeGroups) {
    lines.push(`### ${group.name}`, '');
    lines.push(`| route | ${DOC_ACTORS.map((actor) => ACTOR_TITLES[actor]).join(' | ')} |`);
    lines.push(`|---|${DOC_ACTORS.map(() => '---').join('|')}|`);
    for (const route of group.routes) {
      lines.push(`| \`${routeKey(route)}\` | ${DOC_ACTORS.map((actor) => cellText(route, actor)).join(' | ')} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const path = join(ROOT, PERMISSIONS_DOC);
  const text = renderPermissionsDoc();
  let before = '';
  try {
    before = readFileSync(path, 'utf8');
  } catch {
    // first run: no file yet
  }
  if (before !== text) writeFileSync(path, text);
  console.log(`${PERMISSIONS_DOC}: ${before === text ? 'up to date' : 'written'}`);
}
