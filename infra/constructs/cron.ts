/**
 * Schedules are written once as standard 5-field cron (events/definitions.ts), which the local
 * scheduler evaluates with croner. AWS uses its own 6-field dialect: a year field, exactly one of
 * day-of-month / day-of-week must be '?', and days of the week count 1 (Sunday) to 7 (Saturday)
 * instead of 0 (Sunday) to 6. toAwsCron translates so both fire at the same minutes.
 */

const dayNames = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

function parseDay(token: string, cron: string): number {
  const byName = dayNames.indexOf(token.toUpperCase());
  if (byName >= 0) return byName;
  if (!/^[0-7]$/.test(token)) throw new Error(`Unsupported day of week '${token}' in cron '${cron}'`);
  return Number(token) % 7; // 7 is Sunday as well
}

/** The days (0 = Sunday … 6 = Saturday) a standard day-of-week field selects. */
function standardDays(field: string, cron: string): Set<number> {
  const days = new Set<number>();
  for (const part of field.split(',')) {
    const [range, stepText] = part.split('/') as [string, string | undefined];
    const step = stepText === undefined ? 1 : Number(stepText);
    if (!Number.isInteger(step) || step < 1) throw new Error(`Invalid step in cron '${cron}'`);
    let from: number;
    let to: number;
    if (range === '*') {
      [from, to] = [0, 6];
    } else if (range.includes('-')) {
      const [a, b] = range.split('-') as [string, string];
      from = parseDay(a, cron);
      // "5-7" ends on Sunday: count it as day 7 so the range does not turn around.
      to = b === '7' ? 7 : parseDay(b, cron);
      if (to < from) throw new Error(`Descending day range in cron '${cron}'`);
    } else {
      from = parseDay(range, cron);
      to = stepText === undefined ? from : 6;
    }
    for (let day = from; day <= to; day += step) days.add(day % 7);
  }
  return days;
}

/** `0 3 * * *` → `cron(0 3 * * ? *)`; `30 6 * * 1-5` → `cron(30 6 ? * 2,3,4,5,6 *)`. */
export function toAwsCron(cron: string): string {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) throw new Error(`Expected 5 cron fields (minute hour day month weekday): '${cron}'`);
  const [minute, hour, dayOfMonth, month, dayOfWeek] = fields as [string, string, string, string, string];
  if (dayOfWeek === '*' || dayOfWeek === '?') return `cron(${minute} ${hour} ${dayOfMonth} ${month} ? *)`;
  if (dayOfMonth !== '*' && dayOfMonth !== '?') {
    // Standard cron fires when either field matches; AWS cannot express that.
    throw new Error(`Cron '${cron}' restricts both day of month and day of week; AWS supports only one`);
  }
  const awsDays = [...standardDays(dayOfWeek, cron)].sort((a, b) => a - b).map((day) => day + 1);
  return `cron(${minute} ${hour} ? ${month} ${awsDays.join(',')} *)`;
}
