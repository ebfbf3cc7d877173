/**
 * The data areas of the back office: where they live, what the menu calls them, who sees them,
 * and their pages as lazy route modules, so a counter tablet that only opens the order screens
 * never downloads an editor (DESIGN.md §9). The menu (Shell.tsx) and the routes (App.tsx) both
 * read this list.
 *
 * An area is shown to whoever may use it: the one route of the manifest that decides it
 * (`visibleWith`) is asked through ./data/access.ts. Decision: the catalogue areas need its write
 * routes (employees could read the catalogue, but there is nothing for them to do there; they mark
 * products sold out from the order screens); branches, tables and devices show employees their own
 * branches' records. The website areas follow the catalogue: their routes are read by every
 * visitor and written by administrators, so they appear with their write routes (an employee sees
 * none of them); the enquiries of the contact form are administrators' to read.
 */
import type { ComponentType } from 'react';
import type { HttpMethod } from '#functions/manifest.ts';
import type { PlainMessageKey } from './i18n';
import { mayCall, type Viewer } from './data/access';

type PageModule = Promise<{ default: ComponentType }>;

export interface AreaPage {
  /** Below the area's path: '' (the list), 'new', ':id'. */
  path: string;
  load: () => PageModule;
}

export interface Area {
  path: string;
  label: PlainMessageKey;
  group: 'catalogue' | 'media' | 'shop' | 'workingTime' | 'projects' | 'signage' | 'website' | 'organisation' | 'contacts';
  visibleWith: { method: HttpMethod; path: string };
  pages: AreaPage[];
}

export const AREAS: readonly Area[] = [
  {
    path: 'products',
    label: 'backoffice.area.products',
    group: 'catalogue',
    visibleWith: { method: 'PUT', path: '/api/products/{id}' },
    pages: [
      { path: '', load: () => import('./catalogue/products/ProductsPage') },
      { path: 'new', load: () => import('./catalogue/products/ProductEditorPage') },
      { path: ':id', load: () => import('./catalogue/products/ProductEditorPage') },
    ],
  },
  {
    path: 'categories',
    label: 'backoffice.area.categories',
    group: 'catalogue',
    visibleWith: { method: 'PUT', path: '/api/categories/{id}' },
    pages: [
      { path: '', load: () => import('./catalogue/categories/CategoriesPage') },
      { path: 'new', load: () => import('./catalogue/categories/CategoryEditorPage') },
      { path: ':id', load: () => import('./catalogue/categories/CategoryEditorPage') },
    ],
  },
  {
    path: 'menus',
    label: 'backoffice.area.menus',
    group: 'catalogue',
    visibleWith: { method: 'PUT', path: '/api/menus/{id}' },
    pages: [
      { path: '', load: () => import('./catalogue/menus/MenusPage') },
      { path: 'new', load: () => import('./catalogue/menus/MenuEditorPage') },
      { path: ':id', load: () => import('./catalogue/menus/MenuEditorPage') },
    ],
  },
  {
    path: 'tags',
    label: 'backoffice.area.tags',
    group: 'catalogue',
    visibleWith: { method: 'PUT', path: '/api/tags/{id}' },
    pages: [
      { path: '', load: () => import('./catalogue/tags/TagsPage') },
      { path: 'new', load: () => import('./catalogue/tags/TagEditorPage') },
      { path: ':id', load: () => import('./catalogue/tags/TagEditorPage') },
    ],
  },
  // Media: the image library appears with its write route (as the catalogue); customers' uploads
  // are personal files, administrators only (their list route).
  {
    path: 'images',
    label: 'mediaAdmin.area.images',
    group: 'media',
    visibleWith: { method: 'PUT', path: '/api/images/{id}' },
    pages: [
      { path: '', load: () => import('./media/images/ImagesPage') },
      { path: ':id', load: () => import('./media/images/ImageEditorPage') },
    ],
  },
  {
    path: 'uploads',
    label: 'mediaAdmin.area.uploads',
    group: 'media',
    visibleWith: { method: 'GET', path: '/api/uploads' },
    pages: [
      { path: '', load: () => import('./media/uploads/UploadsPage') },
      { path: ':id', load: () => import('./media/uploads/UploadEditorPage') },
    ],
  },
  {
    path: 'sites',
    label: 'websiteAdmin.area.sites',
    group: 'website',
    visibleWith: { method: 'PUT', path: '/api/sites/{id}' },
    pages: [
      { path: '', load: () => import('./website/sites/SitesPage') },
      { path: 'new', load: () => import('./website/sites/SiteEditorPage') },
      { path: ':id', load: () => import('./website/sites/SiteEditorPage') },
    ],
  },
  {
    path: 'nodes',
    label: 'websiteAdmin.area.nodes',
    group: 'website',
    visibleWith: { method: 'PUT', path: '/api/nodes/{id}' },
    pages: [
      { path: '', load: () => import('./website/nodes/NodesPage') },
      { path: 'new', load: () => import('./website/nodes/NodeEditorPage') },
      { path: ':id', load: () => import('./website/nodes/NodeEditorPage') },
    ],
  },
  {
    path: 'navigations',
    label: 'websiteAdmin.area.navigations',
    group: 'website',
    visibleWith: { method: 'PUT', path: '/api/navigations/{id}' },
    pages: [
      { path: '', load: () => import('./website/navigations/NavigationsPage') },
      { path: 'new', load: () => import('./website/navigations/NavigationEditorPage') },
      { path: ':id', load: () => import('./website/navigations/NavigationEditorPage') },
    ],
  },
  {
    path: 'blocks',
    label: 'websiteAdmin.area.blocks',
    group: 'website',
    visibleWith: { method: 'PUT', path: '/api/blocks/{id}' },
    pages: [
      { path: '', load: () => import('./website/blocks/BlocksPage') },
      { path: 'new', load: () => import('./website/blocks/BlockEditorPage') },
      { path: ':id', load: () => import('./website/blocks/BlockEditorPage') },
    ],
  },
  {
    path: 'redirects',
    label: 'websiteAdmin.area.redirects',
    group: 'website',
    visibleWith: { method: 'PUT', path: '/api/redirects/{id}' },
    pages: [
      { path: '', load: () => import('./website/redirects/RedirectsPage') },
      { path: 'new', load: () => import('./website/redirects/RedirectEditorPage') },
      { path: ':id', load: () => import('./website/redirects/RedirectEditorPage') },
    ],
  },
  {
    path: 'qr-codes',
    label: 'qrCodesAdmin.area',
    group: 'website',
    visibleWith: { method: 'PUT', path: '/api/qr-codes/{id}' },
    pages: [
      { path: '', load: () => import('./qr-codes/QrCodesPage') },
      { path: 'new', load: () => import('./qr-codes/QrCodeEditorPage') },
      { path: ':id', load: () => import('./qr-codes/QrCodeEditorPage') },
    ],
  },
  // Projects and tasks: shop-wide data every staff member reads (the board is the employees'
  // task list); administrators change them, an employee moves the tasks assigned to them.
  {
    path: 'tasks',
    label: 'projectsAdmin.tasks.area',
    group: 'projects',
    visibleWith: { method: 'GET', path: '/api/tasks' },
    pages: [
      { path: '', load: () => import('./projects/TasksPage') },
      { path: 'new', load: () => import('./projects/TaskEditorPage') },
      { path: ':id', load: () => import('./projects/TaskEditorPage') },
    ],
  },
  {
    path: 'projects',
    label: 'projectsAdmin.projects.area',
    group: 'projects',
    visibleWith: { method: 'GET', path: '/api/projects' },
    pages: [
      { path: '', load: () => import('./projects/ProjectsPage') },
      { path: 'new', load: () => import('./projects/ProjectEditorPage') },
      { path: ':id', load: () => import('./projects/ProjectEditorPage') },
    ],
  },
  {
    path: 'form-submissions',
    label: 'formSubmissions.area',
    group: 'website',
    visibleWith: { method: 'GET', path: '/api/form-submissions' },
    pages: [
      { path: '', load: () => import('./website/submissions/SubmissionsPage') },
      { path: ':id', load: () => import('./website/submissions/SubmissionPage') },
    ],
  },
  // The storefront's analytics log: administrators only (its list route), read-only.
  {
    path: 'analytics-log',
    label: 'analyticsAdmin.area',
    group: 'website',
    visibleWith: { method: 'GET', path: '/api/analytics-log' },
    pages: [
      { path: '', load: () => import('./analytics-log/AnalyticsLogPage') },
      { path: ':id', load: () => import('./analytics-log/AnalyticsLogEntryPage') },
    ],
  },
  {
    path: 'donatees',
    label: 'backoffice.area.donatees',
    group: 'website',
    visibleWith: { method: 'PUT', path: '/api/donatees/{id}' },
    pages: [
      { path: '', load: () => import('./website/donatees/DonateesPage') },
      { path: 'new', load: () => import('./website/donatees/DonateeEditorPage') },
      { path: ':id', load: () => import('./website/donatees/DonateeEditorPage') },
    ],
  },
  // Image templates: with their write route (administrators), like the library's images.
  {
    path: 'image-templates',
    label: 'imageTemplatesAdmin.area',
    group: 'media',
    visibleWith: { method: 'PUT', path: '/api/image-templates/{id}' },
    pages: [
      { path: '', load: () => import('./media/templates/ImageTemplatesPage') },
      { path: 'new', load: () => import('./media/templates/ImageTemplateEditorPage') },
      { path: ':id', load: () => import('./media/templates/ImageTemplateEditorPage') },
    ],
  },
  // Label sheets: everyone who may read the products (administrators and employees: printing
  // price labels is counter work).
  {
    path: 'labels',
    label: 'labelSheetsAdmin.area',
    group: 'media',
    visibleWith: { method: 'GET', path: '/api/products' },
    pages: [{ path: '', load: () => import('./media/labels/LabelSheetsPage') }],
  },
  // Digital signage: scenes with their write route (administrators), like the image templates.
  {
    path: 'signage/scenes',
    label: 'signageAdmin.area.scenes',
    group: 'signage',
    visibleWith: { method: 'PUT', path: '/api/scenes/{id}' },
    pages: [
      { path: '', load: () => import('./signage/scenes/ScenesPage') },
      { path: 'new', load: () => import('./signage/scenes/SceneEditorPage') },
      { path: ':id', load: () => import('./signage/scenes/SceneEditorPage') },
    ],
  },
  // Filmsequenzen and streams with their write routes, as the scenes; the TVs with their list:
  // employees see whether the shop's screens are online and what they show.
  {
    path: 'signage/segments',
    label: 'signageAdmin.area.segments',
    group: 'signage',
    visibleWith: { method: 'PUT', path: '/api/digital-signage-segments/{id}' },
    pages: [
      { path: '', load: () => import('./signage/segments/SegmentsPage') },
      { path: 'new', load: () => import('./signage/segments/SegmentEditorPage') },
      { path: ':id', load: () => import('./signage/segments/SegmentEditorPage') },
    ],
  },
  {
    path: 'signage/streams',
    label: 'signageAdmin.area.streams',
    group: 'signage',
    visibleWith: { method: 'PUT', path: '/api/digital-signage-streams/{id}' },
    pages: [
      { path: '', load: () => import('./signage/streams/StreamsPage') },
      { path: 'new', load: () => import('./signage/streams/StreamEditorPage') },
      { path: ':id', load: () => import('./signage/streams/StreamEditorPage') },
    ],
  },
  {
    path: 'signage/devices',
    label: 'signageAdmin.area.devices',
    group: 'signage',
    visibleWith: { method: 'GET', path: '/api/digital-signage-devices' },
    pages: [
      { path: '', load: () => import('./signage/devices/DevicesPage') },
      { path: 'new', load: () => import('./signage/devices/DeviceEditorPage') },
      { path: ':id', load: () => import('./signage/devices/DeviceEditorPage') },
    ],
  },
  // Statistik: whoever may read the statistics (administrators; employees for their own branches
  // where the manifest lets them).
  {
    path: 'statistics',
    label: 'statisticsAdmin.area',
    group: 'shop',
    visibleWith: { method: 'GET', path: '/api/statistics/{name}' },
    pages: [{ path: '', load: () => import('./statistics/StatisticsPage') }],
  },
  // Stundenzettel and the profile with working-time charts: every staff member (an employee sees
  // their own sheet and profile, an administrator everyone's).
  {
    path: 'time-sheets',
    label: 'timeSheetsAdmin.area',
    group: 'workingTime',
    visibleWith: { method: 'GET', path: '/api/time-sheets/balances' },
    pages: [{ path: '', load: () => import('./time-sheets/TimeSheetPage') }],
  },
  {
    path: 'profile',
    label: 'timeSheetsAdmin.profile.area',
    group: 'workingTime',
    visibleWith: { method: 'GET', path: '/api/statistics/user-profile' },
    pages: [{ path: '', load: () => import('./profile/ProfilePage') }],
  },
  {
    path: 'branches',
    label: 'backoffice.area.branches',
    group: 'shop',
    visibleWith: { method: 'GET', path: '/api/branches' },
    pages: [
      { path: '', load: () => import('./branches/BranchesPage') },
      { path: 'new', load: () => import('./branches/BranchEditorPage') },
      { path: ':id', load: () => import('./branches/BranchEditorPage') },
    ],
  },
  {
    path: 'tables',
    label: 'backoffice.area.tables',
    group: 'shop',
    visibleWith: { method: 'POST', path: '/api/tables' },
    pages: [
      { path: '', load: () => import('./tables/TablesPage') },
      { path: 'new', load: () => import('./tables/TableEditorPage') },
      { path: 'print', load: () => import('./tables/TablesPrintPage') },
      { path: ':id', load: () => import('./tables/TableEditorPage') },
    ],
  },
  {
    path: 'devices',
    label: 'backoffice.nav.devices',
    group: 'shop',
    visibleWith: { method: 'GET', path: '/api/devices' },
    pages: [{ path: '', load: () => import('./devices/DevicesPage') }],
  },
  {
    path: 'settings',
    label: 'backoffice.area.settings',
    group: 'shop',
    visibleWith: { method: 'POST', path: '/api/config' },
    pages: [{ path: '', load: () => import('./settings/SettingsPage') }],
  },
  // Working time: activities and schedules for whoever may read them (an employee their own,
  // read-only); the warnings are administrators' (the activities' write route); the holiday
  // accounts for everyone (an employee sees their own).
  {
    path: 'working-activities',
    label: 'workingTimeAdmin.area.activities',
    group: 'workingTime',
    visibleWith: { method: 'GET', path: '/api/working-activities' },
    pages: [
      { path: '', load: () => import('./working-time/ActivitiesPage') },
      { path: 'new', load: () => import('./working-time/ActivityEditorPage') },
      { path: ':id', load: () => import('./working-time/ActivityEditorPage') },
    ],
  },
  {
    path: 'working-schedules',
    label: 'workingTimeAdmin.area.schedules',
    group: 'workingTime',
    visibleWith: { method: 'GET', path: '/api/working-schedules' },
    pages: [
      { path: '', load: () => import('./working-time/SchedulesPage') },
      { path: 'new', load: () => import('./working-time/ScheduleEditorPage') },
      { path: ':id', load: () => import('./working-time/ScheduleEditorPage') },
    ],
  },
  {
    path: 'working-time-warnings',
    label: 'workingTimeAdmin.area.warnings',
    group: 'workingTime',
    visibleWith: { method: 'PUT', path: '/api/working-activities/{id}' },
    pages: [{ path: '', load: () => import('./working-time/WarningsPage') }],
  },
  {
    path: 'holiday-accounts',
    label: 'workingTimeAdmin.area.holidays',
    group: 'workingTime',
    visibleWith: { method: 'GET', path: '/api/time-sheets/holiday-balances' },
    pages: [{ path: '', load: () => import('./working-time/HolidayAccountsPage') }],
  },
  // Staff accounts: administrators only (every users route but /users/me is admin).
  {
    path: 'users',
    label: 'usersAdmin.area',
    group: 'organisation',
    visibleWith: { method: 'GET', path: '/api/users' },
    pages: [
      { path: '', load: () => import('./users/UsersPage') },
      { path: 'new', load: () => import('./users/UserEditorPage') },
      { path: ':id', load: () => import('./users/UserEditorPage') },
      // A user's working-time profile (administrators; the same page as 'Mein Profil').
      { path: ':id/profile', load: () => import('./profile/ProfilePage') },
    ],
  },
  // Organisation: divisions are administrators' (their write route); departments show employees
  // their branches' departments read-only (the list route is staff, scope branch).
  {
    path: 'divisions',
    label: 'backoffice.area.divisions',
    group: 'organisation',
    visibleWith: { method: 'PUT', path: '/api/divisions/{id}' },
    pages: [
      { path: '', load: () => import('./organisation/divisions/DivisionsPage') },
      { path: 'new', load: () => import('./organisation/divisions/DivisionEditorPage') },
      { path: ':id', load: () => import('./organisation/divisions/DivisionEditorPage') },
    ],
  },
  {
    path: 'departments',
    label: 'backoffice.area.departments',
    group: 'organisation',
    visibleWith: { method: 'GET', path: '/api/departments' },
    pages: [
      { path: '', load: () => import('./organisation/departments/DepartmentsPage') },
      { path: 'new', load: () => import('./organisation/departments/DepartmentEditorPage') },
      { path: ':id', load: () => import('./organisation/departments/DepartmentEditorPage') },
    ],
  },
  // The audit log of staff writes: administrators only (its list route), read-only.
  {
    path: 'logs',
    label: 'auditAdmin.area',
    group: 'organisation',
    visibleWith: { method: 'GET', path: '/api/logs' },
    pages: [
      { path: '', load: () => import('./logs/LogsPage') },
      { path: ':id', load: () => import('./logs/LogPage') },
    ],
  },
  // Contacts: personal data of people outside the staff, administrators only (their list routes).
  {
    path: 'customers',
    label: 'customersAdmin.area',
    group: 'contacts',
    visibleWith: { method: 'GET', path: '/api/customers' },
    pages: [
      { path: '', load: () => import('./customers/CustomersPage') },
      { path: 'new', load: () => import('./customers/CustomerPage') },
      { path: ':id', load: () => import('./customers/CustomerPage') },
    ],
  },
  {
    path: 'external-users',
    label: 'organisationAdmin.area.externalUsers',
    group: 'contacts',
    visibleWith: { method: 'GET', path: '/api/external-users' },
    pages: [
      { path: '', load: () => import('./contacts/external-users/ExternalUsersPage') },
      { path: 'new', load: () => import('./contacts/external-users/ExternalUserEditorPage') },
      { path: ':id', load: () => import('./contacts/external-users/ExternalUserEditorPage') },
    ],
  },
  {
    path: 'analytics-leads',
    label: 'organisationAdmin.area.leads',
    group: 'contacts',
    visibleWith: { method: 'GET', path: '/api/analytics-leads' },
    pages: [
      { path: '', load: () => import('./contacts/leads/LeadsPage') },
      { path: 'new', load: () => import('./contacts/leads/LeadEditorPage') },
      { path: ':id', load: () => import('./contacts/leads/LeadEditorPage') },
    ],
  },
];

export function visibleAreas(viewer: Viewer): Area[] {
  return AREAS.filter((area) => mayCall(viewer, area.visibleWith.method, area.visibleWith.path));
}
