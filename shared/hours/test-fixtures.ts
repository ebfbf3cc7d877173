/** Rules and helpers shared by the tests of shared/hours, shared/slots and shared/availability. */
import { parseTimeOfDay, zonedInstant } from '../time';
import type { OpeningHoursRule } from './rules';

export const VIENNA = 'Europe/Vienna';

/** The instant of a Vienna wall-clock time 'YYYY-MM-DD HH:mm'. */
export function vienna(local: string): Date {
  const minute = parseTimeOfDay(local.slice(11));
  if (minute === null) throw new Error(`bad time ${local}`);
  return zonedInstant(local.slice(0, 10), minute, VIENNA);
}

/** A butcher's week: Mon–Fri 07:00–18:00, Sat 07:00–12:00, Sun closed. */
export const butcherWeek: OpeningHoursRule[] = [
  { type: 'monday', from: '07:00', to: '18:00' },
  { type: 'tuesday', from: '07:00', to: '18:00' },
  { type: 'wednesday', from: '07:00', to: '18:00' },
  { type: 'thursday', from: '07:00', to: '18:00' },
  { type: 'friday', from: '07:00', to: '18:00' },
  { type: 'saturday', from: '07:00', to: '12:00' },
  { type: 'sunday', isClosed: true },
];

/** Split hours: 07:00–12:30 and 14:30–18:00 every day except Sunday (closed). */
export const splitWeek: OpeningHoursRule[] = [
  { type: 'daily', from: '07:00', to: '12:30' },
  { type: 'daily', from: '14:30', to: '18:00' },
  { type: 'sunday', isClosed: true },
];
