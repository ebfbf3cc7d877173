/**
 * The player's two requests, with the device id and key in the path (no sign-in): the program
 * (with If-None-Match, 304 while nothing changed) and the heartbeat.
 *
 * Plain fetch and a shape check instead of react-query and zod: the page runs on TV sticks with
 * little memory and slow CPUs, and those two would more than double its JavaScript for two
 * requests whose answers come from our own server (the API validates them on its side).
 */
import type { SignageHeartbeat, SignageHeartbeatAnswer, SignageProgram } from '#shared/schemas/signage.ts';

export interface DeviceLink {
  deviceId: string;
  deviceKey: string;
}

export type ProgramAnswer =
  { status: 'changed'; program: SignageProgram; etag: string | null } | { status: 'unchanged' } | { status: 'unauthorized' } | { status: 'failed' };

export type HeartbeatAnswer =
  { status: 'ok'; answer: SignageHeartbeatAnswer; sentAt: number; receivedAt: number } | { status: 'unauthorized' } | { status: 'failed' };

const base = ({ deviceId, deviceKey }: DeviceLink) => `/api/signage/${encodeURIComponent(deviceId)}/${encodeURIComponent(deviceKey)}`;

/** /signage/{deviceId}/{deviceKey} → the link, or null for any other path. */
export function deviceLinkOf(pathname: string): DeviceLink | null {
  const match = /^\/signage\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return { deviceId: decodeURIComponent(match[1]!), deviceKey: decodeURIComponent(match[2]!) };
  } catch {
    return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The fields the player reads, present with their types. */
export function isProgram(value: unknown): value is SignageProgram {
  if (!isObject(value) || typeof value.version !== 'string' || typeof value.timeZone !== 'string') return false;
  const device = value.device;
  if (!isObject(device) || typeof device.name !== 'string' || !Array.isArray(device.screenSchedule)) return false;
  if (!Array.isArray(value.entries) || !Array.isArray(value.segments) || !Array.isArray(value.scenes)) return false;
  return value.scenes.every((scene) => isObject(scene) && typeof scene.id === 'string' && Array.isArray(scene.regions) && isObject(scene.data));
}

export async function fetchProgram(link: DeviceLink, etag: string | null): Promise<ProgramAnswer> {
  try {
    // no-store: the player keeps the program itself and asks with its ETag; a browser cache
    // in between would only hold a second copy.
    const response = await fetch(`${base(link)}/program`, { cache: 'no-store', headers: etag ? { 'if-none-match': etag } : {} });
    if (response.status === 304) return { status: 'unchanged' };
    if (response.status === 401) return { status: 'unauthorized' };
    if (!response.ok) return { status: 'failed' };
    const body: unknown = await response.json();
    const program = isObject(body) ? body.data : undefined;
    if (!isProgram(program)) return { status: 'failed' };
    return { status: 'changed', program, etag: response.headers.get('etag') };
  } catch {
    return { status: 'failed' };
  }
}

export async function sendHeartbeat(link: DeviceLink, heartbeat: SignageHeartbeat, now: () => number = Date.now): Promise<HeartbeatAnswer> {
  const sentAt = now();
  try {
    const response = await fetch(`${base(link)}/heartbeat`, {
      method: 'POST',
      cache: 'no-store',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(heartbeat),
    });
    if (response.status === 401) return { status: 'unauthorized' };
    if (!response.ok) return { status: 'failed' };
    const body: unknown = await response.json();
    const answer = isObject(body) ? body.data : undefined;
    if (!isObject(answer) || typeof answer.serverTime !== 'string') return { status: 'failed' };
    return { status: 'ok', answer: answer as unknown as SignageHeartbeatAnswer, sentAt, receivedAt: now() };
  } catch {
    return { status: 'failed' };
  }
}

/**
 * How far the server's clock is ahead of this device's: the server's time against the middle of
 * the request (a stick's clock may be minutes or years off; every time decision uses now + offset).
 */
export function clockOffset(serverTime: string, sentAt: number, receivedAt: number): number | null {
  const server = Date.parse(serverTime);
  if (!Number.isFinite(server)) return null;
  return Math.round(server - (sentAt + receivedAt) / 2);
}
