/**
 * The EventBridge API of the local stack: answers PutEvents (AWS JSON 1.1, X-Amz-Target
 * AWSEvents.PutEvents) so Lambda code publishes through the real @aws-sdk/client-eventbridge
 * (THEKE_EVENTBRIDGE_ENDPOINT), and hands the entries to the in-process bus. A GET lists the
 * latest published events (`{ data: [...] }`, oldest first), for tests in another process and for
 * a look during development.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PutEventsValidationError, type LocalEventBus, type PutEventsEntry } from '../bus/event-bus';
import { readBody, sendJson } from './io';

const AMZ_JSON = 'application/x-amz-json-1.1';

export async function handlePutEvents(bus: LocalEventBus, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method === 'GET') {
    sendJson(res, 200, JSON.stringify({ data: bus.published }));
    return;
  }
  const body = await readBody(req);
  const fail = (status: number, type: string, message: string) => sendJson(res, status, JSON.stringify({ __type: type, message }), AMZ_JSON);
  if (req.method !== 'POST' || req.headers['x-amz-target'] !== 'AWSEvents.PutEvents') {
    fail(400, 'UnknownOperationException', 'The local EventBridge supports PutEvents only.');
    return;
  }
  let request: { Entries?: PutEventsEntry[] };
  try {
    request = JSON.parse(body.toString('utf8')) as { Entries?: PutEventsEntry[] };
  } catch {
    fail(400, 'SerializationException', 'Invalid JSON');
    return;
  }
  try {
    const entries = bus.putEvents(request.Entries);
    const failed = entries.filter((entry) => entry.ErrorCode !== undefined).length;
    sendJson(res, 200, JSON.stringify({ FailedEntryCount: failed, Entries: entries }), AMZ_JSON);
  } catch (error) {
    if (!(error instanceof PutEventsValidationError)) throw error;
    fail(400, 'ValidationException', error.message);
  }
}
