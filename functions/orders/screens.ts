/**
 * The order screens of a branch, opened with its id and API key instead of a session
 * (backoffice.md §6, §7):
 *
 *   GET /api/orders/frontdesk/{branchId}/{apiKey}   the customer-facing ticket display
 *   GET /api/orders/backoffice/{branchId}/{apiKey}  the counter tablet's list of open orders
 *
 * The router has checked the key before (functions/lib/access.ts: 401 with the same answer for an
 * unknown branch and a wrong key). Both read the branch's open orders from the sparse index and
 * answer a projection (shared/order-screen/screens.ts says what each screen may show, and why),
 * parsed with its schema on the way out so no other field can slip through. Answers are sent with
 * `cache-control: no-store` (the router's default): they change every few seconds and the key is
 * in the path.
 */
import { backOfficeOrders, frontDeskTickets, type ScreenOrderRecord } from '#shared/order-screen/screens.ts';
import { backOfficeScreenSchema, frontDeskScreenSchema, type BackOfficeScreen, type FrontDeskScreen } from '#shared/schemas/order-screen.ts';
import { orderDueAt } from '../db/entities';
import type { Caller } from '../lib/auth';
import { readConfig } from '../lib/config';
import { ApiError } from '../lib/errors';
import { route, type RouteDefinition } from '../lib/router';
import { openOrders } from './service';

interface ScreenContext {
  branchName: string;
  orders: ScreenOrderRecord[];
  now: Date;
  timeZone: string;
}

async function screenContext(caller: Caller): Promise<ScreenContext> {
  if (caller.kind !== 'orderScreen') throw ApiError.of(401, 'api.auth.invalidApiKey');
  const branch = caller.branch;
  const orders = (await openOrders([branch.id])).map((order) => ({ ...order, dueAt: orderDueAt(order) }) as ScreenOrderRecord);
  return { branchName: String(branch.name ?? ''), orders, now: new Date(), timeZone: readConfig().timeZone };
}

function frontDeskScreen({ branchName, orders, now, timeZone }: ScreenContext): FrontDeskScreen {
  return frontDeskScreenSchema.parse({ branchName, timeZone, tickets: frontDeskTickets(orders, now, timeZone) });
}

function backOfficeScreen({ branchName, orders, now, timeZone }: ScreenContext): BackOfficeScreen {
  return backOfficeScreenSchema.parse({ branchName, timeZone, orders: backOfficeOrders(orders, now, timeZone) });
}

export const screenRoutes: Record<string, RouteDefinition> = {
  'GET /api/orders/frontdesk/{branchId}/{apiKey}': route({ handle: async ({ caller }) => frontDeskScreen(await screenContext(caller)) }),
  'GET /api/orders/backoffice/{branchId}/{apiKey}': route({ handle: async ({ caller }) => backOfficeScreen(await screenContext(caller)) }),
};
