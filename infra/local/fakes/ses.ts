/**
 * A fake Amazon SES (API v2) for the local stack: SendEmail over the REST-JSON protocol the SDK
 * speaks (`POST /v2/email/outbound-emails`), so events/consumers/notifications sends with the real
 * @aws-sdk/client-sesv2 and every e-mail lands in the local outbox (/local/outbox), one entry per
 * recipient. Requests are not signature-checked (loopback only).
 *
 * Failing on purpose, for the retry and dead-letter tests: a recipient whose address starts with
 * `fail-` (fail-anna@example.at) is always answered 500, and `failNext(n)` answers the next n
 * requests with 500, as SES does when it has an internal failure.
 */
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Outbox } from '../outbox';
import { sendJson } from '../server/io';
import { readJson, startFakeServer } from './server';

export const SES_SEND_EMAIL_PATH = '/v2/email/outbound-emails';

/** Recipients of this form make the fake fail every time. */
export const FAILING_RECIPIENT = /^fail-/i;

export interface FakeSes {
  endpoint: string;
  /** Answers the next `count` SendEmail requests with 500. */
  failNext(count: number): void;
  stop(): Promise<void>;
}

interface Content {
  Data?: unknown;
}

interface SendEmailRequest {
  FromEmailAddress?: unknown;
  Destination?: { ToAddresses?: unknown };
  Content?: { Simple?: { Subject?: Content; Body?: { Text?: Content; Html?: Content } } };
}

function awsError(res: ServerResponse, status: number, type: string, message: string): void {
  res.setHeader('x-amzn-errortype', type);
  sendJson(res, status, JSON.stringify({ message }));
}

/** `=?UTF-8?B?…?= <a@b>` → `Name <a@b>`: the outbox shows the sender's name readable. */
export function decodeMailbox(value: string): string {
  return value.replace(/=\?UTF-8\?B\?([A-Za-z0-9+/=]+)\?=/gi, (_, base64: string) => Buffer.from(base64, 'base64').toString('utf8'));
}

const contentData = (content: Content | undefined): string | undefined => (typeof content?.Data === 'string' ? content.Data : undefined);

export async function startFakeSes(options: { port: number; outbox: Outbox; log: (line: string) => void }): Promise<FakeSes> {
  let failing = 0;
  const server = await startFakeServer(
    'SES (lokal)',
    options.port,
    async (req, res, url) => {
      if (req.method !== 'POST' || url.pathname !== SES_SEND_EMAIL_PATH)
        return awsError(res, 404, 'NotFoundException', 'The local SES supports SendEmail only.');
      const body = ((await readJson(req)) ?? {}) as SendEmailRequest;
      const to = body.Destination?.ToAddresses;
      const simple = body.Content?.Simple;
      const subject = contentData(simple?.Subject);
      const plain = contentData(simple?.Body?.Text);
      const html = contentData(simple?.Body?.Html);
      if (typeof body.FromEmailAddress !== 'string' || !Array.isArray(to) || to.length === 0 || !to.every((address) => typeof address === 'string')) {
        return awsError(res, 400, 'BadRequestException', 'FromEmailAddress and Destination.ToAddresses are required.');
      }
      if (subject === undefined || (plain === undefined && html === undefined)) {
        return awsError(res, 400, 'BadRequestException', 'Content.Simple needs a Subject and a Text or Html body.');
      }
      if (failing > 0 || to.some((address: string) => FAILING_RECIPIENT.test(address))) {
        failing = Math.max(0, failing - 1);
        return awsError(res, 500, 'InternalFailure', 'The local SES fails on purpose.');
      }
      const from = decodeMailbox(body.FromEmailAddress);
      for (const address of to as string[]) {
        options.outbox.add({ channel: 'email', to: address, from, subject, text: plain ?? '', ...(html ? { html } : {}) });
      }
      sendJson(res, 200, JSON.stringify({ MessageId: `lokal-${randomUUID()}` }));
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
