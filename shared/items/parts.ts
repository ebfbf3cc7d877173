/**
 * Configurable parts of a product and the customer's entries for them (storefront.md §3
 * "Config part", "Cart item"; §5 "Item validity", "Upload").
 *
 * The spec does not show how a cart item stores its part entries; we keep one entry per
 * configurable part, at the part's position, in the shape of the order item parts
 * (shared/schemas/order.ts) so the server prices and checks an order with the same functions:
 * - `name`: the part's name as shown on the order (informational);
 * - text, textarea: `value` is the text;
 * - select: `value` is the chosen option's name (a one-element list is read the same way);
 * - multiselect: `value` is the list of chosen option names;
 * - image, images, file, files: `files`.
 */
import { commerceMessages } from '../i18n/commerce';
import type { PartType } from './part-types';

export { PART_TYPES, type PartType } from './part-types';

export type ModifierKind = 'add' | 'subtract' | 'overwrite';

/** A price change: add to, subtract from or overwrite the product price (gross, per product unit). */
export interface PriceModifier {
  modifier?: ModifierKind | null;
  value?: number | null;
}

export interface ConfigPartOption extends PriceModifier {
  name: string;
}

export interface ConfigPart {
  name: string;
  description?: string | null;
  type: PartType;
  optional?: boolean | null;
  options?: readonly ConfigPartOption[] | null;
  /** Part-level modifiers ("a part may also carry modifiers"): apply when the part is filled in. */
  modifiers?: PriceModifier | readonly PriceModifier[] | null;
}

export interface ConfigurableProduct {
  name?: string | null;
  isStepByStep?: boolean | null;
  config?: { parts?: readonly ConfigPart[] | null } | null;
}

/** The upload fields a part entry needs (storefront.md §3 "Upload"). */
export interface UploadRef {
  id: string;
  version?: number | null;
  extension: string;
  publicHash?: string | null;
  mimeType?: string | null;
}

export interface CartItemPart {
  name?: string | null;
  value?: string | readonly string[] | boolean | number | null;
  files?: readonly UploadRef[] | null;
}

type Entry = CartItemPart | null | undefined;

/** The text of a text or textarea entry ('' for anything else). */
export function partText(entry: Entry): string {
  return typeof entry?.value === 'string' ? entry.value : '';
}

/** The chosen option names of a select or multiselect entry. */
export function selectedOptions(entry: Entry): readonly string[] {
  const value = entry?.value;
  if (Array.isArray(value)) return value;
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/** The uploads of an image(s) or file(s) entry. */
export function partFiles(entry: Entry): readonly UploadRef[] {
  return entry?.files ?? [];
}

export function productParts(product: ConfigurableProduct): readonly ConfigPart[] {
  return product.config?.parts ?? [];
}

/** One empty entry per configurable part, named after it, for a new item. */
export function emptyPartEntries(product: ConfigurableProduct): CartItemPart[] {
  return productParts(product).map((part) => ({ name: part.name }));
}

const IMAGE_PART_TYPES: readonly PartType[] = ['image', 'images'];
const UPLOAD_PART_TYPES: readonly PartType[] = ['image', 'images', 'file', 'files'];

/** Image parts accept only these (storefront.md §5 "Upload"). */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;

/**
 * File parts accept "many document and image types" (the spec lists none): common office and
 * text documents plus the usual photo formats. No archives, scripts or SVG (which can carry
 * scripts) because staff open these files.
 */
export const DOCUMENT_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'odt',
  'ods',
  'odp',
  'rtf',
  'txt',
  'csv',
  ...IMAGE_EXTENSIONS,
  'webp',
  'heic',
  'heif',
  'bmp',
  'tif',
  'tiff',
] as const;

/** The extensions an upload for a part of this type may have (anything else: the default list). */
export function acceptedExtensions(type: PartType): readonly string[] {
  return IMAGE_PART_TYPES.includes(type) ? IMAGE_EXTENSIONS : DOCUMENT_EXTENSIONS;
}

/** Value for the `accept` attribute of a file input, e.g. ".jpg,.jpeg,.png,.gif". */
export function uploadAcceptAttribute(type: PartType): string {
  return acceptedExtensions(type)
    .map((extension) => `.${extension}`)
    .join(',');
}

/** Whether a file name ("Foto.JPG") or bare extension ("jpg") is accepted for this part type. */
export function isUploadAccepted(type: PartType, fileNameOrExtension: string): boolean {
  const extension = fileNameOrExtension.slice(fileNameOrExtension.lastIndexOf('.') + 1).toLowerCase();
  return acceptedExtensions(type).includes(extension);
}

export const UPLOAD_REJECTED_MESSAGE: string = commerceMessages['upload.error.rejected'];

/** Whether the customer filled in the part (text not blank, an option chosen, a file uploaded). */
export function hasPartValue(part: ConfigPart, entry: Entry): boolean {
  switch (part.type) {
    case 'text':
    case 'textarea':
      return partText(entry).trim() !== '';
    case 'select':
    case 'multiselect':
      return selectedOptions(entry).length > 0;
    default:
      return partFiles(entry).length > 0;
  }
}

function missingMessage(part: ConfigPart): string {
  const template =
    part.type === 'select'
      ? commerceMessages['item.error.select']
      : part.type === 'multiselect'
        ? commerceMessages['item.error.multiselect']
        : part.type === 'text' || part.type === 'textarea'
          ? commerceMessages['item.error.text']
          : IMAGE_PART_TYPES.includes(part.type)
            ? commerceMessages['item.error.image']
            : commerceMessages['item.error.file'];
  return template.replace('{part}', part.name);
}

/**
 * Why a part entry is not valid (German), or null when it is. A required part (optional false)
 * must be filled in; any entry must fit its part: chosen options must exist and a select takes
 * at most one; uploads must have an accepted type.
 */
export function partError(part: ConfigPart, entry: Entry): string | null {
  if (!part.optional && !hasPartValue(part, entry)) return missingMessage(part);
  if (part.type === 'select' || part.type === 'multiselect') {
    const selected = selectedOptions(entry);
    if (part.type === 'select' && selected.length > 1) {
      return commerceMessages['item.error.singleOption'].replace('{part}', part.name);
    }
    const names = new Set((part.options ?? []).map((option) => option.name));
    const unknown = selected.find((name) => !names.has(name));
    if (unknown !== undefined) {
      return commerceMessages['item.error.unknownOption'].replace('{option}', unknown).replace('{part}', part.name);
    }
  }
  if (UPLOAD_PART_TYPES.includes(part.type)) {
    if (partFiles(entry).some((upload) => !isUploadAccepted(part.type, upload.extension))) {
      return UPLOAD_REJECTED_MESSAGE;
    }
  }
  return null;
}

export function isPartValid(part: ConfigPart, entry: Entry): boolean {
  return partError(part, entry) === null;
}

/**
 * A click on an option: a select chooses it, and a click on the chosen option of an optional
 * select deselects it (a required select keeps it); a multiselect toggles it.
 */
export function toggleOption(part: ConfigPart, entry: Entry, optionName: string): CartItemPart {
  const selected = selectedOptions(entry);
  const isSelected = selected.includes(optionName);
  if (part.type === 'multiselect') {
    return { ...entry, value: isSelected ? selected.filter((name) => name !== optionName) : [...selected, optionName] };
  }
  return { ...entry, value: isSelected && part.optional ? null : optionName };
}
