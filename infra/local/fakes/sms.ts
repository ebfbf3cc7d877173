/**
 * A fake AWS End User Messaging SMS (pinpoint-sms-voice-v2) for the local stack: SendTextMessage
 * over the AWS JSON 1.0 protocol the SDK speaks (`X-Amz-Target:
 * PinpointSMSVoiceV2.SendTextMessage`), so events/consumers/notifications sends with the real
 * @aws-sdk/client-pinpoint-sms-voice-v2 and every SMS lands in the local outbox. Requests are not
 * signature-checked (loopback only).
 *
 * `failNext(n)` answers the next n requests with 500 (InternalServerException), for the retry
 * tests.
 */
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Outbox } from '../outbox';
import { sendJson } from '../server/io';
import { readJson, startFakeServer } from './server';

const AMZ_JSON = 'application/x-amz-json-1.0';
export const SEND_TEXT_MESSAGE_TARGET = 'PinpointSMSVoiceV2.SendTextMessage';

/** E.164, as the service demands. */
const E164 = /^\+[1-9]\d{6,14}$/;

export interface FakeSms {
  endpoint: string;
  failNext(count: number): void;
  stop(): Promise<void>;
}

function awsError(res: ServerResponse, status: number, type: string, message: string): void {
  sendJson(res, status, JSON.stringify({ __type: type, message }), AMZ_JSON);
}

export async function startFakeSms(options: { port: number; outbox: Outbox; log: (line: string) => void }): Promise<FakeSms> {
  let failing = 0;
  const server = await startFakeServer(
    'SMS (lokal)',
    options.port,
    async (req, res) => {
      if (req.method !== 'POST' || req.headers['x-amz-target'] !== SEND_TEXT_MESSAGE_TARGET) {
        return awsError(res, 400, 'UnknownOperationException', 'The local SMS service supports SendTextMessage only.');
      }
      const body = ((await readJson(req)) ?? {}) as { DestinationPhoneNumber?: unknown; MessageBody?: unknown; OriginationIdentity?: unknown };
      if (typeof body.DestinationPhoneNumber !== 'string' || !E164.test(body.DestinationPhoneNumber)) {
        return awsError(res, 400, 'ValidationException', 'DestinationPhoneNumber must be in E.164 format.');
      }
      if (typeof body.MessageBody !== 'string' || body.MessageBody === '') return awsError(res, 400, 'ValidationException', 'MessageBody is required.');
      if (failing > 0) {
        failing -= 1;
        return awsError(res, 500, 'InternalServerException', 'The local SMS service fails on purpose.');
      }
      options.outbox.add({
        channel: 'sms',
        to: body.DestinationPhoneNumber,
        ...(typeof body.OriginationIdentity === 'string' ? { from: body.OriginationIdentity } : {}),
        text: body.MessageBody,
      });
      sendJson(res, 200, JSON.stringify({ MessageId: `lokal-${randomUUID()}` }), AMZ_JSON);
    },
    options.log,
  );
  return {
    endpoint: `http://127.0.0.1:${server.port}`,
    failNext: (count) => {
      failing = count;
    },
    stop: () => server.close(),
  };
}
