/**
 * Back-office texts named by backoffice.md (§2 staff toolbar and data areas, §3 local settings,
 * §8 fallback error messages, §9 font weights). Order failures shared with the status page
 * ('Bestellstatus konnte nicht geändert werden.', 'Bewertung konnte nicht gesendet werden.') are
 * in order-status.ts.
 */

/** The resources of the pattern '{Resource} konnte nicht geladen / erstellt / aktualisiert / gelöscht werden.' */
const CRUD_RESOURCES = {
  device: 'Gerät',
  table: 'Tisch',
  site: 'Seite',
  redirect: 'Redirect',
  node: 'Inhalt',
  donatee: 'Spendenempfänger',
  qrCode: 'QR Code',
  workingActivity: 'Aktivität',
  workingSchedule: 'Planung',
  project: 'Projekt',
  task: 'Aufgabe',
  scene: 'Szene',
  signageSegment: 'Filmsequenz',
  signageStream: 'Stream',
  signageDevice: 'TV',
  lead: 'Lead',
  log: 'Log',
  navigation: 'Navigation',
  customer: 'Kunde',
  fonts: 'Schriftarten',
  // The catalogue and branch editors follow the same pattern (the spec lists no texts for them).
  product: 'Produkt',
  category: 'Kategorie',
  tag: 'Tag',
  menu: 'Produktkatalog',
  branch: 'Filiale',
  // The website's reusable blocks follow the pattern too.
  block: 'Block',
} as const;
// 'Schriftarten' is plural: it takes 'konnten' (the spec's pattern writes the singular for all).
const PLURAL_RESOURCES: readonly string[] = ['fonts'];

const CRUD_ACTIONS = { load: 'geladen', create: 'erstellt', update: 'aktualisiert', delete: 'gelöscht' } as const;

export type CrudResource = keyof typeof CRUD_RESOURCES;
export type CrudAction = keyof typeof CRUD_ACTIONS;
export type CrudMessageKey = `backoffice.${CrudResource}.${CrudAction}Failed`;

/** 'Gerät konnte nicht geladen werden.' … for every resource and action. */
const crudMessages = Object.fromEntries(
  Object.entries(CRUD_RESOURCES).flatMap(([resource, name]) =>
    Object.entries(CRUD_ACTIONS).map(([action, participle]) => [
      `backoffice.${resource}.${action}Failed`,
      `${name} ${PLURAL_RESOURCES.includes(resource) ? 'konnten' : 'konnte'} nicht ${participle} werden.`,
    ]),
  ),
) as Record<CrudMessageKey, string>;

export const backofficeMessages = {
  ...crudMessages,

  // Staff toolbar (§2)
  'backoffice.toolbar.toBackoffice': 'Ins Backend wechseln',
  'backoffice.toolbar.signOut': 'Abmelden',

  // Data areas the spec names in German (§2)
  'backoffice.area.divisions': 'Organisationen',
  'backoffice.area.branches': 'Filialen',
  'backoffice.area.departments': 'Abteilungen',
  'backoffice.area.menus': 'Produktkataloge',
  'backoffice.area.donatees': 'Spendenempfänger',
  // The menu's other areas (labels are ours where the spec names none).
  'backoffice.area.catalogue': 'Katalog',
  'backoffice.area.products': 'Produkte',
  'backoffice.area.categories': 'Kategorien',
  'backoffice.area.tags': 'Tags',
  'backoffice.area.tables': 'Tische',
  'backoffice.area.settings': 'Einstellungen',
  'backoffice.area.shop': 'Filialen & Betrieb',
  'backoffice.area.workingTime': 'Arbeitszeit',
  'backoffice.area.projects': 'Projekte & Aufgaben',
  'backoffice.area.signage': 'Digital Signage',

  // Local settings (§3); labels are ours.
  'backoffice.settings.showProductData': 'Produktdaten anzeigen',
  'backoffice.settings.showCustomerData': 'Kundendaten anzeigen',

  // Loading failures (§8)
  // 'Daten konnten nicht geladen werden.' (the initial load) is in storefront.ts: both apps show it.
  'backoffice.imagesLoadFailed': 'Bilder konnten nicht geladen werden.',
  'backoffice.imageTemplatesLoadFailed': 'Bildvorlagen konnten nicht geladen werden.',
  'backoffice.uploadsLoadFailed': 'Uploads konnten nicht geladen werden.',
  'backoffice.divisionsLoadFailed': 'Organisationen konnten nicht geladen werden.',
  'backoffice.branchesLoadFailed': 'Filialen konnten nicht geladen werden.',
  'backoffice.departmentsLoadFailed': 'Abteilungen konnten nicht geladen werden.',
  'backoffice.menusLoadFailed': 'Produktkataloge konnten nicht geladen werden.',
  'backoffice.categoriesLoadFailed': 'Kategorien konnten nicht geladen werden.',
  'backoffice.tagsLoadFailed': 'Tags konnten nicht geladen werden.',
  'backoffice.productsLoadFailed': 'Produkte konnten nicht geladen werden.',
  'backoffice.ordersLoadFailed': 'Bestellungen konnten nicht geladen werden.',
  'backoffice.usersLoadFailed': 'Benutzer konnten nicht geladen werden.',
  'backoffice.logsLoadFailed': 'Logs konnten nicht geladen werden.',
  'backoffice.statisticsLoadFailed': 'Statistik konnte nicht geladen werden.',
  'backoffice.configLoadFailed': 'Konfiguration konnte nicht geladen werden.',
  'backoffice.currentUserLoadFailed': 'Aktiver Benutzer konnte nicht geladen werden.',
  'backoffice.userLoadFailed': 'Benutzer konnte nicht geladen werden.',
  'backoffice.workPlanLoadFailed': 'Arbeitsplanung konnte nicht geladen werden.',
  'backoffice.creditsLoadFailed': 'Guthaben konnten nicht geladen werden.',
  'backoffice.holidayBalancesLoadFailed': 'Urlaubskonten konnten nicht geladen werden.',
  'backoffice.timeBalancesLoadFailed': 'Zeitsalden konnten nicht geladen werden.',

  // Orders, config, devices, signage, time tracking (§8)
  'backoffice.order.cancelFailed': 'Bestellung konnte nicht storniert werden.',
  'backoffice.order.printFailed': 'Beleg konnte nicht gedruckt werden.',
  'backoffice.order.paymentCheckFailed': 'Zahlungsstatus konnte nicht überprüft werden.',
  'backoffice.order.resendFailed': 'Bestätigung konnte nicht versendet werden.',
  'backoffice.config.saveFailed': 'Konfiguration konnte nicht gespeichert werden.',
  'backoffice.device.testFailed': 'Test nicht erfolgreich.',
  'backoffice.device.logRequestFailed': 'Log konnte nicht angefordert werden.',
  'backoffice.signage.commandFailed': 'Befehl konnte nicht ausgeführt werden.',
  'backoffice.signage.abortFailed': 'Befehl konnte nicht abgebrochen werden.',
  'backoffice.timeTracking.startFailed': 'Aktivität konnte nicht gestartet werden.',
  'backoffice.timeTracking.endFailed': 'Aktivität konnte nicht beendet werden.',
  'backoffice.timeTracking.pauseFailed': 'Aktivität konnte nicht pausiert werden.',
  'backoffice.timeTracking.resumeFailed': 'Aktivität konnte nicht fortgesetzt werden.',

  // Font weights (§9)
  'fontWeight.100': 'Thin',
  'fontWeight.200': 'Extralight',
  'fontWeight.300': 'Light',
  'fontWeight.400': 'Regular',
  'fontWeight.500': 'Medium',
  'fontWeight.600': 'Semibold',
  'fontWeight.700': 'Bold',
  'fontWeight.800': 'Extrabold',
  'fontWeight.900': 'Black',
} as const;

/** The key of '{Resource} konnte nicht … werden.' for a resource and action. */
export function crudFailedKey(resource: CrudResource, action: CrudAction): CrudMessageKey {
  return `backoffice.${resource}.${action}Failed`;
}
