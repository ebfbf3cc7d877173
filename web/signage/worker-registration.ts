/**
 * Registers the player's service worker (./sw.ts) in the built app: a TV that restarts without
 * network still opens the page. Without service workers (an old TV browser, plain http) the
 * player still plays from memory and localStorage.
 */
import { PLAYER_WORKER_SCOPE, PLAYER_WORKER_URL } from './worker-rules';

export function registerPlayerWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(PLAYER_WORKER_URL, { scope: PLAYER_WORKER_SCOPE }).catch(() => {
    // Not fatal: the player works without it.
  });
}
