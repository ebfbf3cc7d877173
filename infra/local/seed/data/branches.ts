/**
 * The organisation and the three branches of the demo shop, each showing a different part of the
 * opening-hours and ordering rules:
 * - Graz (Annenstraße): delivery with its own delivery hours and three delivery areas, dine-in
 *   with table selection, online payment; the first branch (its hours appear in the footer).
 * - Leibnitz (Hauptplatz): Monday is "Ruhetag" (a closed weekday rule), takeaway only, pickup
 *   appointment required, pre-orders, a closed message.
 * - Weiz (Birkfelder Straße): split opening hours (07:00–12:30 and 14:30–18:00) with a lunch
 *   break, dine-in and takeaway, online orders only from 09:00 (orderableFrom).
 * Every branch is closed on the Christmas holidays through `once` rules.
 */
import type { z } from 'zod';
import type { branchInputSchema, openingHoursRuleSchema } from '#shared/schemas/branch.ts';
import type { divisionInputSchema } from '#shared/schemas/organisation.ts';
import { branchIds, divisionIds, screenApiKeys, tagIds } from '../ids';
import type { SeedRecord } from '../types';

export const division: SeedRecord<typeof divisionInputSchema> = {
  id: divisionIds.main,
  identifier: 'fleischerei-gruber',
  name: 'Fleischerei Gruber',
  title: 'Unsere Filialen',
  description: 'Drei Filialen in der Steiermark – wählen Sie Ihre Filiale für Abholung, Lieferung oder Konsum vor Ort.',
};

/** Austrian public holidays at the end of 2026 on which every branch stays closed. */
const holidayClosures: z.input<typeof openingHoursRuleSchema>[] = [
  { type: 'once', date: '2026-12-25', isClosed: true },
  { type: 'once', date: '2026-12-26', isClosed: true },
  { type: 'once', date: '2027-01-01', isClosed: true },
  { type: 'once', date: '2027-01-06', isClosed: true },
];

type Branch = SeedRecord<typeof branchInputSchema>;

const noPaymentProviders = { isHydroAGVoucherEnabled: false, isDatatransEnabled: false };

export const grazBranch: Branch = {
  id: branchIds.graz,
  division: { id: divisionIds.main },
  identifier: 'graz',
  name: 'Graz Annenstraße',
  description:
    'Unser Stammhaus seit 1962: Frischfleisch aus der Steiermark, hausgemachte Wurst, heißer Leberkäse und ein Mittagsmenü zum Mitnehmen oder vor Ort. Wir liefern in Graz.',
  street: 'Annenstraße 23',
  zipCode: '8020',
  city: 'Graz',
  phone: '+43 316 714285',
  email: 'graz@fleischerei-gruber.example',
  latitude: 47.07148,
  longitude: 15.42982,
  keywords: 'Graz, Lend, Gries, Annenviertel, Hauptbahnhof, Lieferservice, Mittagstisch',
  tags: [{ id: tagIds.mittagsmenue }, { id: tagIds.lieferung }, { id: tagIds.leberkaese }, { id: tagIds.sitzplaetze }],
  images: [],
  isPublic: true,
  isEnabled: true,
  openingHours: [
    { type: 'daily', isClosed: false, from: '07:00', to: '18:30' },
    { type: 'saturday', isClosed: false, from: '07:00', to: '12:30' },
    { type: 'sunday', isClosed: true },
    // Christmas Eve: shorter hours instead of the regular Thursday.
    { type: 'once', date: '2026-12-24', isClosed: false, from: '07:00', to: '12:00' },
    ...holidayClosures,
  ],
  deliveryHours: [
    { type: 'daily', isClosed: false, from: '10:30', to: '14:00' },
    { type: 'daily', isClosed: false, from: '16:00', to: '18:00' },
    { type: 'saturday', isClosed: false, from: '09:00', to: '12:00' },
    { type: 'sunday', isClosed: true },
    ...holidayClosures,
  ],
  isDeliveryHoursEnabled: true,
  isTakeawayEnabled: true,
  isDineInEnabled: true,
  isDeliveryEnabled: true,
  isPreorderEnabled: true,
  isTableSelectionEnabled: true,
  isAppointmentRequired: false,
  isQuotationRequired: false,
  isDeliveryEmailRequired: true,
  isDeliveryPhoneRequired: true,
  isDeliveryAddressRequired: true,
  isDineInEmailRequired: false,
  isDineInPhoneRequired: false,
  isDineInAddressRequired: false,
  isTakeawayEmailRequired: false,
  isTakeawayPhoneRequired: true,
  isTakeawayAddressRequired: false,
  isCashEnabled: true,
  isATMCardEnabled: true,
  isMollieEnabled: true,
  ...noPaymentProviders,
  // Delivery fees carry the standard rate (20 %): delivery is a separate service here.
  deliveryAreas: [
    { area: 'Graz Lend und Gries (8020)', price: 2.9, tax: 20, free: false, freeFromOrderValue: 40, minimumOrderValue: 15 },
    { area: 'Graz Innenstadt (8010)', price: 3.9, tax: 20, free: false, freeFromOrderValue: 50, minimumOrderValue: 20 },
    { area: 'Graz Eggenberg (8052)', price: 4.9, tax: 20, free: false, freeFromOrderValue: 60, minimumOrderValue: 25 },
  ],
  // Write-only: stored as apiKeyHash (infra/local/seed/demo-shop.ts prepares branches like the API).
  apiKey: screenApiKeys.graz,
};

export const leibnitzBranch: Branch = {
  id: branchIds.leibnitz,
  division: { id: divisionIds.main },
  identifier: 'leibnitz',
  name: 'Leibnitz Hauptplatz',
  description:
    'Mitten am Hauptplatz: Südsteirische Spezialitäten, Grillfleisch für die Buschenschank-Saison und Platten für jedes Fest. Bestellen Sie online und holen Sie zur gewünschten Zeit ab.',
  street: 'Hauptplatz 12',
  zipCode: '8430',
  city: 'Leibnitz',
  phone: '+43 3452 82417',
  email: 'leibnitz@fleischerei-gruber.example',
  latitude: 46.78177,
  longitude: 15.53887,
  keywords: 'Leibnitz, Südsteiermark, Kaindorf, Wagna, Abholung, Vorbestellung, Catering',
  tags: [{ id: tagIds.parkplatz }, { id: tagIds.leberkaese }, { id: tagIds.catering }],
  images: [],
  isPublic: true,
  isEnabled: true,
  openingHours: [
    { type: 'monday', isClosed: true },
    { type: 'daily', isClosed: false, from: '07:00', to: '18:00' },
    { type: 'saturday', isClosed: false, from: '07:00', to: '12:00' },
    { type: 'sunday', isClosed: true },
    ...holidayClosures,
  ],
  deliveryHours: [],
  isDeliveryHoursEnabled: false,
  closedMessage: 'Montag ist bei uns Ruhetag. Ab Dienstag um 7:00 Uhr sind wir wieder für Sie da – Vorbestellungen nehmen wir gerne entgegen.',
  isTakeawayEnabled: true,
  isDineInEnabled: false,
  isDeliveryEnabled: false,
  isPreorderEnabled: true,
  isTableSelectionEnabled: false,
  isAppointmentRequired: true,
  isQuotationRequired: false,
  isDeliveryEmailRequired: false,
  isDeliveryPhoneRequired: false,
  isDeliveryAddressRequired: false,
  isDineInEmailRequired: false,
  isDineInPhoneRequired: false,
  isDineInAddressRequired: false,
  isTakeawayEmailRequired: true,
  isTakeawayPhoneRequired: true,
  isTakeawayAddressRequired: false,
  isCashEnabled: true,
  isATMCardEnabled: true,
  isMollieEnabled: false,
  ...noPaymentProviders,
  deliveryAreas: [],
};

export const weizBranch: Branch = {
  id: branchIds.weiz,
  division: { id: divisionIds.main },
  identifier: 'weiz',
  name: 'Weiz Birkfelder Straße',
  description:
    'Fleischerei mit Imbiss und 30 Sitzplätzen: Mittagsmenü, Stelze und Grillhendl, dazu Frischfleisch und Wurst aus dem Almenland. Mittags von 12:30 bis 14:30 geschlossen.',
  street: 'Birkfelder Straße 14',
  zipCode: '8160',
  city: 'Weiz',
  phone: '+43 3172 2385',
  email: 'weiz@fleischerei-gruber.example',
  latitude: 47.21862,
  longitude: 15.62634,
  keywords: 'Weiz, Almenland, Gleisdorf, Imbiss, Mittagstisch, Konsum vor Ort',
  tags: [{ id: tagIds.mittagsmenue }, { id: tagIds.parkplatz }, { id: tagIds.leberkaese }, { id: tagIds.sitzplaetze }],
  images: [],
  isPublic: true,
  isEnabled: true,
  // Two open rules on the same level give split hours with a lunch break.
  openingHours: [
    { type: 'daily', isClosed: false, from: '07:00', to: '12:30' },
    { type: 'daily', isClosed: false, from: '14:30', to: '18:00' },
    { type: 'saturday', isClosed: false, from: '07:00', to: '12:00' },
    { type: 'sunday', isClosed: true },
    ...holidayClosures,
  ],
  deliveryHours: [],
  isDeliveryHoursEnabled: false,
  // The counter serves walk-in customers first in the morning; online orders from 09:00.
  orderableFrom: '09:00',
  isTakeawayEnabled: true,
  isDineInEnabled: true,
  isDeliveryEnabled: false,
  isPreorderEnabled: false,
  isTableSelectionEnabled: true,
  isAppointmentRequired: false,
  isQuotationRequired: false,
  isDeliveryEmailRequired: false,
  isDeliveryPhoneRequired: false,
  isDeliveryAddressRequired: false,
  isDineInEmailRequired: false,
  isDineInPhoneRequired: false,
  isDineInAddressRequired: false,
  isTakeawayEmailRequired: false,
  isTakeawayPhoneRequired: true,
  isTakeawayAddressRequired: false,
  isCashEnabled: true,
  isATMCardEnabled: false,
  isMollieEnabled: false,
  isHydroAGVoucherEnabled: false,
  isDatatransEnabled: true,
  deliveryAreas: [],
};

/** In display order: the first branch's hours appear in the footer. */
export const branches = [grazBranch, leibnitzBranch, weizBranch];
