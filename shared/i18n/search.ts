/** Branch search and tag filter on the home page (storefront.md §2, §5). */
export const searchMessages = {
  'search.placeholder': 'PLZ / Ort',
  'search.summary': '{count} von {total} Filialen werden angezeigt.',
  'search.noResults': 'Leider wurden keine Ergebnisse gefunden.',
} as const;
