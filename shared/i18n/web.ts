/**
 * German labels of the web app that the spec does not name (buttons, headings, accessibility
 * labels) that customers see too; the back office's and its sign-in's are ./web-backoffice.ts.
 * Texts the spec names live in the main catalogue. Placeholders are written `{name}`.
 */
export const webMessages = {
  // Common
  'web.loading': 'Wird geladen …',
  'web.skipToContent': 'Zum Inhalt springen',
  'web.retry': 'Erneut versuchen',
  'web.home': 'Zur Startseite',

  // Storefront, division / home screen
  'web.branches.heading': 'Filialen',
  'web.branches.empty': 'Derzeit sind keine Filialen verfügbar.',
  'web.branch.toStore': 'Zur Filiale',
} as const;

export type WebMessageKey = keyof typeof webMessages;
