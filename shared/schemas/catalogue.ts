/**
 * The catalogue: tags, categories, menus (Produktkataloge) and products
 * (storefront.md §3 "Tag", "Category", "Menu", "Product", "Config part").
 */
import * as z from 'zod';
import { PART_TYPES } from '../items/part-types';
import { ALLERGEN_CODES, normaliseAllergens } from '../menu/allergens';
import { UNIT_IDS } from '../units/ids';
import {
  dateTimeSchema,
  fileRefSchema,
  flag,
  flagOn,
  idSchema,
  imageRefSchema,
  moneySchema,
  quantitySchema,
  recordMeta,
  refSchema,
  requiredText,
  taxRateSchema,
  trimmedText,
} from './common';
import { openingHoursSchema } from './branch';

export const tagInputSchema = z.object({
  name: requiredText(100),
  image: imageRefSchema.optional(),
});
export const tagSchema = tagInputSchema.extend(recordMeta);
export type Tag = z.infer<typeof tagSchema>;

/** `schedule`: when the category (or product) is available, in opening-hours rules; none = always. */
export const categoryInputSchema = z.object({
  name: requiredText(200),
  description: trimmedText(5000).optional(),
  image: imageRefSchema.optional(),
  isEnabled: flagOn,
  schedule: openingHoursSchema.optional(),
  isVisibleWhenUnavailable: flag,
});
export const categorySchema = categoryInputSchema.extend(recordMeta);
export type Category = z.infer<typeof categorySchema>;

/** A category of a menu with the ids of its products, in display order. */
export const menuCategorySchema = z.object({
  id: idSchema,
  products: z.array(idSchema).max(1000).default([]),
});

/**
 * A menu (Produktkatalog) of one or more branches. Decision (spec: "availableFrom, branches,
 * catalog"): a name for the back office; `availableFrom` is the instant from which it applies.
 */
export const menuInputSchema = z.object({
  name: requiredText(200),
  availableFrom: dateTimeSchema.optional(),
  branches: z.array(refSchema).max(100).default([]),
  catalog: z.array(menuCategorySchema).max(200).default([]),
});
export const menuSchema = menuInputSchema.extend(recordMeta);
export type Menu = z.infer<typeof menuSchema>;

export const unitSchema = z.enum(UNIT_IDS);

/** Pricing / calculation models (storefront.md §9): fixed 'Exakt', approximate 'Ungefähr', minimum. */
export const PRICING_MODELS = ['fixed', 'approximate', 'minimum'] as const;
export const pricingModelSchema = z.enum(PRICING_MODELS);

export const alternativeUnitSchema = z.object({
  unit: unitSchema,
  ratio: z.number().positive().max(1_000_000_000),
  minimumQuantity: quantitySchema.optional(),
  maximumQuantity: quantitySchema.optional(),
  quantityStepSize: z.number().positive().max(1_000_000).optional(),
  calculationModel: pricingModelSchema.optional(),
});

export const PRICE_MODIFIERS = ['add', 'subtract', 'overwrite'] as const;

const modifierSchema = z.object({
  modifier: z.enum(PRICE_MODIFIERS),
  value: z.number().min(-1_000_000).max(1_000_000),
});

export const partOptionSchema = z.object({
  name: requiredText(200),
  modifier: z.enum(PRICE_MODIFIERS).optional(),
  value: z.number().min(-1_000_000).max(1_000_000).optional(),
});

/** A configurable part of a product (storefront.md §3 "Config part"). */
export const productPartSchema = z.object({
  name: requiredText(200),
  description: trimmedText(2000).optional(),
  type: z.enum(PART_TYPES),
  optional: flag,
  options: z.array(partOptionSchema).max(200).default([]),
  modifiers: z.array(modifierSchema).max(20).optional(),
});
export type ProductPart = z.infer<typeof productPartSchema>;

export const PRODUCT_TYPES = ['simple', 'configurable', 'bundle'] as const;
export const LEAD_TIME_TYPES = ['minutes', 'hours', 'days', 'weeks'] as const;

/** A product (storefront.md §3 "Product"). Prices are gross in the shop currency. */
export const productInputSchema = z.object({
  name: requiredText(200),
  type: z.enum(PRODUCT_TYPES).default('simple'),
  description: trimmedText(5000).optional(),
  /**
   * Allergens come in two fields. `allergenCodes` are the declared allergens of the EU's fixed
   * list (Austrian letters A–R, shared/menu/allergens.ts): the storefront lists them and filters
   * by them. Stored as a set: duplicates are dropped and the codes kept in list order, so an API
   * client sending ['G', 'A', 'G'] stores ['A', 'G']. `allergens` is a free-text note beside
   * them, e.g. "Kann Spuren von Sesam enthalten", which no filter can read. Products stored before
   * the codes existed read as none declared.
   */
  allergens: trimmedText(500).optional(),
  allergenCodes: z.array(z.enum(ALLERGEN_CODES)).max(ALLERGEN_CODES.length).overwrite(normaliseAllergens).default([]),
  images: z.array(imageRefSchema).max(50).default([]),
  /** The product's tags (as a branch's); a tag a product carries cannot be deleted (functions/lib/policies.ts). */
  tags: z.array(refSchema).max(100).default([]),
  files: z.array(fileRefSchema).max(20).optional(),
  isPriceHidden: flag,
  price: moneySchema,
  tax: taxRateSchema.optional(),
  dineInTax: taxRateSchema.optional(),
  takeawayTax: taxRateSchema.optional(),
  unit: unitSchema.default('amount'),
  alternativeUnits: z.array(alternativeUnitSchema).max(20).default([]),
  pricing: pricingModelSchema.default('fixed'),
  calculationModel: pricingModelSchema.optional(),
  minimumQuantity: quantitySchema.optional(),
  maximumQuantity: quantitySchema.optional(),
  quantityStepSize: z.number().positive().max(1_000_000).optional(),
  defaultQuantity: quantitySchema.optional(),
  defaultUnit: unitSchema.optional(),
  isStepByStep: flag,
  isEnabled: flagOn,
  schedule: openingHoursSchema.optional(),
  isVisibleWhenUnavailable: flag,
  config: z.object({ parts: z.array(productPartSchema).max(50).default([]) }).default({ parts: [] }),
  isLeadTimeEnabled: flag,
  leadTimeType: z.enum(LEAD_TIME_TYPES).optional(),
  leadTimeValue: z.number().int().min(0).max(10_000).optional(),
  /** Article number or external id of the product; not unique by the spec. */
  uid: trimmedText(100).optional(),
});
export const productSchema = productInputSchema.extend(recordMeta);
export type Product = z.infer<typeof productSchema>;
