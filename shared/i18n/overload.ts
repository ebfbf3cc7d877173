/**
 * Texts of an overloaded shop (docs/performance.md "Soak and spike"): the German 503 of the local
 * server's per-group concurrency limit (infra/local/server/concurrency.ts), and what the web apps
 * show for an overload answer of AWS that carries no German text of ours (API Gateway's own 429
 * and 503 bodies, `{"message": "…"}`). Customers see it, so it is a customer area.
 */
export const overloadMessages = {
  'api.request.overloaded': 'Im Moment ist bei uns sehr viel los. Bitte versuchen Sie es in einigen Sekunden erneut.',
} as const;
