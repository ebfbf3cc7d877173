/**
 * Who is writing: the router runs every request of a signed-in staff member inside
 * `withAuditActor`, and the repository (functions/db/repository.ts) reads `currentAuditActor()`
 * on each create, update and delete to add the audit entry to the same write
 * (docs/audit-log.md). Writes without an actor (the seed, event consumers, jobs, customers'
 * orders) are not audited.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface AuditActor {
  userId: string;
  userName: string;
  /** The route group the request came through (`products`). */
  resource: string;
  /** `PUT /api/products/{id}` */
  method: string;
  path: string;
}

const storage = new AsyncLocalStorage<AuditActor>();

/** The parts of a router caller the log needs (functions/lib/auth.ts `StaffCaller`). */
interface CallerLike {
  kind: string;
  identity?: { sub: string; username: string };
  user?: { id: string; name?: string; username?: string };
}

/** The actor of a staff caller; other callers (visitors, order screens, printers) write unaudited. */
export function auditActorOf(caller: CallerLike, resource: string, route: { method: string; path: string }): AuditActor | undefined {
  if (caller.kind !== 'staff' || !caller.identity) return undefined;
  const userName = caller.user?.name?.trim() || caller.user?.username || caller.identity.username;
  return { userId: caller.user?.id ?? caller.identity.sub, userName, resource, method: route.method, path: route.path };
}

export function withAuditActor<T>(actor: AuditActor | undefined, run: () => Promise<T>): Promise<T> {
  return actor ? storage.run(actor, run) : run();
}

export function currentAuditActor(): AuditActor | undefined {
  return storage.getStore();
}

/**
 * The action name of a write: the generic routes (`POST /api/products`, `PUT|DELETE
 * /api/products/{id}`) log the repository's create/update/delete; any other route its own
 * path after the resource with parameters left out (`/api/orders/{id}/status/confirm` →
 * `status/confirm`), so a status change is not just "update".
 */
export function auditAction(actor: AuditActor, operation: 'create' | 'update' | 'delete'): string {
  const segments = actor.path.split('/').filter((segment) => segment !== '' && !segment.startsWith('{'));
  const own = segments.slice(2).join('/');
  return own === '' ? operation : own;
}
