/**
 * Star CloudPRNT (HTTP version) at `/api/cloudprnt/{deviceId}/{deviceKey}`: the URL a receipt
 * printer is configured with. The access rule `printer` (functions/lib/access.ts) has checked the
 * device id and key before any of this runs (401, the same for an unknown device and a wrong key).
 *
 * 1. POST (poll, every few seconds): the printer's status as JSON. Recorded as the device's
 *    `lastSeenAt` / `printerStatus`; the answer `{jobReady, mediaTypes?, jobToken?, clientAction?}`
 *    says whether a job waits (./queue.ts), in which media types, and under which token.
 * 2. GET `?type=<media type>&token=<job token>&mac=…`: the job's document in that media type,
 *    StarPRNT command bytes (`application/vnd.star.starprnt`) or plain text (`text/plain`). The
 *    job counts as printing from now on; fetching it again returns the same document.
 * 3. DELETE `?code=<status>&token=<job token>&mac=…`: the printer is done with the job: "OK" /
 *    "2xx …" mark it done, any other code marks it failed with that code.
 *
 * A disabled printer still polls and shows as online (staff can test it before switching it on);
 * the receipt consumer only queues receipts for enabled printers.
 *
 * Printers whose firmware sends no token get the oldest open job and confirm the one printing.
 * Decision: we never ask for `deleteMethod: "GET"` (API Gateway passes DELETE through), so the
 * GET variant of the confirmation is not needed.
 *
 * Device logs (POST /devices/{id}/request-device-logs sets `logRequestedAt`): the next poll
 * answers with CloudPRNT client actions (client type and version, encodings, poll interval, page
 * info); the printer posts the results with its following poll and they are stored as the
 * device's `deviceLog`.
 */
import * as z from 'zod';
import { t } from '#shared/i18n/print-lookup.ts';
import { STARPRNT_MEDIA_TYPE, encodeStarPrnt, renderText } from '#shared/print/index.ts';
import type { EntityData } from '../db/entities';
import type { Caller, PrinterCaller } from '../lib/auth';
import { ApiError } from '../lib/errors';
import { RawReply, route, type RouteDefinition } from '../lib/router';
import { recordPoll, storeDeviceLog } from './devices';
import { acknowledge, currentJob, findJob, markFetched, nextJob, openJob, type PrintJob } from './queue';

export const TEXT_MEDIA_TYPE = 'text/plain';
/** The media types every job is offered in, the printer's preferred first. */
export const MEDIA_TYPES = [STARPRNT_MEDIA_TYPE, TEXT_MEDIA_TYPE] as const;

/** What staff get when they request a printer's log. */
export const LOG_CLIENT_ACTIONS = ['ClientType', 'ClientVersion', 'Encodings', 'GetPollInterval', 'PageInfo'] as const;

const printError = (status: number, code: 'print.noJob' | 'print.unknownJob' | 'print.unsupportedMediaType'): ApiError =>
  new ApiError(status, [{ code, message: t(code) }]);

function printerOf(caller: Caller): PrinterCaller {
  if (caller.kind !== 'printer') throw ApiError.of(401, 'api.auth.invalidDeviceKey');
  return caller;
}

/** The poll body (all fields optional: servers must take null or missing values, says the protocol). */
const pollSchema = z
  .object({
    statusCode: z.string().max(100).nullish(),
    printerMAC: z.string().max(50).nullish(),
    status: z.string().max(500).nullish(),
    uniqueID: z.string().max(100).nullish(),
    printingInProgress: z.boolean().nullish(),
    clientAction: z
      .array(z.object({ request: z.string().max(100), result: z.unknown() }))
      .max(50)
      .nullish(),
  })
  .optional();

const queryText = z.string().max(200).optional();
const jobQuerySchema = z.object({ token: queryText, type: queryText, mac: queryText, uid: queryText });
const confirmQuerySchema = z.object({ token: queryText, code: queryText, mac: queryText, uid: queryText });

const resultText = (result: unknown): string => (typeof result === 'string' ? result : JSON.stringify(result ?? null)).slice(0, 2000);

export interface PollAnswer {
  jobReady: boolean;
  mediaTypes?: string[];
  jobToken?: string;
  clientAction?: Array<{ request: string; options: string }>;
}

const poll: RouteDefinition = route({
  body: pollSchema,
  handle: async ({ caller, body }) => {
    const { device } = printerOf(caller);
    const now = new Date();
    const reported = body?.clientAction ?? [];
    await recordPoll(device.id, now, body?.statusCode ?? undefined);
    if (reported.length > 0) {
      await storeDeviceLog(device.id, {
        receivedAt: now.toISOString(),
        entries: reported.map(({ request, result }) => ({ request, result: resultText(result) })),
      });
    }
    const job = await nextJob(device.id, now);
    const answer: PollAnswer = job ? { jobReady: true, mediaTypes: [...MEDIA_TYPES], jobToken: job.jobId } : { jobReady: false };
    if (typeof (device as EntityData).logRequestedAt === 'string' && reported.length === 0) {
      answer.clientAction = LOG_CLIENT_ACTIONS.map((request) => ({ request, options: '' }));
    }
    return new RawReply(200, JSON.stringify(answer), 'application/json');
  },
});

/** The document of a job in a media type; undefined for a type we do not serve. */
export function renderJob(job: Pick<PrintJob, 'blocks'>, mediaType: string | undefined): RawReply | undefined {
  const type = (mediaType ?? STARPRNT_MEDIA_TYPE).split(';')[0]!.trim().toLowerCase();
  if (type === STARPRNT_MEDIA_TYPE) return new RawReply(200, encodeStarPrnt(job.blocks), STARPRNT_MEDIA_TYPE);
  if (type === TEXT_MEDIA_TYPE) return new RawReply(200, `${renderText(job.blocks)}\n`, 'text/plain; charset=utf-8');
  return undefined;
}

const fetchJob: RouteDefinition = route({
  query: jobQuerySchema,
  handle: async ({ caller, query }) => {
    const { device } = printerOf(caller);
    const now = new Date();
    const job = query.token ? await openJob(device.id, query.token, now) : await currentJob(device.id, now);
    if (!job) throw printError(404, 'print.noJob');
    const document = renderJob(job, query.type);
    if (!document) throw printError(415, 'print.unsupportedMediaType');
    await markFetched(job, now);
    return document;
  },
});

const confirmJob: RouteDefinition = route({
  query: confirmQuerySchema,
  handle: async ({ caller, query, log }) => {
    const { device } = printerOf(caller);
    const now = new Date();
    const job = query.token ? await findJob(device.id, query.token) : await currentJob(device.id, now);
    if (!job) throw printError(404, query.token ? 'print.unknownJob' : 'print.noJob');
    // A repeated confirmation (the printer did not get our first answer) changes nothing.
    if (job.status === 'done' || job.status === 'failed') return { jobToken: job.jobId, status: job.status };
    const code = query.code ?? 'OK';
    const status = await acknowledge(job, code, now);
    if (status === 'failed') log.warn('cloudprnt: the printer could not print a job', { deviceId: device.id, jobId: job.jobId, code });
    return { jobToken: job.jobId, status };
  },
});

export const cloudPrntRoutes: Record<string, RouteDefinition> = {
  'POST /api/cloudprnt/{deviceId}/{deviceKey}': poll,
  'GET /api/cloudprnt/{deviceId}/{deviceKey}': fetchJob,
  'DELETE /api/cloudprnt/{deviceId}/{deviceKey}': confirmJob,
};
