/**
 * The unit ids of the catalogue (storefront.md §3 "Units"). Apart from their names and factors
 * (./units.ts), so the catalogue schema every Lambda loads does not carry the German unit texts.
 */
export const UNIT_IDS = [
  'amount',
  'serving',
  'pair',
  'person',
  'package',
  'gram',
  'decagram',
  'kilogram',
  'milliliter',
  'centiliter',
  'deciliter',
  'liter',
  'millimeter',
  'centimeter',
  'decimeter',
  'meter',
  'kilometer',
  'square-millimeter',
  'square-centimeter',
  'square-decimeter',
  'square-meter',
  'cubic-millimeter',
  'cubic-centimeter',
  'cubic-decimeter',
  'cubic-meter',
] as const;

export type UnitId = (typeof UNIT_IDS)[number];
