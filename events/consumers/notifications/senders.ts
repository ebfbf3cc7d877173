/**
 * The providers' clients (DESIGN.md §2: real clients, endpoint configurable): SES v2 SendEmail for
 * e-mail and AWS End User Messaging SMS SendTextMessage for SMS. On the local stack
 * THEKE_SES_ENDPOINT and THEKE_SMS_ENDPOINT point them at the fakes of infra/local/fakes, which
 * put each message into the outbox.
 *
 * Both throw when the provider refuses or cannot be reached; the consumer then releases its claim
 * and the event is retried (./notify-customer.ts).
 */
import { PinpointSMSVoiceV2Client, SendTextMessageCommand } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { readConfig, type RuntimeConfig } from '#functions/lib/config.ts';

/**
 * Tries per send inside one consumer run (the SDK retries throttling and 5xx answers); the
 * consumer's own retries (Lambda: two more runs, then the dead-letter queue) come on top.
 */
export const SEND_ATTEMPTS = 3;

function clientOptions(config: RuntimeConfig, endpoint: string | undefined) {
  return {
    region: config.region,
    maxAttempts: SEND_ATTEMPTS,
    // The local fakes accept any credentials; never send real ones to them.
    ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  };
}

let ses: { key: string; client: SESv2Client } | undefined;
let sms: { key: string; client: PinpointSMSVoiceV2Client } | undefined;

function sesClient(): SESv2Client {
  const config = readConfig();
  const key = `${config.region}|${config.sesEndpoint ?? ''}`;
  if (ses?.key !== key) ses = { key, client: new SESv2Client(clientOptions(config, config.sesEndpoint)) };
  return ses.client;
}

function smsClient(): PinpointSMSVoiceV2Client {
  const config = readConfig();
  const key = `${config.region}|${config.smsEndpoint ?? ''}`;
  if (sms?.key !== key) sms = { key, client: new PinpointSMSVoiceV2Client(clientOptions(config, config.smsEndpoint)) };
  return sms.client;
}

export interface EmailMessage {
  to: string;
  /** The sender address (a verified SES identity). */
  from: string;
  /** Shown as the sender's name, e.g. the shop's name. */
  fromName?: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * `"Name" <address>` with the name as a MIME encoded-word: SES takes only ASCII in the address
 * field, and shop names have umlauts.
 */
export function mailbox(address: string, name?: string): string {
  if (!name) return address;
  return `=?UTF-8?B?${Buffer.from(name, 'utf8').toString('base64')}?= <${address}>`;
}

/** Sends one e-mail; answers the provider's message id. */
export async function sendEmail(message: EmailMessage): Promise<string> {
  const charset = 'UTF-8';
  const result = await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: mailbox(message.from, message.fromName),
      Destination: { ToAddresses: [message.to] },
      ...(message.replyTo ? { ReplyToAddresses: [message.replyTo] } : {}),
      Content: {
        Simple: {
          Subject: { Data: message.subject, Charset: charset },
          Body: { Text: { Data: message.text, Charset: charset }, Html: { Data: message.html, Charset: charset } },
        },
      },
    }),
  );
  return result.MessageId ?? '';
}

export interface SmsMessage {
  /** E.164, e.g. +436641234567. */
  to: string;
  text: string;
}

/** Sends one SMS (transactional); answers the provider's message id. */
export async function sendSms(message: SmsMessage): Promise<string> {
  const origination = readConfig().smsOriginationIdentity;
  const result = await smsClient().send(
    new SendTextMessageCommand({
      DestinationPhoneNumber: message.to,
      MessageBody: message.text,
      MessageType: 'TRANSACTIONAL',
      ...(origination ? { OriginationIdentity: origination } : {}),
    }),
  );
  return result.MessageId ?? '';
}
