/**
 * The route manifest: every /api route of the product, grouped into one Lambda per route group.
 *
 * It is the single source for
 * - the CDK api stack (one NodejsFunction per group, one HTTP API route per entry, JWT authorizer
 *   on `staff`/`admin` routes),
 * - the local HTTP server (infra/local), which turns requests into API Gateway v2 events with the
 *   same `routeKey` and `pathParameters` and calls the group's handler,
 * - each group's router (functions/lib/router.ts), which refuses requests whose caller does not
 *   satisfy the route's access rule,
 * - the manifest-wide access test.
 *
 * Paths are written like API Gateway route keys: `{name}` is a whole path segment. Where the spec
 * has a partial segment (`/fonts/google/{family}/style-{variant}.embed.css`) the route takes the
 * whole segment and the handler parses it.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route.
 * - public:       anyone; a signed-in caller is still recognised (e.g. /init adds users/me).
 * - staff:        a valid Cognito token with ROLE_EMPLOYEE or ROLE_ADMIN. Employees are limited to
 *                 the records of the route's `scope` (their branches, their own records), which the
 *                 resource's policy applies to the data (functions/lib/crud-routes.ts).
 * - admin:        a valid Cognito token with ROLE_ADMIN.
 * - orderScreen:  branch id + API key in the path (front-desk / back-office order screens).
 * - publicOrder:  order uid + hash in the path (the customer's status page).
 * - timeTracking: username + access token in the path.
 * - printer:      device id + printer key in the path (a receipt printer polling over CloudPRNT).
 * - signageDevice: device id + key in the path (a TV's player page: program and heartbeat); a
 *                 disabled TV is refused like an unknown one.
 */
export type Access = 'public' | 'staff' | 'admin' | 'orderScreen' | 'publicOrder' | 'timeTracking' | 'printer' | 'signageDevice';

/**
 * Which records an employee (a staff caller without ROLE_ADMIN) may reach on a route that admits
 * them; administrators reach every record. Enforced by the resource's policy
 * (functions/lib/policies.ts `branchIds` / `ownerIds`) in functions/lib/crud-routes.ts, and stated
 * here so the route table, docs/permissions.md and the access test read one source.
 * - branch: only records of the employee's branches (lists are filtered, a record of another
 *           branch answers 403 api.auth.branchForbidden; public reads still show public records).
 * - own:    only the employee's own records (`user.id`; others answer 403 api.auth.ownRecordsOnly).
 */
export type Scope = 'branch' | 'own';

export interface Route {
  method: HttpMethod;
  /** Full path incl. /api, API Gateway style, e.g. `/api/branches/{id}`. */
  path: string;
  access: Access;
  scope?: Scope;
}

export interface RouteGroup {
  /** Lambda name and folder: functions/<name>/index.ts. */
  name: string;
  routes: Route[];
}

export const routeKey = (route: Pick<Route, 'method' | 'path'>): string => `${route.method} ${route.path}`;

/** Where a group's Lambda handler lives, relative to the repository root. */
export const groupEntry = (group: Pick<RouteGroup, 'name'>): string => `functions/${group.name}/index.ts`;

/** Access of the generic routes of a resource: `read` for list and {id}, `write` for the rest, unless an action says otherwise. */
interface ResourceAccess {
  read: Access;
  write: Access;
  create?: Access;
  /** The employees' record limit on every route of the resource they may call. */
  scope?: Scope;
}

/** A route with the employees' record limit where employees may call it at all. */
const scoped = (route: Route, scope: Scope | undefined): Route =>
  scope && (route.access === 'staff' || route.access === 'public') ? { ...route, scope } : route;

/** GET list, GET {id}, POST, PUT {id}, DELETE {id} (backoffice.md §7 "Generic resource shape"). */
const crudRoutes = (resource: string, access: ResourceAccess): Route[] =>
  [
    { method: 'GET', path: `/api/${resource}`, access: access.read },
    { method: 'GET', path: `/api/${resource}/{id}`, access: access.read },
    { method: 'POST', path: `/api/${resource}`, access: access.create ?? access.write },
    { method: 'PUT', path: `/api/${resource}/{id}`, access: access.write },
    { method: 'DELETE', path: `/api/${resource}/{id}`, access: access.write },
  ].map((route) => scoped(route as Route, access.scope));

// The permission matrix (docs/permissions.md states it in words and is generated from it):
// Shop-wide catalogue and content: the storefront reads it without signing in (storefront.md §6;
// handlers hide non-public records from anonymous callers); only administrators change it.
const catalogue: ResourceAccess = { read: 'public', write: 'admin' };
// Branch data the storefront reads (branches, menus): employees see their branches' records.
const branchCatalogue: ResourceAccess = { read: 'public', write: 'admin', scope: 'branch' };
// Shop-wide back-office data (images, signage, projects, QR codes …): employees read, administrators change.
const shopInternal: ResourceAccess = { read: 'staff', write: 'admin' };
// Branch settings (departments, devices): employees read their branches' records, administrators change them.
const branchSettings: ResourceAccess = { read: 'staff', write: 'admin', scope: 'branch' };
// Branch work data (orders): employees read and change their branches' records.
const branchWork: ResourceAccess = { read: 'staff', write: 'staff', scope: 'branch' };
// Working time: an employee reads their own records; corrections go through an administrator.
const ownTime: ResourceAccess = { read: 'staff', write: 'admin', scope: 'own' };
// Accounts and personal data of people outside the staff (customers, external users, leads):
// administrators only (decision: counter staff see the customer's data on the order itself).
const adminOnly: ResourceAccess = { read: 'admin', write: 'admin' };

const group = (name: string, ...routes: Route[][]): RouteGroup => ({ name, routes: routes.flat() });

export const routeGroups: RouteGroup[] = [
  group('init', [
    { method: 'GET', path: '/api/init', access: 'public' },
    // The catalogue of one branch's store page (functions/init/index.ts): loaded with that page, not with init.
    { method: 'GET', path: '/api/init/store/{id}', access: 'public', scope: 'branch' },
  ]),
  group('config', [
    // Public callers get the public config fields only (storefront.md §3 "Config (public settings)").
    { method: 'GET', path: '/api/config', access: 'public' },
    { method: 'POST', path: '/api/config', access: 'admin' },
    // The web app manifest of the installable storefront (shared/web/app-manifest.ts).
    { method: 'GET', path: '/api/config/app-manifest', access: 'public' },
  ]),
  group(
    'users',
    [{ method: 'GET', path: '/api/users/me', access: 'staff' }],
    crudRoutes('users', adminOnly),
    // The Cognito account of a user (functions/users/accounts.ts): sign-in off and on, a new temporary password by e-mail.
    [
      { method: 'POST', path: '/api/users/{id}/disable', access: 'admin' },
      { method: 'POST', path: '/api/users/{id}/enable', access: 'admin' },
      { method: 'POST', path: '/api/users/{id}/reset-password', access: 'admin' },
    ],
    // The personal clock link (functions/users/time-tracking-link.ts): a new token answered once, or revoked.
    [
      { method: 'POST', path: '/api/users/{id}/time-tracking-link', access: 'admin' },
      { method: 'DELETE', path: '/api/users/{id}/time-tracking-link', access: 'admin' },
    ],
  ),
  group('logs', [
    { method: 'GET', path: '/api/logs', access: 'admin' },
    { method: 'GET', path: '/api/logs/{id}', access: 'admin' },
  ]),
  group('divisions', crudRoutes('divisions', { read: 'public', write: 'admin' })),
  group('branches', crudRoutes('branches', branchCatalogue), [
    { method: 'GET', path: '/api/branches/{id}/menus', access: 'public', scope: 'branch' },
    // The products sold out at the branch (functions/branches/sold-out.ts): the one catalogue
    // change employees make, for their own branches.
    { method: 'PUT', path: '/api/branches/{id}/sold-out', access: 'staff', scope: 'branch' },
  ]),
  group('departments', crudRoutes('departments', branchSettings)),
  group('menus', crudRoutes('menus', branchCatalogue)),
  group('categories', crudRoutes('categories', catalogue)),
  group('tags', crudRoutes('tags', catalogue)),
  group('products', crudRoutes('products', catalogue)),
  group(
    'orders',
    [
      { method: 'GET', path: '/api/orders/current', access: 'staff', scope: 'branch' },
      { method: 'GET', path: '/api/orders/missed', access: 'staff', scope: 'branch' },
      { method: 'GET', path: '/api/orders/frontdesk/{branchId}/{apiKey}', access: 'orderScreen' },
      { method: 'GET', path: '/api/orders/backoffice/{branchId}/{apiKey}', access: 'orderScreen' },
      // Order create of the storefront's checkout (storefront.md §7 "Order create": method and path
      // are ours; see functions/orders/create.ts).
      { method: 'POST', path: '/api/orders/public', access: 'public' },
      { method: 'GET', path: '/api/orders/public/{uid}/{hash}', access: 'publicOrder' },
      { method: 'POST', path: '/api/orders/public/{uid}/{hash}/confirm-counter-appointment', access: 'publicOrder' },
      { method: 'POST', path: '/api/orders/public/{uid}/{hash}/reject-counter-appointment', access: 'publicOrder' },
      { method: 'POST', path: '/api/orders/public/{uid}/{hash}/questionnaire', access: 'publicOrder' },
      ...['cancel', 'confirm', 'reject', 'in-delivery', 'completed'].map((action): Route => ({
        method: 'POST',
        path: `/api/orders/{id}/status/${action}`,
        access: 'staff',
        scope: 'branch',
      })),
      // Staff propose another time; the customer answers on the status page (functions/orders/counter-appointment.ts).
      { method: 'POST', path: '/api/orders/{id}/status/counter-appointment', access: 'staff', scope: 'branch' },
      // Rejects many orders at once (junk orders): each through the single reject (functions/orders/bulk-reject.ts).
      { method: 'POST', path: '/api/orders/bulk-reject', access: 'staff', scope: 'branch' },
      { method: 'POST', path: '/api/orders/{id}/print', access: 'staff', scope: 'branch' },
      { method: 'POST', path: '/api/orders/{id}/resend-new-order-email', access: 'staff', scope: 'branch' },
      { method: 'POST', path: '/api/orders/{id}/resend-new-order-sms', access: 'staff', scope: 'branch' },
      { method: 'PUT', path: '/api/orders/{id}/items/{itemIndex}', access: 'staff', scope: 'branch' },
    ],
    // GET /api/orders is also the history list with its filter params.
    crudRoutes('orders', branchWork),
  ),
  group('statistics', [
    // The caller's own profile figures; the shop's figures: administrators all branches, employees their branches' (functions/statistics).
    { method: 'GET', path: '/api/statistics/user-profile', access: 'staff', scope: 'own' },
    { method: 'GET', path: '/api/statistics/user-profile-working-activities', access: 'staff', scope: 'own' },
    { method: 'GET', path: '/api/statistics/{name}', access: 'staff', scope: 'branch' },
  ]),
  group('images', crudRoutes('images', shopInternal), [
    // A photo goes from the browser straight to S3 (a presigned POST); these routes hand out the upload (functions/images/uploads.ts).
    { method: 'POST', path: '/api/images/uploads', access: 'admin' },
    { method: 'POST', path: '/api/images/{id}/upload', access: 'admin' },
  ]),
  group('image-templates', crudRoutes('image-templates', shopInternal), [{ method: 'GET', path: '/api/image-templates/{id}/layers', access: 'staff' }]),
  group(
    'uploads',
    // The storefront uploads files for image/file parts of a product (storefront.md §7 "Upload create");
    // the uploads are customers' files: only administrators list, read, rename and delete them.
    crudRoutes('uploads', { read: 'admin', write: 'admin', create: 'public' }),
    // The file's and preview's addresses (they carry the publicHash the generic reads hide).
    [{ method: 'GET', path: '/api/uploads/{id}/links', access: 'admin' }],
  ),
  group('devices', crudRoutes('devices', branchSettings), [
    { method: 'POST', path: '/api/devices/{id}/test/notification', access: 'staff', scope: 'branch' },
    { method: 'POST', path: '/api/devices/{id}/test/print', access: 'staff', scope: 'branch' },
    { method: 'POST', path: '/api/devices/{id}/request-device-logs', access: 'staff', scope: 'branch' },
  ]),
  group('analytics-log', [
    { method: 'GET', path: '/api/analytics-log', access: 'admin' },
    { method: 'GET', path: '/api/analytics-log/{id}', access: 'admin' },
    { method: 'POST', path: '/api/analytics-log', access: 'public' },
  ]),
  // Decision: tables are the dine-in set-up of one branch; its employees keep them up to date.
  group('tables', crudRoutes('tables', { read: 'public', write: 'staff', scope: 'branch' })),
  group('sites', crudRoutes('sites', catalogue)),
  group('redirects', crudRoutes('redirects', catalogue)),
  group('blocks', crudRoutes('blocks', catalogue)),
  group('nodes', crudRoutes('nodes', catalogue)),
  group('navigations', crudRoutes('navigations', catalogue)),
  group('donatees', crudRoutes('donatees', catalogue)),
  group('working-activities', crudRoutes('working-activities', ownTime)),
  group('working-schedules', crudRoutes('working-schedules', ownTime)),
  group('time-tracking', [
    ...['me', 'working-schedules', 'working-activities', 'balances'].map((what): Route => ({
      method: 'GET',
      path: `/api/time-tracking/{username}/{accessToken}/${what}`,
      access: 'timeTracking',
    })),
    ...['start', 'end', 'pause', 'resume'].map((action): Route => ({
      method: 'POST',
      path: `/api/time-tracking/{username}/{accessToken}/working-activities/${action}`,
      access: 'timeTracking',
    })),
  ]),
  group('time-sheets', [
    { method: 'GET', path: '/api/time-sheets/holiday-balances', access: 'staff', scope: 'own' },
    { method: 'GET', path: '/api/time-sheets/balances', access: 'staff', scope: 'own' },
  ]),
  group('projects', crudRoutes('projects', shopInternal)),
  group('tasks', crudRoutes('tasks', shopInternal), [
    { method: 'POST', path: '/api/tasks/{id}/log-view', access: 'staff' },
    // The status alone: employees for the tasks assigned to them (functions/tasks), administrators for every task.
    { method: 'POST', path: '/api/tasks/{id}/status', access: 'staff' },
  ]),
  group('scenes', crudRoutes('scenes', shopInternal), [
    // A scene draft drawn with a branch's live data, for the editor's preview (functions/signage-player/program.ts).
    { method: 'POST', path: '/api/scenes/preview', access: 'admin' },
  ]),
  group('digital-signage-segments', crudRoutes('digital-signage-segments', shopInternal)),
  group('digital-signage-streams', crudRoutes('digital-signage-streams', shopInternal)),
  group('digital-signage-devices', crudRoutes('digital-signage-devices', shopInternal), [
    { method: 'POST', path: '/api/digital-signage-devices/{id}/command', access: 'admin' },
    { method: 'POST', path: '/api/digital-signage-devices/{id}/command/abort', access: 'admin' },
    // The program the TV plays, for the back office's "what this screen shows now".
    { method: 'GET', path: '/api/digital-signage-devices/{id}/program', access: 'staff' },
  ]),
  // The TV's player page (web/signage): its program (ETag, 304 while unchanged) and its heartbeat
  // (report in, the open command out), with the device's id and key in the path.
  group('signage-player', [
    { method: 'GET', path: '/api/signage/{deviceId}/{deviceKey}/program', access: 'signageDevice' },
    { method: 'POST', path: '/api/signage/{deviceId}/{deviceKey}/heartbeat', access: 'signageDevice' },
  ]),
  group('fonts', [
    { method: 'GET', path: '/api/fonts', access: 'public' },
    // The last segment is `style-{variant}.embed.css`; the handler parses it.
    { method: 'GET', path: '/api/fonts/google/{family}/{stylesheet}', access: 'public' },
  ]),
  group('content-ai', [
    { method: 'POST', path: '/api/content-ai/generate/site/{id}', access: 'admin' },
    { method: 'POST', path: '/api/content-ai/generate/image', access: 'admin' },
  ]),
  group('customers', crudRoutes('customers', adminOnly), [
    // A customer's orders (newest first, paged) and totals; DELETE is the GDPR erasure (functions/customers).
    { method: 'GET', path: '/api/customers/{id}/orders', access: 'admin' },
  ]),
  group('external-users', crudRoutes('external-users', adminOnly)),
  group('analytics-leads', crudRoutes('analytics-leads', adminOnly)),
  group('qr-codes', crudRoutes('qr-codes', shopInternal)),
  // Online payments (Mollie, Datatrans): the start of the payment after order create (redirects to
  // the provider's page), the providers' webhooks, the customer's return from the payment page
  // (checks the payment, redirects to the status page or checkout/error), and the staff's payment
  // check of an order. Every route that calls a provider is here, so the providers' clients stay
  // out of the other Lambdas (the orders bundle's 300 KB budget, DESIGN.md §9); the staff route
  // keeps the spec's path under /api/orders (backoffice.md §4).
  group('payments', [
    { method: 'GET', path: '/api/payments/start/{uid}/{hash}', access: 'publicOrder' },
    { method: 'POST', path: '/api/payments/mollie/webhook', access: 'public' },
    { method: 'POST', path: '/api/payments/datatrans/webhook', access: 'public' },
    { method: 'GET', path: '/api/payments/return/{uid}/{hash}', access: 'publicOrder' },
    { method: 'POST', path: '/api/orders/{id}/update-payment-status', access: 'staff', scope: 'branch' },
  ]),
  // Contact form of the content pages (storefront.md §7 "Submit contact form").
  group('forms', [{ method: 'POST', path: '/api/custom/form/{id}', access: 'public' }]),
  // The stored contact form submissions (functions/form-submissions): read and delete, no create or
  // change (they come in through the form). Decision: administrators only, like the customer
  // records: an enquiry carries a stranger's name, e-mail, phone and wishes.
  group('form-submissions', [
    { method: 'GET', path: '/api/form-submissions', access: 'admin' },
    { method: 'GET', path: '/api/form-submissions/{id}', access: 'admin' },
    { method: 'DELETE', path: '/api/form-submissions/{id}', access: 'admin' },
  ]),
  // Star CloudPRNT (functions/printing/cloudprnt.ts): the receipt printer polls (POST), fetches
  // its job (GET) and confirms it (DELETE) at the one URL it is configured with.
  group('printing', [
    { method: 'POST', path: '/api/cloudprnt/{deviceId}/{deviceKey}', access: 'printer' },
    { method: 'GET', path: '/api/cloudprnt/{deviceId}/{deviceKey}', access: 'printer' },
    { method: 'DELETE', path: '/api/cloudprnt/{deviceId}/{deviceKey}', access: 'printer' },
  ]),
];

/**
 * The storefront's page paths, outside /api (docs/website.md): CloudFront's default behaviour
 * sends every page path (no file extension; not /backend, /api, /image, /upload) and
 * /sitemap.xml and /robots.txt here, and functions/pages answers with the storefront's
 * index.html carrying the page's title, description and links, a redirect, the sitemap or
 * robots.txt. `/{path+}` is API Gateway's greedy parameter (the rest of the path). Kept out of
 * routeGroups: its answers are HTML and XML, not the API's `{"data": …}`, so the API's route
 * table, permission matrix and access and fuzz tests, which speak JSON, do not walk it; the api
 * stack and the local server add it themselves.
 */
export const pageRouteGroup: RouteGroup = group('pages', [
  { method: 'GET', path: '/', access: 'public' },
  { method: 'GET', path: '/{path+}', access: 'public' },
]);

/** Every route with its group, in manifest order. */
export const allRoutes = (): Array<Route & { group: string }> => routeGroups.flatMap((g) => g.routes.map((route) => ({ ...route, group: g.name })));
