/**
 * The server's "now" for working time (the time clock, balances, time sheets). In AWS it is the
 * system clock. The local stack started for the end-to-end tests can move it forward
 * (`/local/clock`, infra/local/server/test-clock.ts) so a test plays a working day in seconds;
 * nothing a request carries can set it, and no deployed function has the variable.
 */
export const CLOCK_OFFSET_VARIABLE = 'THEKE_LOCAL_CLOCK_OFFSET_MS';

export function serverNow(): Date {
  const offset = Number(process.env[CLOCK_OFFSET_VARIABLE] ?? 0);
  return new Date(Date.now() + (Number.isFinite(offset) ? offset : 0));
}
