/** Limits of the analytics log both sides know (shared/schemas/analytics.ts, web/storefront/analytics). */

/** Most readings per request: a visit's start (device info and first view) plus the events of a form. */
export const MAX_READINGS = 20;

/**
 * Days an entry is kept (its `ttl`); the statistics keep their numbers in the roll-ups. Here, not
 * beside the log's schemas, so the repository's entity rules (in every Lambda) read it without
 * building those schemas at import.
 */
export const ANALYTICS_LOG_RETENTION_DAYS = 90;
