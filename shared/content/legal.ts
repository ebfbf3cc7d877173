/**
 * The allergen page's legend (storefront.md §2 links /site/allergens; the codes are the Austrian
 * Allergeninformationsverordnung's letters of shared/menu/allergens.ts that the menu prints).
 *
 * Decision: the page shows the shop's allergen text, and below it the legend of the letters the
 * menu uses, unless the text already explains every letter ('A – Gluten …' as a line each): a
 * customer who sees "A, G" on a product must find both letters explained on that page.
 */
import { ALLERGEN_CODES } from '../menu/allergens';

/** Whether the text has a line explaining each allergen code ('A – …', '- A: …', '**A** …'). */
export function explainsAllergenCodes(text: string): boolean {
  return ALLERGEN_CODES.every((code) => new RegExp(`^\\s*(?:[-*+]\\s+)?(?:\\*\\*)?${code}(?:\\*\\*)?\\s*(?:[–—:=)-]|\\s)`, 'm').test(text));
}
