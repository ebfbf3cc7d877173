/**
 * Every Lambda of Theke (API route groups, event consumers, scheduled jobs) is a ThekeFunction:
 * Node.js 24 on arm64, bundled by the local esbuild as minified ESM with source maps, its own
 * log group with a fixed retention, and the environment every handler reads (functions/lib/config.ts).
 * Resource names (table, bucket, bus, user pool) are added only by the grant helpers in
 * ./grants, together with the access they need.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { type ICommandHooks, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { ENV } from '#functions/lib/config.ts';
import { BUNDLE_ALIASES } from './bundle-aliases';
import { fromRoot, repositoryRoot } from './paths';

/** Settings that every function of one deployment shares. */
export interface FunctionSettings {
  /** Deployed stage name (THEKE_STAGE); never 'local', which unlocks the local stack's test keys. */
  stage: string;
  /** Time zone of the shop (THEKE_TIME_ZONE), e.g. Europe/Vienna. */
  timeZone: string;
}

export interface ThekeFunctionProps {
  /** Handler module relative to the repository root, exporting `handler`. */
  entry: string;
  description: string;
  settings: FunctionSettings;
  /** Default 10 s: API Gateway answers 503 after 30 s anyway, and every handler is a few queries. */
  timeout?: Duration;
  /** Default 512 MB: on Lambda, CPU scales with memory; 512 MB keeps cold starts short. */
  memorySize?: number;
  /** Modules left out of the bundle besides the AWS SDK (native ones, installed by `commandHooks`). */
  externalModules?: string[];
  commandHooks?: ICommandHooks;
}

export class ThekeFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: ThekeFunctionProps) {
    // Decision: 30 days of logs. Handler logs may carry order details (names, phone numbers);
    // a month covers every support case and keeps personal data short-lived.
    const logGroup = new logs.LogGroup(scope, `${id}Logs`, {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Its own role with only the writes to its own log group (instead of the AWS managed
    // AWSLambdaBasicExecutionRole, which may create and write any log group).
    const role = new iam.Role(scope, `${id}Role`, {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: props.description,
    });
    logGroup.grantWrite(role);
    super(scope, id, {
      role,
      entry: fromRoot(props.entry),
      handler: 'handler',
      projectRoot: repositoryRoot,
      depsLockFilePath: fromRoot('package-lock.json'),
      description: props.description,
      runtime: lambda.Runtime.NODEJS_24_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      logGroup,
      environment: {
        [ENV.stage]: props.settings.stage,
        [ENV.timeZone]: props.settings.timeZone,
        // Stack traces in the logs point at the TypeScript sources.
        NODE_OPTIONS: '--enable-source-maps',
      },
      bundling: {
        format: OutputFormat.ESM,
        target: 'node24',
        minify: true,
        sourceMap: true,
        // The map only has to resolve positions; the sources themselves stay out of the bundle.
        sourcesContent: false,
        mainFields: ['module', 'main'],
        // Bundled CommonJS dependencies may call require() for Node built-ins; ESM has no require.
        banner: "import{createRequire as __thekeCreateRequire}from'node:module';const require=__thekeCreateRequire(import.meta.url);",
        // The AWS SDK v3 ships with the nodejs24.x runtime: not bundling it keeps every bundle
        // far below the 300 KB budget (DESIGN.md §9). This is also the NodejsFunction default.
        externalModules: ['@aws-sdk/*', ...(props.externalModules ?? [])],
        ...(props.commandHooks ? { commandHooks: props.commandHooks } : {}),
        esbuildArgs: Object.fromEntries(Object.entries(BUNDLE_ALIASES).map(([module, path]) => [`--alias:${module}`, fromRoot(path)])),
      },
    });
  }
}
