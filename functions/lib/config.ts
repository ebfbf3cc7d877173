/**
 * Runtime configuration of the Lambdas, read from the environment once per cold start.
 * The CDK api stack sets these variables (infra/constructs), the local stack sets the same ones
 * plus the endpoint overrides that point the real AWS SDK clients at the emulators.
 */
import { DEFAULT_TIME_ZONE } from '#shared/time/zone.ts';

export const ENV = {
  stage: 'THEKE_STAGE', // 'local' on the local stack, otherwise the deployed stage name
  table: 'THEKE_TABLE',
  mediaBucket: 'THEKE_MEDIA_BUCKET',
  eventBus: 'THEKE_EVENT_BUS',
  userPoolId: 'THEKE_USER_POOL_ID',
  userPoolClientId: 'THEKE_USER_POOL_CLIENT_ID',
  timeZone: 'THEKE_TIME_ZONE',
  logLevel: 'THEKE_LOG_LEVEL', // debug | info | warn | error (default info)
  // Local stack only: emulator endpoints and the JWKS of cognito-local.
  dynamoDbEndpoint: 'THEKE_DYNAMODB_ENDPOINT',
  s3Endpoint: 'THEKE_S3_ENDPOINT',
  eventBridgeEndpoint: 'THEKE_EVENTBRIDGE_ENDPOINT',
  cognitoEndpoint: 'THEKE_COGNITO_ENDPOINT',
  localJwksUrl: 'THEKE_LOCAL_JWKS_URL',
  // Online payments (functions/payments/settings.ts): the shop's public origin for the providers'
  // redirects and webhooks, the Secrets Manager secret with the provider credentials, and the
  // endpoints (set only on the local stack, to reach its fakes).
  publicUrl: 'THEKE_PUBLIC_URL',
  paymentSecretArn: 'THEKE_PAYMENT_SECRET_ARN',
  secretsManagerEndpoint: 'THEKE_SECRETS_MANAGER_ENDPOINT',
  mollieApiEndpoint: 'THEKE_MOLLIE_API_ENDPOINT',
  datatransApiEndpoint: 'THEKE_DATATRANS_API_ENDPOINT',
  datatransPayEndpoint: 'THEKE_DATATRANS_PAY_ENDPOINT',
  // Customer e-mail and SMS (events/consumers/notifications): the sender address (a verified SES
  // identity; without it the shop's config e-mail is used), the SMS origination identity (sender
  // id, phone number or pool; without it AWS picks one of the account), and the endpoints (set
  // only on the local stack, to reach its fakes).
  mailFrom: 'THEKE_MAIL_FROM',
  smsOriginationIdentity: 'THEKE_SMS_ORIGINATION_IDENTITY',
  sesEndpoint: 'THEKE_SES_ENDPOINT',
  smsEndpoint: 'THEKE_SMS_ENDPOINT',
  // Content generation (functions/content-ai): the Amazon Bedrock model (the CDK api stack sets it
  // and grants exactly that model) and the endpoint (set only on the local stack, to reach its fake).
  bedrockModelId: 'THEKE_BEDROCK_MODEL_ID',
  bedrockEndpoint: 'THEKE_BEDROCK_ENDPOINT',
  // The value CloudFront sends in ORIGIN_VERIFY_HEADER to the API (infra/stacks/api-stack.ts); unset
  // on the local stack, where no other way to the handlers exists.
  originVerify: 'THEKE_ORIGIN_VERIFY',
} as const;

/**
 * The Bedrock model of content generation unless THEKE_BEDROCK_MODEL_ID names another: Claude 3
 * Haiku, on demand in eu-central-1 (Frankfurt), reads images, answers German well and costs little.
 */
export const DEFAULT_BEDROCK_MODEL_ID = 'anthropic.claude-3-haiku-20240307-v1:0';

/** The header CloudFront adds to every /api request (a custom origin header, docs/headers-and-edges.md). */
export const ORIGIN_VERIFY_HEADER = 'x-theke-origin-verify';

export interface RuntimeConfig {
  stage: string;
  isLocal: boolean;
  region: string;
  table: string;
  mediaBucket: string;
  eventBus: string;
  userPoolId: string;
  userPoolClientId: string;
  timeZone: string;
  logLevel: string;
  dynamoDbEndpoint?: string;
  s3Endpoint?: string;
  eventBridgeEndpoint?: string;
  cognitoEndpoint?: string;
  localJwksUrl?: string;
  /** The shop's public origin without a trailing slash (links in e-mails and SMS). */
  publicUrl?: string;
  mailFrom?: string;
  smsOriginationIdentity?: string;
  sesEndpoint?: string;
  smsEndpoint?: string;
  bedrockModelId: string;
  bedrockEndpoint?: string;
  /** Set in AWS: requests without this value in ORIGIN_VERIFY_HEADER did not come through CloudFront. */
  originVerify?: string;
}

type SettingReaders = { [K in keyof RuntimeConfig]-?: (env: NodeJS.ProcessEnv) => RuntimeConfig[K] };

const stageOf = (env: NodeJS.ProcessEnv): string => env[ENV.stage] ?? 'prod';

/**
 * One reader per setting with its default. Reading an environment variable is a call into the
 * runtime, not a property read: a request's path (every DynamoDB call asks for the table and its
 * client) reads the one setting it needs with readSetting instead of all of them.
 */
const SETTINGS: SettingReaders = {
  stage: stageOf,
  isLocal: (env) => stageOf(env) === 'local',
  region: (env) => env.AWS_REGION ?? 'eu-central-1',
  table: (env) => env[ENV.table] ?? 'theke',
  mediaBucket: (env) => env[ENV.mediaBucket] ?? 'theke-media',
  eventBus: (env) => env[ENV.eventBus] ?? 'theke',
  userPoolId: (env) => env[ENV.userPoolId] ?? '',
  userPoolClientId: (env) => env[ENV.userPoolClientId] ?? '',
  timeZone: (env) => env[ENV.timeZone] ?? DEFAULT_TIME_ZONE,
  logLevel: (env) => env[ENV.logLevel] ?? 'info',
  dynamoDbEndpoint: (env) => env[ENV.dynamoDbEndpoint],
  s3Endpoint: (env) => env[ENV.s3Endpoint],
  eventBridgeEndpoint: (env) => env[ENV.eventBridgeEndpoint],
  cognitoEndpoint: (env) => env[ENV.cognitoEndpoint],
  localJwksUrl: (env) => env[ENV.localJwksUrl],
  publicUrl: (env) => env[ENV.publicUrl]?.replace(/\/+$/, '') || undefined,
  mailFrom: (env) => env[ENV.mailFrom] || undefined,
  smsOriginationIdentity: (env) => env[ENV.smsOriginationIdentity] || undefined,
  sesEndpoint: (env) => env[ENV.sesEndpoint],
  smsEndpoint: (env) => env[ENV.smsEndpoint],
  bedrockModelId: (env) => env[ENV.bedrockModelId] || DEFAULT_BEDROCK_MODEL_ID,
  bedrockEndpoint: (env) => env[ENV.bedrockEndpoint] || undefined,
  originVerify: (env) => env[ENV.originVerify] || undefined,
};

/** One setting from an environment (process.env by default). Not cached: tests change it. */
export function readSetting<K extends keyof RuntimeConfig>(name: K, env: NodeJS.ProcessEnv = process.env): RuntimeConfig[K] {
  // The mapped type's reader for K, which TypeScript does not resolve for a generic K.
  return (SETTINGS[name] as (env: NodeJS.ProcessEnv) => RuntimeConfig[K])(env);
}

/** Reads the configuration from an environment (process.env by default). Not cached: tests change it. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const config: Partial<Record<keyof RuntimeConfig, unknown>> = {};
  for (const name of Object.keys(SETTINGS) as Array<keyof RuntimeConfig>) config[name] = SETTINGS[name](env);
  return config as RuntimeConfig;
}
