/**
 * The whole deployment: five stacks wired together. Used by infra/bin/app.ts (cdk synth/deploy)
 * and by the infra tests, so both build exactly the same app.
 *
 * The stacks are environment-agnostic (no account or region, no lookups): `cdk synth` works
 * offline without AWS credentials, and `cdk deploy` takes account and region from the profile.
 */
import type { App } from 'aws-cdk-lib';
import { eventRules, schedules } from '#events/rules.ts';
import { publicUrlFromContext } from '../constructs/payments';
import type { FunctionSettings } from '../constructs/theke-function';
import { ApiStack } from './api-stack';
import { AuthStack } from './auth-stack';
import { DataStack } from './data-stack';
import { EventsStack } from './events-stack';
import { type CustomDomain, WebStack } from './web-stack';
import { WafStack } from './waf-stack';

export interface ThekeOptions {
  settings: FunctionSettings;
  alarmEmail?: string;
  customDomain?: CustomDomain;
  /** The shop's public origin for the payment providers' redirects and webhooks and the customer's status links. */
  publicUrl?: string;
  /** Sender of the customer e-mails (a verified SES identity) and of the SMS (events/consumers/notifications). */
  mailFrom?: string;
  smsOriginationIdentity?: string;
  /** Days a customer's upload file is kept in the media bucket (context `uploadRetentionDays`, default 365). */
  uploadRetentionDays?: number;
  /** The Vite build to deploy, if it exists. */
  webBuildDir?: string;
  /**
   * ARN of the web ACL with the rate limits (output WebAclArn of Theke-Waf in us-east-1,
   * ./waf-stack.ts; context `webAclArn`). Without it CloudFront runs without them and synth warns.
   */
  webAclArn?: string;
  /** The Bedrock model of content generation (context `bedrockModelId`; default DEFAULT_BEDROCK_MODEL_ID). */
  bedrockModelId?: string;
}

export interface ThekeStacks {
  data: DataStack;
  auth: AuthStack;
  events: EventsStack;
  api: ApiStack;
  web: WebStack;
  waf: WafStack;
}

/**
 * Options from the CDK context (cdk.json or `-c key=value`):
 * stage (default 'prod'), timeZone (default 'Europe/Vienna'), alarmEmail, domainName + certificateArn,
 * publicUrl (default https://<domainName>; without either, online payments stay off and e-mails
 * carry no status link), mailFrom (sender of the customer e-mails, a verified SES identity; default
 * the shop e-mail of the settings), smsOriginationIdentity (SMS sender id, number or pool),
 * bedrockModelId (the foundation model of content generation in the stack's region),
 * uploadRetentionDays (days a customer's upload file is kept, default 365).
 */
export function optionsFromContext(app: App, webBuildDir?: string): ThekeOptions {
  const context = (key: string): string | undefined => {
    const value: unknown = app.node.tryGetContext(key);
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const stage = context('stage') ?? 'prod';
  // 'local' switches the handlers to the local stack's test keys (functions/lib/config.ts).
  if (stage === 'local') throw new Error("The stage name 'local' is reserved for the local stack");
  const domainName = context('domainName');
  const certificateArn = context('certificateArn');
  if (Boolean(domainName) !== Boolean(certificateArn)) throw new Error('domainName and certificateArn go together');
  return {
    settings: { stage, timeZone: context('timeZone') ?? 'Europe/Vienna' },
    alarmEmail: context('alarmEmail'),
    customDomain: domainName && certificateArn ? { domainName, certificateArn } : undefined,
    publicUrl: publicUrlFromContext(context('publicUrl'), domainName),
    mailFrom: context('mailFrom'),
    smsOriginationIdentity: context('smsOriginationIdentity'),
    uploadRetentionDays: retentionDays(app.node.tryGetContext('uploadRetentionDays')),
    webBuildDir,
    webAclArn: context('webAclArn'),
    bedrockModelId: context('bedrockModelId'),
  };
}

/** A whole number of days from the context (a number in cdk.json, a string with `-c`). */
function retentionDays(value: unknown): number | undefined {
  if (value === undefined || value === '') return undefined;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1) throw new Error(`uploadRetentionDays must be a whole number of days, not ${String(value)}`);
  return days;
}

export function createTheke(app: App, options: ThekeOptions): ThekeStacks {
  const prefix = 'Theke';
  const data = new DataStack(app, `${prefix}-Data`, {
    description: 'Theke: Tabelle und Medien (bleibt erhalten)',
    // The back office uploads photos from the shop's origin straight to the media bucket.
    uploadOrigins: options.publicUrl ? [options.publicUrl] : undefined,
    uploadRetentionDays: options.uploadRetentionDays,
  });
  const auth = new AuthStack(app, `${prefix}-Auth`, { description: 'Theke: Cognito-Benutzerpool des Backoffice' });
  const events = new EventsStack(app, `${prefix}-Events`, {
    description: 'Theke: Event-Bus, Regeln, Zeitpläne, Dead-Letter-Queues, Alarme',
    table: data.table,
    media: data.media,
    settings: options.settings,
    eventRules,
    schedules,
    alarmEmail: options.alarmEmail,
    publicUrl: options.publicUrl,
    mailFrom: options.mailFrom,
    smsOriginationIdentity: options.smsOriginationIdentity,
  });
  const api = new ApiStack(app, `${prefix}-Api`, {
    description: 'Theke: HTTP API /api mit einer Lambda je Routengruppe',
    table: data.table,
    media: data.media,
    bus: events.bus,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    settings: options.settings,
    payments: events.payments,
    notifications: { publicUrl: options.publicUrl, mailFrom: options.mailFrom },
    bedrockModelId: options.bedrockModelId,
  });
  const web = new WebStack(app, `${prefix}-Web`, {
    description: 'Theke: CloudFront, Web-App, Medien',
    apiDomainName: api.originDomainName,
    apiOriginVerify: api.originVerify.secretValue.unsafeUnwrap(),
    mediaBucket: data.media.bucket,
    logsBucket: data.logsBucket,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    webBuildDir: options.webBuildDir,
    customDomain: options.customDomain,
    webAclArn: options.webAclArn,
  });
  // us-east-1 (CloudFront's web ACLs live there); its ARN reaches the web stack as webAclArn.
  const waf = new WafStack(app, `${prefix}-Waf`, { description: 'Theke: WAF-Web-ACL mit Anfragebegrenzung (us-east-1)' });
  return { data, auth, events, api, web, waf };
}
