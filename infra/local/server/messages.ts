/**
 * The German texts of the local server's own answers. They exist only on the local stack
 * (API Gateway, CloudFront and S3 answer these cases in AWS), so they live here and not in the
 * product's catalogue in shared/i18n.
 */
export const localMessages = {
  routeNotFound: 'Diese Schnittstelle gibt es nicht.',
  internal: 'Leider ist ein interner Fehler aufgetreten. Bitte versuchen Sie es später noch einmal.',
  bodyTooLarge: 'Die Anfrage ist zu groß.',
  fileNotFound: 'Die Datei wurde nicht gefunden.',
  invalidJson: 'Die Anfrage enthält kein gültiges JSON.',
  foreignHost: 'Diese Adresse ist für den lokalen Server nicht zugelassen. Bitte localhost oder 127.0.0.1 verwenden.',
} as const;

/** The API's error body (DESIGN.md §3) for the local server's own failures. */
export const errorBody = (code: string, message: string): string => JSON.stringify({ errors: [{ code, message }] });
