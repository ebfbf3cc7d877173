/** Limits of the analytics log both sides know (shared/schemas/analytics.ts, web/storefront/analytics). */

/** Most readings per request: a visit's start (device info and first view) plus the events of a form. */
export const MAX_READINGS = 20;
