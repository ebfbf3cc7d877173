/**
 * The timing rules of players and commands (docs/signage.md "Commands"). Decision: the player
 * polls, it holds no connection open: a heartbeat every 10 s picks up a command within seconds,
 * and the program is fetched every 30 s with If-None-Match (304 while nothing changed), so a price
 * changed in the back office is on the board within a minute. The cost per device is in
 * docs/signage.md.
 */
import type { SignageCommand, SignageCommandState } from '../schemas/signage';

export const HEARTBEAT_INTERVAL_MS = 10_000;
export const PROGRAM_POLL_INTERVAL_MS = 30_000;
/** A device is online when its last heartbeat is at most this old (six missed beats allowed). */
export const ONLINE_WITHIN_MS = 60_000;
/** A command no player picked up, or carried out, in this time expires. */
export const COMMAND_EXPIRY_MS = 10 * 60_000;
/** The server writes `lastSeenAt` at most this often (a heartbeat without news writes nothing). */
export const LAST_SEEN_WRITE_INTERVAL_MS = 60_000;

type CommandTimes = Pick<SignageCommand, 'state' | 'issuedAt'>;

/** The command's state at `now`: a pending or delivered command older than the expiry has expired. */
export function commandStateAt(command: CommandTimes, now: Date): SignageCommandState {
  const open = command.state === 'pending' || command.state === 'delivered';
  if (open && now.getTime() - Date.parse(command.issuedAt) > COMMAND_EXPIRY_MS) return 'expired';
  return command.state;
}

/** Whether the command may still be carried out (and so aborted). */
export function isOpenCommand(command: CommandTimes | undefined, now: Date): boolean {
  if (!command) return false;
  const state = commandStateAt(command, now);
  return state === 'pending' || state === 'delivered';
}

export function isOnline(lastSeenAt: string | undefined, now: Date): boolean {
  if (!lastSeenAt) return false;
  const age = now.getTime() - Date.parse(lastSeenAt);
  return Number.isFinite(age) && age <= ONLINE_WITHIN_MS;
}
