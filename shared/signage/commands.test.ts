import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMAND_EXPIRY_MS, HEARTBEAT_INTERVAL_MS, ONLINE_WITHIN_MS, commandStateAt, isOnline, isOpenCommand } from './commands';
import type { SignageCommandState } from '../schemas/signage';

const ISSUED = '2026-11-28T11:00:00.000Z';
const after = (ms: number) => new Date(Date.parse(ISSUED) + ms);
const command = (state: SignageCommandState) => ({ state, issuedAt: ISSUED });

describe('commandStateAt: a command not carried out within 10 minutes expires', () => {
  it('a pending or delivered command is still open at exactly 10 minutes and expired 1 ms later', () => {
    for (const state of ['pending', 'delivered'] as const) {
      expect(commandStateAt(command(state), after(0))).toBe(state);
      expect(commandStateAt(command(state), after(10 * 60_000))).toBe(state);
      expect(commandStateAt(command(state), after(10 * 60_000 + 1))).toBe('expired');
    }
  });

  it('an ended command keeps its state however old', () => {
    for (const state of ['confirmed', 'failed', 'aborted', 'expired'] as const) {
      expect(commandStateAt(command(state), after(24 * 3600_000))).toBe(state);
    }
  });

  it('a player clock ahead of the server does not matter: the server compares its own times', () => {
    expect(commandStateAt(command('pending'), after(-5 * 60_000))).toBe('pending');
  });

  it('is expired exactly when open and older than the expiry (property)', () => {
    const states = fc.constantFrom<SignageCommandState>('pending', 'delivered', 'confirmed', 'failed', 'aborted', 'expired');
    fc.assert(
      fc.property(states, fc.integer({ min: -3600_000, max: 3 * 3600_000 }), (state, age) => {
        const open = state === 'pending' || state === 'delivered';
        expect(commandStateAt(command(state), after(age))).toBe(open && age > COMMAND_EXPIRY_MS ? 'expired' : state);
      }),
    );
  });
});

describe('isOpenCommand: may still be carried out, and so aborted', () => {
  it('pending and delivered within the expiry; nothing else', () => {
    expect(isOpenCommand(undefined, after(0))).toBe(false);
    expect(isOpenCommand(command('pending'), after(COMMAND_EXPIRY_MS))).toBe(true);
    expect(isOpenCommand(command('delivered'), after(COMMAND_EXPIRY_MS))).toBe(true);
    expect(isOpenCommand(command('delivered'), after(COMMAND_EXPIRY_MS + 1))).toBe(false);
    for (const state of ['confirmed', 'failed', 'aborted', 'expired'] as const) expect(isOpenCommand(command(state), after(0))).toBe(false);
  });
});

describe('isOnline: a heartbeat within the last 60 seconds', () => {
  it('online up to exactly 60 s after the last heartbeat, offline 1 ms later', () => {
    expect(isOnline(ISSUED, after(0))).toBe(true);
    expect(isOnline(ISSUED, after(60_000))).toBe(true);
    expect(isOnline(ISSUED, after(60_001))).toBe(false);
  });

  it('never seen, or an unreadable time, is offline', () => {
    expect(isOnline(undefined, after(0))).toBe(false);
    expect(isOnline('gestern', after(0))).toBe(false);
  });

  it('allows six missed heartbeats', () => {
    expect(ONLINE_WITHIN_MS / HEARTBEAT_INTERVAL_MS).toBe(6);
  });
});
