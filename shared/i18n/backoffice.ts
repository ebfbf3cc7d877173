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
} as const;
// 'Schriftarten' is plural: it takes 'konnten' (the spec's pattern writes the singular for all).
const PLURAL_RESOURCES: readonly string[] = ['fonts'];

const CRUD_ACTIONS = { load: 'geladen', create: 'erstellt', update: 'aktualisiert', delete: 'gelöscht' } as const;

export type CrudResource = keyof typeof CRUD_RESOURCES;
export type CrudAction = keyof typeof CRUD_ACTIONS;
export type CrudMessageKey = `backend.${CrudResource}.${CrudAction}Failed`;

/** 'Gerät konnte nicht geladen werden.' … for every resource and action: 80 messages. */
const crudMessages = Object.fromEntries(
  Object.entries(CRUD_RESOURCES).flatMap(([resource, name]) =>
    Object.entries(CRUD_ACTIONS).map(([action, participle]) => [
      `backend.${resource}.${action}Failed`,
      `${name} ${PLURAL_RESOURCES.includes(resource) ? 'konnten' : 'konnte'} nicht ${participle} werden.`,
    ]),
  ),
) as Record<CrudMessageKey, string>;

export const backofficeMessages = {
  ...crudMessages,

  // Staff toolbar (§2)
  'backend.toolbar.toBackend': 'Ins Backend wechseln',
  'backend.toolbar.signOut': 'Abmelden',

  // Data areas the spec names in German (§2)
  'backend.area.divisions': 'Organisationen',
  'backend.area.branches': 'Filialen',
  'backend.area.departments': 'Abteilungen',
  'backend.area.menus': 'Produktkataloge',
  'backend.area.donatees': 'Spendenempfänger',

  // Local settings (§3); labels are ours.
  'backend.settings.showProductData': 'Produktdaten anzeigen',
  'backend.settings.showCustomerData': 'Kundendaten anzeigen',

  // Loading failures (§8)
  // 'Daten konnten nicht geladen werden.' (the initial load) is in storefront.ts: both apps show it.
  'backend.imagesLoadFailed': 'Bilder konnten nicht geladen werden.',
  'backend.imageTemplatesLoadFailed': 'Bildvorlagen konnten nicht geladen werden.',
  'backend.uploadsLoadFailed': 'Uploads konnten nicht geladen werden.',
  'backend.divisionsLoadFailed': 'Organisationen konnten nicht geladen werden.',
  'backend.branchesLoadFailed': 'Filialen konnten nicht geladen werden.',
  'backend.departmentsLoadFailed': 'Abteilungen konnten nicht geladen werden.',
  'backend.menusLoadFailed': 'Produktkataloge konnten nicht geladen werden.',
  'backend.categoriesLoadFailed': 'Kategorien konnten nicht geladen werden.',
  'backend.tagsLoadFailed': 'Tags konnten nicht geladen werden.',
  'backend.productsLoadFailed': 'Produkte konnten nicht geladen werden.',
  'backend.ordersLoadFailed': 'Bestellungen konnten nicht geladen werden.',
  'backend.usersLoadFailed': 'Benutzer konnten nicht geladen werden.',
  'backend.logsLoadFailed': 'Logs konnten nicht geladen werden.',
  'backend.statisticsLoadFailed': 'Statistik konnte nicht geladen werden.',
  'backend.configLoadFailed': 'Konfiguration konnte nicht geladen werden.',
  'backend.currentUserLoadFailed': 'Aktiver Benutzer konnte nicht geladen werden.',
  'backend.userLoadFailed': 'Benutzer konnte nicht geladen werden.',
  'backend.workPlanLoadFailed': 'Arbeitsplanung konnte nicht geladen werden.',
  'backend.creditsLoadFailed': 'Guthaben konnten nicht geladen werden.',
  'backend.holidayBalancesLoadFailed': 'Urlaubskonten konnten nicht geladen werden.',
  'backend.timeBalancesLoadFailed': 'Zeitsalden konnten nicht geladen werden.',

  // Orders, config, devices, signage, time tracking (§8)
  'backend.order.cancelFailed': 'Bestellung konnte nicht storniert werden.',
  'backend.order.printFailed': 'Beleg konnte nicht gedruckt werden.',
  'backend.order.paymentCheckFailed': 'Zahlungsstatus konnte nicht überprüft werden.',
  'backend.order.resendFailed': 'Bestätigung konnte nicht versendet werden.',
  'backend.config.saveFailed': 'Konfiguration konnte nicht gespeichert werden.',
  'backend.device.testFailed': 'Test nicht erfolgreich.',
  'backend.device.logRequestFailed': 'Log konnte nicht angefordert werden.',
  'backend.signage.commandFailed': 'Befehl konnte nicht ausgeführt werden.',
  'backend.signage.abortFailed': 'Befehl konnte nicht abgebrochen werden.',
  'backend.timeTracking.startFailed': 'Aktivität konnte nicht gestartet werden.',
  'backend.timeTracking.endFailed': 'Aktivität konnte nicht beendet werden.',
  'backend.timeTracking.pauseFailed': 'Aktivität konnte nicht pausiert werden.',
  'backend.timeTracking.resumeFailed': 'Aktivität konnte nicht fortgesetzt werden.',

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
  return `backend.${resource}.${action}Failed`;
}
