/**
 * The e-mail with a temporary password, sent by the request itself through SES v2 (locally the
 * SES fake's outbox, THEKE_SES_ENDPOINT).
 *
 * Decision: sent directly, not through an event and its consumer: the password must not sit in the
 * event bus, its retries and its dead-letter queue, and an account whose e-mail cannot be sent must
 * not be created at all (the create undoes its other steps, ./accounts.ts). The sender is
 * THEKE_MAIL_FROM, else the shop's e-mail of the settings, as for the order e-mails.
 */
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { filledText } from '#shared/text/text.ts';
import { loadShopConfig } from '../config/service';
import { readConfig } from '../lib/config';
import type { Logger } from '../lib/logger';
import { passwordMail, type PasswordMail } from './rules';

let cached: { key: string; client: SESv2Client } | undefined;

function sesClient(): SESv2Client {
  const config = readConfig();
  const key = `${config.region}|${config.sesEndpoint ?? ''}`;
  if (cached?.key !== key) {
    cached = {
      key,
      client: new SESv2Client({
        region: config.region,
        // The local fake accepts any credentials; never send real ones to it.
        ...(config.sesEndpoint ? { endpoint: config.sesEndpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
      }),
    };
  }
  return cached.client;
}

/** `"Name" <address>` with the name as a MIME encoded-word (SES takes only ASCII there). */
const mailbox = (address: string, name: string): string => `=?UTF-8?B?${Buffer.from(name, 'utf8').toString('base64')}?= <${address}>`;

/** Sends the invitation or reset e-mail; throws when there is no sender or SES refuses. */
export async function sendPasswordMail(to: string, mail: Omit<PasswordMail, 'shop' | 'signInUrl'>, log: Logger): Promise<void> {
  const { config } = await loadShopConfig(log);
  const shop = filledText(config.shopName) ?? filledText(config.businessName) ?? 'Theke';
  const from = readConfig().mailFrom ?? filledText(config.email);
  if (!from) throw new Error('no sender address: set THEKE_MAIL_FROM or the shop e-mail in the settings');
  const publicUrl = readConfig().publicUrl;
  const content = passwordMail({ ...mail, shop, ...(publicUrl ? { signInUrl: `${publicUrl}/backend/login` } : {}) });
  const charset = 'UTF-8';
  await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: mailbox(from, shop),
      Destination: { ToAddresses: [to] },
      Content: {
        Simple: {
          Subject: { Data: content.subject, Charset: charset },
          Body: { Text: { Data: content.text, Charset: charset }, Html: { Data: content.html, Charset: charset } },
        },
      },
    }),
  );
}
