/**
 * How a content value shows on the website (storefront.md §3 "Content field types", "Link
 * kinds"): each field type becomes a small view the storefront renders (text, link, rich text,
 * markdown, images, files, nested fields). Pure: the components only draw what this decides.
 *
 * Decisions where the spec is silent:
 * - number: German digits ('1.234,5', de-DE style as the spec's money); date: 'DD.MM.YYYY' (storefront.md §9 date format), a date
 *   with a time also shows the time in the shop's zone;
 * - boolean: 'Ja' / 'Nein'; select and multiselect: the chosen options' labels, joined by ', ';
 * - email: a mailto link; color: its value as text; geolocation: 'lat, lng';
 * - reference: a link to the referenced site's path when it has one, else its name;
 * - an empty value shows nothing (null), so a half-filled block leaves no empty boxes.
 */
import { formatDate, formatDateTime } from '../time';
import { createLookup } from '../i18n/lookup';
import { storefrontMessages } from '../i18n/storefront';

// Only the storefront area, so server bundles do not carry the whole customer catalogue.
const t = createLookup(storefrontMessages);

export const CONTENT_FIELD_TYPES = [
  'text',
  'textarea',
  'wysiwyg',
  'markdown',
  'number',
  'date',
  'email',
  'image',
  'images',
  'file',
  'files',
  'boolean',
  'select',
  'multiselect',
  'group',
  'tabs',
  'collection',
  'reference',
  'color',
  'geolocation',
] as const;
export type ContentFieldType = (typeof CONTENT_FIELD_TYPES)[number];

export interface ImageLike {
  id: string;
  version: number;
  extension: string;
  name?: string;
  alt?: string;
}

export interface FileLike extends ImageLike {
  publicHash: string;
}

/** The definition of a content field: its type, and for selects the options, for groups the sub-fields. */
export interface ContentFieldDefinition {
  key: string;
  type: ContentFieldType;
  label?: string;
  options?: ReadonlyArray<{ value: string; label: string }>;
  fields?: readonly ContentFieldDefinition[];
}

export type FieldView =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string; internal: boolean; newTab: boolean }
  | { kind: 'html'; html: string }
  | { kind: 'markdown'; source: string }
  | { kind: 'images'; images: ImageLike[] }
  | { kind: 'files'; files: FileLike[] }
  | { kind: 'fields'; entries: Array<{ key: string; label?: string; view: FieldView }> }
  | { kind: 'list'; items: FieldView[] };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A string value, trimmed; '' for anything else. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

export function isImage(value: unknown): value is ImageLike {
  return isRecord(value) && typeof value.id === 'string' && typeof value.version === 'number' && typeof value.extension === 'string';
}

export function isFile(value: unknown): value is FileLike {
  return isImage(value) && typeof (value as unknown as Record<string, unknown>).publicHash === 'string';
}

/** The images of an image or images value (one image, a list, or nothing). */
export function imagesOf(value: unknown): ImageLike[] {
  if (isImage(value)) return [value];
  return Array.isArray(value) ? value.filter(isImage) : [];
}

export function filesOf(value: unknown): FileLike[] {
  if (isFile(value)) return [value];
  return Array.isArray(value) ? value.filter(isFile) : [];
}

/** /upload/{publicHash}/{id}-{version}.{extension} (storefront.md §7). */
export function fileUrl(file: FileLike): string {
  return `/upload/${encodeURIComponent(file.publicHash)}/${file.id}-${file.version}.${file.extension}`;
}

const NUMBER = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 4 });

/** 'YYYY-MM-DD' → 'DD.MM.YYYY'; a date with a time → 'DD.MM.YYYY HH:mm' in the zone; '' when unreadable. */
export function formatContentDate(value: unknown, timeZone: string): string {
  const text = textOf(value);
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (plain) return `${plain[3]}.${plain[2]}.${plain[1]}`;
  const time = Date.parse(text);
  return Number.isNaN(time) ? '' : formatDateTime(new Date(time), timeZone);
}

/** The date alone (news show the day, not the minute they were saved). */
export function formatContentDay(value: unknown, timeZone: string): string {
  const text = textOf(value);
  const plain = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (plain && text.length === 10) return `${plain[3]}.${plain[2]}.${plain[1]}`;
  const time = Date.parse(text);
  return Number.isNaN(time) ? '' : formatDate(new Date(time), timeZone);
}

function optionLabels(definition: ContentFieldDefinition, value: unknown): string {
  const chosen = (Array.isArray(value) ? value : [value]).map(textOf).filter(Boolean);
  const options = definition.options ?? [];
  return chosen.map((choice) => options.find((option) => option.value === choice)?.label ?? choice).join(', ');
}

function fieldsView(definitions: readonly ContentFieldDefinition[], value: unknown, timeZone: string): FieldView | null {
  if (!isRecord(value)) return null;
  const entries = definitions.flatMap((definition) => {
    const view = describeField(definition, value[definition.key], timeZone);
    return view ? [{ key: definition.key, label: definition.label, view }] : [];
  });
  return entries.length ? { kind: 'fields', entries } : null;
}

/** The view of one value of a field; null when there is nothing to show. */
export function describeField(definition: ContentFieldDefinition, value: unknown, timeZone: string): FieldView | null {
  const text = (content: string): FieldView | null => (content ? { kind: 'text', text: content } : null);
  switch (definition.type) {
    case 'text':
    case 'textarea':
    case 'color':
      return text(textOf(value));
    case 'wysiwyg': {
      const html = textOf(value);
      return html ? { kind: 'html', html } : null;
    }
    case 'markdown': {
      const source = textOf(value);
      return source ? { kind: 'markdown', source } : null;
    }
    case 'number': {
      const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
      return Number.isFinite(number) ? { kind: 'text', text: NUMBER.format(number) } : null;
    }
    case 'date':
      return text(formatContentDate(value, timeZone));
    case 'email': {
      const address = textOf(value);
      return address ? { kind: 'link', text: address, href: `mailto:${address}`, internal: false, newTab: false } : null;
    }
    case 'boolean':
      return typeof value === 'boolean' ? { kind: 'text', text: t(value ? 'field.boolean.yes' : 'field.boolean.no') } : null;
    case 'select':
    case 'multiselect':
      return text(optionLabels(definition, value));
    case 'image':
    case 'images': {
      const images = imagesOf(value);
      return images.length ? { kind: 'images', images } : null;
    }
    case 'file':
    case 'files': {
      const files = filesOf(value);
      return files.length ? { kind: 'files', files } : null;
    }
    case 'group':
    case 'tabs':
      return fieldsView(definition.fields ?? [], value, timeZone);
    case 'collection': {
      const items = (Array.isArray(value) ? value : []).map((item) => fieldsView(definition.fields ?? [], item, timeZone)).filter((view) => view !== null);
      return items.length ? { kind: 'list', items } : null;
    }
    case 'reference': {
      if (!isRecord(value)) return null;
      const name = textOf(value.title) || textOf(value.name);
      const path = textOf(value.path);
      if (path.startsWith('/') && !path.startsWith('//')) return { kind: 'link', text: name || path, href: path, internal: true, newTab: false };
      return text(name);
    }
    case 'geolocation': {
      if (!isRecord(value)) return null;
      const lat = Number(value.latitude ?? value.lat);
      const lng = Number(value.longitude ?? value.lng);
      return Number.isFinite(lat) && Number.isFinite(lng) && (value.latitude ?? value.lat) !== undefined ? text(`${lat}, ${lng}`) : null;
    }
  }
}

export const LINK_KINDS = ['site', 'router', 'href', 'file', 'email', 'phone'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/** Where a link of a block leads: an in-app path, or an address (a new tab only for an href with target '_blank' and for files). */
export interface LinkView {
  text: string;
  href: string;
  internal: boolean;
  newTab: boolean;
}

/** An address a link may keep: web, mail and phone addresses and paths of this site (no javascript:, no //host). */
export function safeLinkHref(href: string): string | null {
  const trimmed = href.trim();
  if (/^(https?:|mailto:|tel:)/i.test(trimmed)) return trimmed;
  if (/^(\/(?!\/)|#)/.test(trimmed)) return trimmed;
  return null;
}

/**
 * A link of a block ({type, label, value, target}): site and router values are paths in the
 * app; href is an address (target '_blank' opens a new tab); file a file reference (opens in a
 * new tab: a PDF menu should not replace the page); email and phone become mailto: and tel:.
 * Null when the link has no usable address.
 */
export function linkView(link: unknown): LinkView | null {
  if (!isRecord(link)) return null;
  const value = link.value;
  const label = textOf(link.label);
  const address = textOf(value);
  switch (link.type) {
    case 'site':
    case 'router': {
      if (!address) return null;
      const path = address.startsWith('/') ? address : `/${address}`;
      if (path.startsWith('//')) return null;
      return { text: label || path, href: path, internal: true, newTab: false };
    }
    case 'href': {
      const href = safeLinkHref(address);
      if (!href) return null;
      const internal = href.startsWith('/') || href.startsWith('#');
      return { text: label || href, href, internal: internal && link.target !== '_blank', newTab: link.target === '_blank' };
    }
    case 'file':
      return isFile(value) ? { text: label || value.name || `${value.id}.${value.extension}`, href: fileUrl(value), internal: false, newTab: true } : null;
    case 'email':
      return address.includes('@') ? { text: label || address, href: `mailto:${address}`, internal: false, newTab: false } : null;
    case 'phone': {
      const digits = address.replace(/[^\d+]/g, '');
      return digits ? { text: label || address, href: `tel:${digits}`, internal: false, newTab: false } : null;
    }
    default:
      return null;
  }
}
