/**
 * Sending the e-mails and SMS in AWS (events/consumers/notifications): the consumers of rules
 * `order-email` and `order-sms` (to the customer) and `shop-alert-email` and `shop-alert-sms` (the
 * shop's new-order alert, events/rules.ts) get the right to send on their channel and the
 * settings they read (functions/lib/config.ts ENV), nothing more.
 *
 * - E-mail: `ses:SendEmail` (SES v2) on the account's identities. The sender is THEKE_MAIL_FROM
 *   from the CDK context `mailFrom`, else the shop's e-mail address from the settings; either must
 *   be a verified SES identity (SES refuses anything else), which is why the grant names the
 *   identities of the account rather than one address.
 * - SMS: `sms-voice:SendTextMessage` (End User Messaging SMS) on the account's origination
 *   identities; THEKE_SMS_ORIGINATION_IDENTITY from the context `smsOriginationIdentity` (a sender
 *   id, phone number or pool), else AWS picks one of the account.
 * - Both: THEKE_PUBLIC_URL for the status link (the back-office link of a shop alert), when the
 *   shop's public origin is known.
 */
import { Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { ENV } from '#functions/lib/config.ts';
import { acknowledge } from './nag';

export interface NotificationSettings {
  /** The shop's public origin, e.g. https://shop.example.at (the status link). */
  publicUrl?: string;
  /** Sender address of the e-mails (a verified SES identity). */
  mailFrom?: string;
  /** Sender id, phone number or pool of the SMS. */
  smsOriginationIdentity?: string;
}

function addSettings(fn: lambda.Function, settings: NotificationSettings): void {
  if (settings.publicUrl) fn.addEnvironment(ENV.publicUrl, settings.publicUrl);
}

/** ses:SendEmail, THEKE_MAIL_FROM and THEKE_PUBLIC_URL for the e-mail consumer. */
export function grantEmailSending(fn: lambda.Function, settings: NotificationSettings): void {
  addSettings(fn, settings);
  if (settings.mailFrom) fn.addEnvironment(ENV.mailFrom, settings.mailFrom);
  fn.addToRolePolicy(
    new iam.PolicyStatement({ actions: ['ses:SendEmail'], resources: [Stack.of(fn).formatArn({ service: 'ses', resource: 'identity', resourceName: '*' })] }),
  );
  acknowledge(
    fn.role!,
    'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity/*]',
    'The sender address is a setting (THEKE_MAIL_FROM or the shop e-mail); SES only sends from identities verified in this account, and the consumer can do nothing but send.',
  );
}

/** sms-voice:SendTextMessage, THEKE_SMS_ORIGINATION_IDENTITY and THEKE_PUBLIC_URL for the SMS consumer. */
export function grantSmsSending(fn: lambda.Function, settings: NotificationSettings): void {
  addSettings(fn, settings);
  if (settings.smsOriginationIdentity) fn.addEnvironment(ENV.smsOriginationIdentity, settings.smsOriginationIdentity);
  fn.addToRolePolicy(
    new iam.PolicyStatement({ actions: ['sms-voice:SendTextMessage'], resources: [Stack.of(fn).formatArn({ service: 'sms-voice', resource: '*' })] }),
  );
  acknowledge(
    fn.role!,
    'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:sms-voice:<AWS::Region>:<AWS::AccountId>:*]',
    'SendTextMessage authorises against the origination identity AWS picks (sender id, phone number or pool of this account) and the configuration set; the consumer can do nothing but send.',
  );
}
