/**
 * Printing on demand:
 *
 * - POST /api/orders/{id}/print (staff; an employee only for orders of their branches), body
 *   optional `{deviceId}`: publishes `OrderPrintRequested` with a new request id; the receipt
 *   consumer queues the receipt for every enabled printer of the branch, or the one named.
 *   202 `{requestId, printers}`; 422 'Für diese Filiale ist kein Drucker eingerichtet.' when the
 *   branch has no enabled printer (or the named one is not among them), so staff learn it at once
 *   instead of waiting for paper that never comes.
 * - POST /api/devices/{id}/test/print and /test/notification (staff of the device's branch):
 *   queue a test slip (shared/print/receipt.ts) for that printer directly, also for a disabled
 *   one (staff test it before switching it on). 201 with the job; 422 for a device that is no
 *   printer.
 * - POST /api/devices/{id}/request-device-logs: sets `logRequestedAt`; the printer's next poll is
 *   asked for its log (./cloudprnt.ts). 200 with the device.
 */
import { ulid } from 'ulid';
import * as z from 'zod';
import { ORDER_EVENT_SOURCE } from '#events/contracts/orders.ts';
import { ORDER_PRINT_REQUESTED, type OrderPrintRequestedDetail } from '#events/contracts/printing.ts';
import { t } from '#shared/i18n/print-lookup.ts';
import { testNotificationBlocks, testPrintBlocks } from '#shared/print/index.ts';
import { idSchema } from '#shared/schemas/common.ts';
import { getEntity } from '../db/repository';
import { readConfig } from '../lib/config';
import { ApiError } from '../lib/errors';
import { publishEvent } from '../lib/events';
import { canWrite, idParams, readableRecord } from '../lib/crud-routes';
import { branchIdOf, policies, clientView } from '../lib/policies';
import { Reply, created, route, type RouteContext, type RouteDefinition } from '../lib/router';
import { staffOrder } from '../orders/changes';
import { enabledPrinters, isPrinter, requestDeviceLog } from './devices';
import { enqueue, newJob, type PrintJobKind } from './queue';

const refused = (code: 'print.noPrinter' | 'print.unknownPrinter' | 'print.notAPrinter'): ApiError => new ApiError(422, [{ code, message: t(code) }]);

const printRequestSchema = z.object({ deviceId: idSchema.optional() }).optional();

export const printOrderRoute: RouteDefinition = route({
  params: idParams,
  body: printRequestSchema,
  handle: async ({ caller, params, body, log }) => {
    const { order } = await staffOrder(caller, params.id);
    const branchId = branchIdOf(order);
    const printers = branchId ? await enabledPrinters(branchId) : [];
    if (printers.length === 0) throw refused('print.noPrinter');
    const deviceId = body?.deviceId;
    if (deviceId && !printers.some((printer) => printer.id === deviceId)) throw refused('print.unknownPrinter');
    const detail: OrderPrintRequestedDetail = { orderId: order.id, branchId: branchId!, requestId: ulid(), ...(deviceId ? { deviceId } : {}) };
    await publishEvent(ORDER_EVENT_SOURCE, ORDER_PRINT_REQUESTED, detail);
    log.info('print requested', { orderId: order.id, requestId: detail.requestId, deviceId });
    return new Reply(202, { requestId: detail.requestId, printers: deviceId ? 1 : printers.length });
  },
});

/** The device a staff member may act on: 404 unknown, 403 another branch's device (employees). */
async function writableDevice(context: RouteContext<unknown, { id: string }, unknown>) {
  const device = await readableRecord(policies.devices, context.params.id, context);
  if (!canWrite(context.caller, policies.devices, device)) throw ApiError.of(403, 'api.auth.branchForbidden');
  return device;
}

const testRoute = (kind: Extract<PrintJobKind, 'test' | 'notification'>): RouteDefinition =>
  route({
    params: idParams,
    handle: async (context) => {
      const device = await writableDevice(context);
      if (!isPrinter(device)) throw refused('print.notAPrinter');
      const branchId = branchIdOf(device);
      const branch = branchId ? await getEntity('Branch', branchId) : undefined;
      const now = new Date();
      const slip = { device: { name: String(device.name ?? '') }, branch, timeZone: readConfig().timeZone, now };
      const job = await enqueue(newJob(device.id, kind, kind === 'test' ? testPrintBlocks(slip) : testNotificationBlocks(slip), now));
      return created({ jobToken: job.jobId, status: job.status, createdAt: job.createdAt });
    },
  });

const requestLogsRoute: RouteDefinition = route({
  params: idParams,
  handle: async (context) => {
    const device = await writableDevice(context);
    if (!isPrinter(device)) throw refused('print.notAPrinter');
    const now = new Date();
    await requestDeviceLog(device.id, now);
    return clientView(policies.devices, { ...device, logRequestedAt: now.toISOString() });
  },
});

export const deviceActionRoutes: Record<string, RouteDefinition> = {
  'POST /api/devices/{id}/test/print': testRoute('test'),
  'POST /api/devices/{id}/test/notification': testRoute('notification'),
  'POST /api/devices/{id}/request-device-logs': requestLogsRoute,
};
