/**
 * The 14 allergens of EU regulation 1169/2011 Annex II and the storefront's allergen filter.
 * The names are the short ones Austrian menus print next to the letter ("A Gluten"); the shop's
 * allergen information page carries the legal wording.
 */
export const allergenMessages = {
  // Soft hyphens (\u00AD) in the long compounds let them break in the filter dialog's narrow
  // columns on a phone.
  'allergen.A': 'Gluten',
  'allergen.B': 'Krebs\u00ADtiere',
  'allergen.C': 'Eier',
  'allergen.D': 'Fisch',
  'allergen.E': 'Erdnüsse',
  'allergen.F': 'Soja',
  'allergen.G': 'Milch',
  'allergen.H': 'Schalen\u00ADfrüchte',
  'allergen.L': 'Sellerie',
  'allergen.M': 'Senf',
  'allergen.N': 'Sesam',
  'allergen.O': 'Sulfite',
  'allergen.P': 'Lupinen',
  'allergen.R': 'Weich\u00ADtiere',

  'allergen.heading': 'Allergene',

  'allergen.filter': 'Allergene ausblenden',
  'allergen.filter.hint': 'Produkte mit einem der gewählten Allergene werden nicht angezeigt.',
  'allergen.filter.done': 'Fertig',
  // {allergens}: the chosen names joined with "oder" ("Eier oder Milch"); the names are in the
  // nominative, so the sentence takes them as the object of "enthalten".
  'allergen.filter.hidden.one': '1 Produkt ausgeblendet, das {allergens} enthält.',
  'allergen.filter.hidden.other': '{count} Produkte ausgeblendet, die {allergens} enthalten.',
  'allergen.filter.showAll': 'Alle anzeigen',
} as const;
