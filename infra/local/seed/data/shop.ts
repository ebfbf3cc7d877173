/**
 * Shop-wide data of the demo shop: configuration, tables, donation recipients and staff users.
 */
import type { z } from 'zod';
import type { configSchema } from '#shared/schemas/config.ts';
import type { tableInputSchema } from '#shared/schemas/branch.ts';
import type { donateeInputSchema } from '#shared/schemas/content.ts';
import type { Role, userInputSchema } from '#shared/schemas/user.ts';
import { branchIds, donateeIds, tableIds, timeClockKeys, userIds } from '../ids';
import type { SeedRecord } from '../types';
import { allergenInformation, imprint, privacyPolicy, termsAndConditions, toMarkdown } from './legal-texts';

export const config: z.input<typeof configSchema> = {
  shopName: 'Fleischerei Gruber',
  businessName: 'Fleischerei Gruber GmbH',
  title: 'Fleischerei Gruber – Fleisch und Wurst aus der Steiermark',
  description:
    'Frischfleisch, hausgemachte Wurst, heißer Leberkäse und ein tägliches Mittagsmenü aus unseren drei Filialen in Graz, Leibnitz und Weiz. Online bestellen und abholen, liefern lassen oder vor Ort genießen.',
  seoTitle: 'Fleischerei Gruber | Fleischerei in Graz, Leibnitz und Weiz – online bestellen',
  seoDescription:
    'Steirisches Rind- und Schweinefleisch, Wurst nach Familienrezept, Party-Platten und Spanferkel. Jetzt online vorbestellen und in Graz, Leibnitz oder Weiz abholen.',
  street: 'Annenstraße 23',
  zipCode: '8020',
  city: 'Graz',
  phone: '+43 316 714285',
  email: 'office@fleischerei-gruber.example',
  website: 'https://www.fleischerei-gruber.example',
  currency: 'EUR',
  defaultDeliveryMethod: 'takeaway',
  disableTickets: false,
  // Texts instead of external addresses: the footer and checkout link to the /site/… pages.
  privacyPolicyText: toMarkdown(privacyPolicy),
  termsAndConditionsText: toMarkdown(termsAndConditions),
  imprintText: toMarkdown(imprint),
  allergensText: toMarkdown(allergenInformation),
  mapboxZoom: 19,
  mapboxPitch: 55,
  mapboxBearing: -85,
  isCashEnabled: true,
  isATMCardEnabled: true,
  isHydroAGVoucherEnabled: false,
  isMollieEnabled: true,
  // Datatrans is offered by Weiz only (branches.ts); locally both providers are fakes (infra/local/fakes).
  isDatatransEnabled: true,
  enablePluginPWA: false,
  enablePluginToolbar: true,
  enablePluginHomePage: false,
  enablePluginSearch: true,
  enablePluginTags: true,
  // The map loads its tiles from an external service, and only after cookie consent.
  enablePluginMapbox: true,
  enablePluginCategoryBar: true,
  enablePluginSMS: false,
  enablePluginDonations: true,
  enablePluginFrontdesk: true,
  enablePluginOrderReviews: true,
  notificationEmail: 'bestellungen@fleischerei-gruber.example',
  notificationPhone: '+43 316 714285',
};

type Table = SeedRecord<typeof tableInputSchema>;

const table = (id: string, identifier: string, branchId: string, name: string, seats: number): Table => ({
  id,
  identifier,
  name,
  seats,
  branch: { id: branchId },
});

/** Dine-in branches only: Graz and Weiz. */
export const tables: Table[] = [
  table(tableIds.grazT1, 'T1', branchIds.graz, 'Tisch 1 (Fenster)', 4),
  table(tableIds.grazT2, 'T2', branchIds.graz, 'Tisch 2', 4),
  table(tableIds.grazT3, 'T3', branchIds.graz, 'Tisch 3', 6),
  table(tableIds.grazT4, 'T4', branchIds.graz, 'Stehtisch 4', 2),
  table(tableIds.weizT1, 'T1', branchIds.weiz, 'Tisch 1', 4),
  table(tableIds.weizT2, 'T2', branchIds.weiz, 'Tisch 2', 4),
  table(tableIds.weizT3, 'T3', branchIds.weiz, 'Gastgarten', 8),
];

/** Fictional local charities. */
export const donatees: SeedRecord<typeof donateeInputSchema>[] = [
  {
    id: donateeIds.tafel,
    identifier: 'lebensmittelbruecke-graz',
    name: 'Lebensmittelbrücke Graz',
    description: 'Verein, der überschüssige Lebensmittel von Betrieben abholt und an Sozialmärkte und Notschlafstellen in Graz verteilt.',
  },
  {
    id: donateeIds.tierheim,
    identifier: 'tierhilfe-suedsteiermark',
    name: 'Tierhilfe Südsteiermark',
    description: 'Ehrenamtlich geführtes Tierheim in der Nähe von Leibnitz, das Hunde, Katzen und Kleintiere versorgt und vermittelt.',
  },
  {
    id: donateeIds.feuerwehr,
    identifier: 'jugendfeuerwehr-almenland',
    name: 'Jugendfeuerwehr Almenland',
    description: 'Nachwuchsarbeit der freiwilligen Feuerwehren rund um Weiz: Ausrüstung, Zeltlager und Erste-Hilfe-Kurse für Jugendliche.',
  },
];

export interface DemoUser {
  id: string;
  username: string;
  email: string;
  /**
   * LOCAL DEMO ONLY. These passwords are published in the README and printed on start; they
   * exist only in cognito-local on a developer machine and must never be used anywhere else.
   */
  password: string;
  /** Display name. */
  name: string;
  roles: Role[];
  branchIds: string[];
}

/** One administrator and one employee per branch; Cognito users are created from this list. */
export const demoUsers: DemoUser[] = [
  {
    id: userIds.admin,
    username: 'admin',
    email: 'johann.gruber@fleischerei-gruber.example',
    password: 'Gruber-Admin-2026!',
    name: 'Johann Gruber',
    roles: ['ROLE_ADMIN'],
    branchIds: [branchIds.graz, branchIds.leibnitz, branchIds.weiz],
  },
  {
    id: userIds.graz,
    username: 'team-graz',
    email: 'sabine.holzer@fleischerei-gruber.example',
    password: 'Graz-Theke-2026!',
    name: 'Sabine Holzer',
    roles: ['ROLE_EMPLOYEE'],
    branchIds: [branchIds.graz],
  },
  {
    id: userIds.leibnitz,
    username: 'team-leibnitz',
    email: 'markus.pichler@fleischerei-gruber.example',
    password: 'Leibnitz-Theke-2026!',
    name: 'Markus Pichler',
    roles: ['ROLE_EMPLOYEE'],
    branchIds: [branchIds.leibnitz],
  },
  {
    id: userIds.weiz,
    username: 'team-weiz',
    email: 'elisabeth.kainz@fleischerei-gruber.example',
    password: 'Weiz-Theke-2026!',
    name: 'Elisabeth Kainz',
    roles: ['ROLE_EMPLOYEE'],
    branchIds: [branchIds.weiz],
  },
];

/** The users' records in the table (no password: Cognito holds the credentials). */
export const users: SeedRecord<typeof userInputSchema>[] = demoUsers.map((user) => {
  const [firstName, ...lastName] = user.name.split(' ');
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    roles: user.roles,
    branches: user.branchIds.map((id) => ({ id })),
    user: { firstName, lastName: lastName.join(' ') },
    ...(user.id === userIds.weiz ? { accessToken: timeClockKeys.weiz } : {}),
  };
});
