/**
 * The local stack (DESIGN.md §2): DynamoDB Local, s3rver, cognito-local, the in-process event bus
 * and scheduler, and the local server on one port, all on loopback and without an AWS account.
 *
 * - `npm start` (infra/local/start.ts): fixed ports, data kept in .data/.
 * - end-to-end and stack tests: free ports, everything in memory or in temporary folders.
 *
 * The Lambda handlers run in this process, so the stack writes their environment (the same
 * variables the CDK api stack sets, plus the emulator endpoints) into process.env before any
 * handler is imported: one stack per process.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { eventRules as definedRules, schedules as definedSchedules } from '#events/rules.ts';
import type { EventRuleDefinition, ScheduleDefinition } from '#events/definitions.ts';
import { ENV, readConfig } from '#functions/lib/config.ts';
import { s3Client } from '#functions/lib/s3.ts';
import { LocalEventBus } from './bus/event-bus';
import { LocalScheduler } from './bus/scheduler';
import {
  cognitoClient,
  ensureUsers,
  prepareCognitoData,
  provisionUserPool,
  startCognitoLocal,
  STAFF_GROUPS,
  type CognitoUserSeed,
  type StaffGroup,
} from './emulators/cognito';
import { ensureTable } from './emulators/create-table';
import { checkJava, startDynamoDbLocal } from './emulators/dynamodb';
import { startFakeContentAi, startFakeMessaging, startFakePaymentProviders, type FakeMessaging } from './fakes';
import type { FakeBedrock } from './fakes/bedrock';
import { assertPortFree, freePort, repoRoot } from './emulators/process';
import { LOCAL_CREDENTIALS, startS3 } from './emulators/s3';
import type { S3Event } from 'aws-lambda';
import { importFromRepo, loadHandler, type ModuleLoader } from './lambda';
import { Outbox } from './outbox';
import { demoUsers, isSeeded, seedDemoShop, type DemoUser } from './seed/seed';
import { createJwtAuthorizer } from './server/authorizer';
import { createLocalServer, type LocalServerContext } from './server/http';
import { compileRoutes } from './server/routes';
import { distWebApp, viteWebApp } from './server/web';

export interface LocalPorts {
  http: number;
  dynamodb: number;
  s3: number;
  cognito: number;
  /** The fake payment providers and the fake Secrets Manager with their credentials (infra/local/fakes). */
  mollie: number;
  datatrans: number;
  secretsManager: number;
  /** The fake SES and SMS services that put the customer's messages into the outbox. */
  ses: number;
  sms: number;
  /** The fake Amazon Bedrock of content generation. */
  bedrock: number;
}

/** The ports of `npm start` (README "Requirements"). */
export const DEFAULT_PORTS: LocalPorts = {
  http: 3000,
  dynamodb: 8000,
  s3: 4569,
  cognito: 9229,
  mollie: 3010,
  datatrans: 3011,
  secretsManager: 3012,
  ses: 3013,
  sms: 3014,
  bedrock: 3015,
};

/** The sender of the customer e-mails on the local stack (THEKE_MAIL_FROM; `.localhost` never leaves the machine). */
export const LOCAL_MAIL_FROM = 'bestellung@theke.localhost';

/** The region of the local user pool id, its token issuer and every local ARN. */
export const LOCAL_REGION = 'eu-central-1';

/**
 * The handlers S3 notifies of objects created under a prefix of the media bucket (infra: the
 * bucket's notifications): the image processor (`incoming/`) and the upload previews (`upload/`).
 */
const S3_CONSUMERS = [
  { prefix: 'incoming/', module: 'events/consumers/media/process-image.ts', failure: 'Die Bildverarbeitung ist fehlgeschlagen' },
  { prefix: 'upload/', module: 'events/consumers/media/upload-preview.ts', failure: 'Die Vorschau einer hochgeladenen Datei ist fehlgeschlagen' },
] as const;

/** Where `npm start` keeps its data; `npm run reset` deletes it. */
export const DATA_DIR = join(repoRoot, '.data');

export interface LocalStackOptions {
  /** Keep data in this folder (npm start: DATA_DIR); omitted: in memory and temporary folders. */
  dataDir?: string;
  /** Fixed ports (default DEFAULT_PORTS) or 'free' for tests running beside each other. */
  ports?: LocalPorts | 'free';
  /** The web app: Vite dev server (npm start), the built dist/ (e2e tests), or none. */
  web?: 'vite' | 'dist' | 'none';
  /** The built app for web 'dist'; default dist/. */
  distDir?: string;
  /** Staff accounts to create in the user pool when missing. */
  users?: CognitoUserSeed[];
  /** Seed the demo shop (records and its staff accounts) unless the table already holds a shop. */
  seed?: boolean;
  /** Rule and schedule definitions; default the product's own (events/rules.ts). */
  eventRules?: EventRuleDefinition[];
  schedules?: ScheduleDefinition[];
  /** Loads handler modules; default: import from the repository. */
  load?: ModuleLoader;
  /** With web 'vite': load handlers through Vite, so an edited handler runs without a restart. */
  reloadHandlers?: boolean;
  /** Problems (failed requests, consumers, jobs); default console.log. */
  log?: (line: string) => void;
  /** Also log one line per API request (npm start). */
  logRequests?: boolean;
  /** Let the tests move the working-time clock through /local/clock (./server/test-clock.ts). */
  testClock?: boolean;
}

export interface LocalStackUrls {
  /** The web app and API origin, e.g. http://localhost:3000 */
  app: string;
  storefront: string;
  backoffice: string;
  api: string;
  outbox: string;
  dynamodb: string;
  s3: string;
  cognito: string;
  eventBridge: string;
  /** The fake Mollie's API root and the fake Datatrans's API origin. */
  mollie: string;
  datatrans: string;
}

export interface LocalStack {
  urls: LocalStackUrls;
  /** The Lambda environment the stack put into process.env. */
  env: Record<string, string>;
  userPoolId: string;
  userPoolClientId: string;
  bus: LocalEventBus;
  scheduler: LocalScheduler;
  outbox: Outbox;
  /** The fake SES and SMS services (tests make them fail on purpose). */
  messaging: FakeMessaging;
  /** The fake Amazon Bedrock (its requests, failing on purpose). */
  bedrock: FakeBedrock;
  /** True when this start wrote the demo shop (first start, or after `npm run reset`). */
  seeded: boolean;
  stop(): Promise<void>;
}

/** A demo user of the seed as a Cognito account (roles other than the staff groups stay out). */
export const demoCognitoUser = (user: DemoUser): CognitoUserSeed => ({
  username: user.username,
  password: user.password,
  email: user.email,
  name: user.name,
  groups: user.roles.filter((role): role is StaffGroup => (STAFF_GROUPS as readonly string[]).includes(role)),
});

export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const log = options.log ?? ((line: string) => console.log(line));
  const ports = options.ports === 'free' ? await freePorts() : (options.ports ?? DEFAULT_PORTS);
  if (options.ports !== 'free') {
    await assertPortFree(ports.http, 'Theke');
    await assertPortFree(ports.dynamodb, 'DynamoDB Local');
    await assertPortFree(ports.s3, 'S3');
    await assertPortFree(ports.cognito, 'Cognito');
    await assertPortFree(ports.mollie, 'Mollie (lokal)');
    await assertPortFree(ports.datatrans, 'Datatrans (lokal)');
    await assertPortFree(ports.secretsManager, 'Secrets Manager (lokal)');
    await assertPortFree(ports.ses, 'SES (lokal)');
    await assertPortFree(ports.sms, 'SMS (lokal)');
    await assertPortFree(ports.bedrock, 'Bedrock (lokal)');
  }
  checkJava();

  const defaults = readConfig({});
  const cleanups: Array<() => Promise<void> | void> = [];
  const stopAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        await cleanup();
      } catch (error) {
        log(`Beim Beenden ist ein Fehler aufgetreten: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };

  try {
    const cognitoDir = options.dataDir ? join(options.dataDir, 'cognito') : mkdtempSync(join(tmpdir(), 'theke-cognito-'));
    if (!options.dataDir) cleanups.push(() => rmSync(cognitoDir, { recursive: true, force: true }));
    const { userPoolId } = prepareCognitoData(cognitoDir, LOCAL_REGION);

    // The S3 consumers, invoked as S3 invokes them in AWS: asynchronously for each object created
    // under their prefix; their errors are logged and never reach s3rver. Stopping waits for them.
    let invokeS3Consumer: ((module: string, event: S3Event) => Promise<void>) | undefined;
    const processing = new Set<Promise<void>>();
    const onObjectCreated = (event: S3Event) => {
      for (const consumer of S3_CONSUMERS) {
        if (!invokeS3Consumer || !event.Records.some((record) => record.s3.object.key.startsWith(consumer.prefix))) continue;
        const run: Promise<void> = invokeS3Consumer(consumer.module, event)
          .catch((error: unknown) => log(`${consumer.failure}: ${error instanceof Error ? error.message : String(error)}`))
          .finally(() => processing.delete(run));
        processing.add(run);
      }
    };
    // The back office uploads photos straight to the bucket from the app's origin.
    const browserOrigins = [`http://localhost:${ports.http}`, `http://127.0.0.1:${ports.http}`];

    // The three emulators start side by side; DynamoDB Local (Java) takes longest.
    const [dynamo, s3rver, cognito] = await Promise.allSettled([
      startDynamoDbLocal({ port: ports.dynamodb, dbPath: options.dataDir && join(options.dataDir, 'dynamodb') }),
      startS3({
        port: ports.s3,
        directory: options.dataDir && join(options.dataDir, 's3'),
        buckets: [defaults.mediaBucket],
        corsOrigins: browserOrigins,
        onObjectCreated,
      }),
      startCognitoLocal({ port: ports.cognito, dataDir: cognitoDir }),
    ]);
    for (const started of [dynamo, s3rver, cognito]) if (started.status === 'fulfilled') cleanups.push(() => started.value.stop());
    for (const started of [dynamo, s3rver, cognito]) if (started.status === 'rejected') throw started.reason;
    const dynamoEndpoint = (dynamo as PromiseFulfilledResult<{ endpoint: string }>).value.endpoint;
    const s3Endpoint = (s3rver as PromiseFulfilledResult<{ endpoint: string }>).value.endpoint;
    const cognitoEndpoint = (cognito as PromiseFulfilledResult<{ endpoint: string }>).value.endpoint;

    const cognitoAdmin = cognitoClient(cognitoEndpoint, LOCAL_REGION);
    const { userPoolClientId } = await provisionUserPool(cognitoAdmin, userPoolId);
    await ensureUsers(cognitoAdmin, userPoolId, options.users ?? []);

    const appOrigin = `http://localhost:${ports.http}`;
    const payments = await startFakePaymentProviders(ports, LOCAL_REGION, log);
    cleanups.push(() => payments.stop());
    const outbox = new Outbox(options.dataDir && join(options.dataDir, 'outbox'));
    const messaging = await startFakeMessaging(ports, outbox, log);
    cleanups.push(() => messaging.stop());
    const contentAi = await startFakeContentAi(ports.bedrock, log);
    cleanups.push(() => contentAi.bedrock.stop());
    const env: Record<string, string> = {
      AWS_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
      [ENV.stage]: 'local',
      [ENV.table]: defaults.table,
      [ENV.mediaBucket]: defaults.mediaBucket,
      [ENV.eventBus]: defaults.eventBus,
      [ENV.userPoolId]: userPoolId,
      [ENV.userPoolClientId]: userPoolClientId,
      [ENV.timeZone]: defaults.timeZone,
      [ENV.dynamoDbEndpoint]: dynamoEndpoint,
      [ENV.s3Endpoint]: s3Endpoint,
      [ENV.eventBridgeEndpoint]: `http://127.0.0.1:${ports.http}/local/eventbridge`,
      [ENV.cognitoEndpoint]: cognitoEndpoint,
      [ENV.localJwksUrl]: `${cognitoEndpoint}/${userPoolId}/.well-known/jwks.json`,
      // The providers send the customer and their webhooks to the app's own origin.
      [ENV.publicUrl]: appOrigin,
      ...payments.env,
      [ENV.mailFrom]: LOCAL_MAIL_FROM,
      ...messaging.env,
      ...contentAi.env,
    };
    Object.assign(process.env, env);
    const config = readConfig(env);

    const dynamoClient = new DynamoDBClient({ endpoint: dynamoEndpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS });
    await ensureTable(dynamoClient, config.table);
    dynamoClient.destroy();

    let seeded = false;
    if (options.seed && !(await isSeeded())) {
      // Accounts first: the shop's config record, written last by seedDemoShop, marks a complete seed.
      await ensureUsers(cognitoAdmin, userPoolId, demoUsers.map(demoCognitoUser));
      await seedDemoShop();
      seeded = true;
    }

    let loader = options.load ?? importFromRepo;
    // Bus, scheduler and server ask this function, so the loader can change once Vite is up.
    const load: ModuleLoader = (modulePath) => loader(modulePath);
    const bus = new LocalEventBus({ name: config.eventBus, region: LOCAL_REGION, rules: options.eventRules ?? definedRules, load, log });
    const scheduler = new LocalScheduler({ schedules: options.schedules ?? definedSchedules, region: LOCAL_REGION, load, log });
    const s3 = await s3Client(config);
    cleanups.push(() => s3.destroy());
    invokeS3Consumer = async (module, event) => (await loadHandler<(event: S3Event) => Promise<void>>(load, module))(event);
    cleanups.push(async () => {
      invokeS3Consumer = undefined;
      await Promise.all([...processing]);
    });

    const context: LocalServerContext = {
      region: LOCAL_REGION,
      routes: compileRoutes(),
      load,
      authorizer: await createJwtAuthorizer({ userPoolId, userPoolClientId, jwksUrl: config.localJwksUrl! }),
      runtimeConfig: { region: LOCAL_REGION, userPoolId, userPoolClientId },
      cognitoEndpoint,
      bus,
      s3,
      mediaBucket: config.mediaBucket,
      outbox,
      log,
      logRequests: options.logRequests ?? false,
      testClock: options.testClock ?? false,
    };
    const server = createLocalServer(context);
    const web = options.web ?? 'none';
    if (web === 'vite') {
      // The back office POSTs library photos straight to s3rver (the presigned POST's URL).
      const vite = await viteWebApp(server, [s3Endpoint]);
      context.web = vite;
      if (options.reloadHandlers) loader = vite.ssrLoad;
    }
    if (web === 'dist') context.web = distWebApp(options.distDir ?? join(repoRoot, 'dist'), [s3Endpoint]);
    if (context.web) {
      const app = context.web;
      cleanups.push(() => app.close());
    }
    await listen(server, ports.http);
    cleanups.push(() => closeServer(server));
    scheduler.start();
    cleanups.push(() => scheduler.stop());
    cleanups.push(() => bus.settled());

    return {
      urls: {
        app: appOrigin,
        storefront: `${appOrigin}/`,
        backoffice: `${appOrigin}/backend`,
        api: `${appOrigin}/api`,
        outbox: `${appOrigin}/local/outbox`,
        dynamodb: dynamoEndpoint,
        s3: s3Endpoint,
        cognito: cognitoEndpoint,
        eventBridge: env[ENV.eventBridgeEndpoint]!,
        mollie: payments.mollie.apiEndpoint,
        datatrans: payments.datatrans.apiEndpoint,
      },
      env,
      userPoolId,
      userPoolClientId,
      bus,
      scheduler,
      outbox,
      messaging,
      bedrock: contentAi.bedrock,
      seeded,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

async function freePorts(): Promise<LocalPorts> {
  const taken = new Set<number>();
  const pick = async () => {
    const port = await freePort(taken);
    taken.add(port);
    return port;
  };
  return {
    http: await pick(),
    dynamodb: await pick(),
    s3: await pick(),
    cognito: await pick(),
    mollie: await pick(),
    datatrans: await pick(),
    secretsManager: await pick(),
    ses: await pick(),
    sms: await pick(),
    bedrock: await pick(),
  };
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // Loopback only: the local stack accepts any token signed with cognito-local's public key.
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
