/**
 * The sections and fields of the settings form (the shop configuration, shared/schemas/config.ts):
 * which field of the config each control edits, its German label and help, and the facts the
 * schema already knows (which fields the storefront reads, the longest text a field takes).
 *
 * Decisions:
 * - "im Shop sichtbar" marks exactly the fields of `publicConfigSchema` (what GET /api/config
 *   answers anonymous callers, i.e. what every visitor can read), so the mark follows the schema.
 * - The default order type and the ticket switch are neither shop data nor notifications; they get
 *   their own short section "Bestellung".
 * - Every field of the config has exactly one place here (settings-fields.test.ts checks it), so a
 *   new config field cannot be forgotten by the form.
 */
import * as z from 'zod';
import { PUBLIC_CONFIG_FIELDS, configSchema, type Config, type DELIVERY_METHODS } from '#shared/schemas/config.ts';
import type { PlainMessageKey } from '../i18n';

type KeysOf<Value> = { [Key in keyof Config]-?: NonNullable<Config[Key]> extends Value ? Key : never }[keyof Config];

export type TextKey = Exclude<KeysOf<string>, 'defaultDeliveryMethod'>;
export type NumberKey = KeysOf<number>;
export type SwitchKey = KeysOf<boolean>;
export type LegalKey = 'termsAndConditions' | 'privacyPolicy' | 'imprint' | 'allergens';

interface Labelled {
  label: PlainMessageKey;
  help?: PlainMessageKey;
}

export type SettingField =
  | (Labelled & { kind: 'text'; key: TextKey; type?: 'text' | 'email' | 'tel' | 'url'; multiLine?: boolean })
  | (Labelled & { kind: 'number'; key: NumberKey; unit?: PlainMessageKey; integer?: boolean })
  | (Labelled & { kind: 'switch'; key: SwitchKey })
  | (Labelled & { kind: 'deliveryMethod'; key: 'defaultDeliveryMethod' })
  /** A legal document: its external address and its own markdown text (the text wins in the shop). */
  | { kind: 'legal'; key: LegalKey; text: `${LegalKey}Text`; label: PlainMessageKey }
  /** The caps of one online order, with the per-branch order values (./OrderCapsFields.tsx). */
  | { kind: 'orderCaps'; key: 'orderCaps' };

export interface SettingsSection {
  /** The section's anchor (#settings-shop). */
  id: string;
  legend: PlainMessageKey;
  help?: PlainMessageKey;
  fields: readonly SettingField[];
}

const legal = (key: LegalKey, label: PlainMessageKey): SettingField => ({ kind: 'legal', key, text: `${key}Text`, label });
type PluginName = 'pwa' | 'toolbar' | 'homePage' | 'search' | 'tags' | 'mapbox' | 'categoryBar' | 'sms' | 'donations' | 'frontdesk' | 'orderReviews';
const plugin = (key: SwitchKey, name: PluginName): SettingField => ({
  kind: 'switch',
  key,
  label: `settingsAdmin.plugin.${name}`,
  help: `settingsAdmin.plugin.${name}.help`,
});

export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  {
    id: 'shop',
    legend: 'settingsAdmin.section.shop',
    fields: [
      { kind: 'text', key: 'shopName', label: 'settingsAdmin.field.shopName', help: 'settingsAdmin.field.shopName.help' },
      { kind: 'text', key: 'businessName', label: 'checkout.field.companyName', help: 'settingsAdmin.field.businessName.help' },
      { kind: 'text', key: 'title', label: 'settingsAdmin.field.title', help: 'settingsAdmin.field.title.help' },
      { kind: 'text', key: 'description', label: 'settingsAdmin.field.description', help: 'settingsAdmin.field.description.help', multiLine: true },
      { kind: 'text', key: 'seoTitle', label: 'settingsAdmin.field.seoTitle', help: 'settingsAdmin.field.seoTitle.help' },
      { kind: 'text', key: 'seoDescription', label: 'settingsAdmin.field.seoDescription', help: 'settingsAdmin.field.seoDescription.help', multiLine: true },
      { kind: 'text', key: 'street', label: 'checkout.field.street' },
      { kind: 'text', key: 'zipCode', label: 'checkout.field.zipCode' },
      { kind: 'text', key: 'city', label: 'checkout.field.city' },
      { kind: 'text', key: 'phone', type: 'tel', label: 'checkout.field.phone', help: 'settingsAdmin.field.phone.help' },
      { kind: 'text', key: 'email', type: 'email', label: 'checkout.field.email' },
      { kind: 'text', key: 'website', type: 'url', label: 'settingsAdmin.field.website', help: 'settingsAdmin.field.website.help' },
      { kind: 'text', key: 'currency', label: 'settingsAdmin.field.currency', help: 'settingsAdmin.field.currency.help' },
    ],
  },
  {
    id: 'ordering',
    legend: 'settingsAdmin.section.ordering',
    fields: [
      {
        kind: 'deliveryMethod',
        key: 'defaultDeliveryMethod',
        label: 'settingsAdmin.field.defaultDeliveryMethod',
        help: 'settingsAdmin.field.defaultDeliveryMethod.help',
      },
      { kind: 'switch', key: 'disableTickets', label: 'settingsAdmin.field.disableTickets', help: 'settingsAdmin.field.disableTickets.help' },
    ],
  },
  {
    id: 'legal',
    legend: 'settingsAdmin.section.legal',
    help: 'settingsAdmin.section.legal.help',
    fields: [
      legal('termsAndConditions', 'footer.terms'),
      legal('privacyPolicy', 'footer.privacy'),
      legal('imprint', 'footer.imprint'),
      legal('allergens', 'footer.allergens'),
    ],
  },
  {
    id: 'payment',
    legend: 'settingsAdmin.section.payment',
    help: 'settingsAdmin.section.payment.help',
    fields: [
      { kind: 'switch', key: 'isCashEnabled', label: 'payment.cash' },
      { kind: 'switch', key: 'isATMCardEnabled', label: 'payment.atm-card' },
      { kind: 'switch', key: 'isHydroAGVoucherEnabled', label: 'payment.hydro-ag-voucher' },
      { kind: 'switch', key: 'isMollieEnabled', label: 'settingsAdmin.payment.mollie' },
      { kind: 'switch', key: 'isDatatransEnabled', label: 'settingsAdmin.payment.datatrans' },
    ],
  },
  {
    id: 'plugins',
    legend: 'settingsAdmin.section.plugins',
    help: 'settingsAdmin.section.plugins.help',
    fields: [
      plugin('enablePluginPWA', 'pwa'),
      plugin('enablePluginToolbar', 'toolbar'),
      plugin('enablePluginHomePage', 'homePage'),
      plugin('enablePluginSearch', 'search'),
      plugin('enablePluginTags', 'tags'),
      plugin('enablePluginMapbox', 'mapbox'),
      plugin('enablePluginCategoryBar', 'categoryBar'),
      plugin('enablePluginSMS', 'sms'),
      plugin('enablePluginDonations', 'donations'),
      plugin('enablePluginFrontdesk', 'frontdesk'),
      plugin('enablePluginOrderReviews', 'orderReviews'),
    ],
  },
  {
    id: 'notifications',
    legend: 'settingsAdmin.section.notifications',
    fields: [
      {
        kind: 'text',
        key: 'notificationEmail',
        type: 'email',
        label: 'settingsAdmin.field.notificationEmail',
        help: 'settingsAdmin.field.notificationEmail.help',
      },
      {
        kind: 'text',
        key: 'notificationPhone',
        type: 'tel',
        label: 'settingsAdmin.field.notificationPhone',
        help: 'settingsAdmin.field.notificationPhone.help',
      },
      {
        kind: 'number',
        key: 'missedOrderMinutes',
        integer: true,
        unit: 'settingsAdmin.unit.minutes',
        label: 'settingsAdmin.field.missedOrderMinutes',
        help: 'settingsAdmin.field.missedOrderMinutes.help',
      },
    ],
  },
  {
    id: 'order-caps',
    legend: 'settingsAdmin.section.orderCaps',
    help: 'settingsAdmin.section.orderCaps.help',
    fields: [{ kind: 'orderCaps', key: 'orderCaps' }],
  },
  {
    id: 'tracking',
    legend: 'settingsAdmin.section.tracking',
    fields: [
      { kind: 'text', key: 'mapboxAccessToken', label: 'settingsAdmin.field.mapboxAccessToken', help: 'settingsAdmin.field.mapboxAccessToken.help' },
      { kind: 'number', key: 'mapboxZoom', label: 'settingsAdmin.field.mapboxZoom', help: 'settingsAdmin.field.mapboxZoom.help' },
      {
        kind: 'number',
        key: 'mapboxPitch',
        unit: 'settingsAdmin.unit.degrees',
        label: 'settingsAdmin.field.mapboxPitch',
        help: 'settingsAdmin.field.mapboxPitch.help',
      },
      {
        kind: 'number',
        key: 'mapboxBearing',
        unit: 'settingsAdmin.unit.degrees',
        label: 'settingsAdmin.field.mapboxBearing',
        help: 'settingsAdmin.field.mapboxBearing.help',
      },
      { kind: 'text', key: 'googleTagManagerId', label: 'settingsAdmin.field.googleTagManagerId', help: 'settingsAdmin.field.googleTagManagerId.help' },
      { kind: 'text', key: 'facebookPixelId', label: 'settingsAdmin.field.facebookPixelId', help: 'settingsAdmin.field.facebookPixelId.help' },
    ],
  },
];

/** The config fields a control edits (a legal document: its address and its text). */
export function editedKeys(field: SettingField): Array<keyof Config> {
  return field.kind === 'legal' ? [field.key, field.text] : [field.key];
}

const PUBLIC_KEYS: ReadonlySet<string> = new Set(PUBLIC_CONFIG_FIELDS);

/** Whether the storefront reads the field, i.e. every visitor can see it (GET /api/config without sign-in). */
export function isShownInShop(key: keyof Config): boolean {
  return PUBLIC_KEYS.has(key);
}

/** The longest text the schema takes for a field (undefined: no length limit of its own, e.g. addresses checked as a whole). */
export function maxLengthOf(key: keyof Config): number | undefined {
  let schema: z.ZodType = configSchema.shape[key];
  while (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) schema = schema.unwrap() as z.ZodType;
  return schema instanceof z.ZodString ? (schema.maxLength ?? undefined) : undefined;
}

/** An emptied text field is left out of the config (not saved as ''), so clearing a field again leaves nothing changed. */
export function textOrUnset(value: string): string | undefined {
  return value === '' ? undefined : value;
}

/** The German name of each order type a shop may preselect (the names the storefront shows). */
export const DELIVERY_METHOD_LABELS: Readonly<Record<(typeof DELIVERY_METHODS)[number], PlainMessageKey>> = {
  takeaway: 'orderType.takeaway',
  delivery: 'orderType.delivery',
  'dine-in': 'orderType.dineIn',
};
