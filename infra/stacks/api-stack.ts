/**
 * API stack: the HTTP API under /api with one Lambda per route group and one route per entry of
 * the route manifest (functions/manifest.ts). Routes with access 'staff' or 'admin' carry the Cognito
 * JWT authorizer; the handlers verify the token again (and the role, and the branch) themselves,
 * so the authorizer is a first gate, not the only one. All other routes are open at the gateway
 * and checked in the handler: storefront reads, order screens (branch id + API key), public
 * order links (uid + hash) and time tracking (user name + access token).
 *
 * The ~210 routes and ~40 functions (each with role, policy and log group) exceed the 500
 * resources of one CloudFormation template, so the functions live in a nested stack.
 *
 * Only CloudFront reaches the API (docs/headers-and-edges.md): CloudFront's origin is the
 * execute-api host name (a custom domain for the API would need its own certificate and DNS
 * record per shop), so the execute-api endpoint stays enabled, and CloudFront adds a generated
 * secret (originVerify, Secrets Manager) as header ORIGIN_VERIFY_HEADER to every request. The
 * router (functions/lib/router.ts) answers 403 to any request without it, before the access check.
 *
 * The storefront's page paths (pageRouteGroup: `GET /` and the greedy `GET /{path+}`, also for
 * HEAD) go to the pages function (functions/pages, docs/website.md), which CloudFront's default
 * behaviour calls with the same secret; the greedy route also catches GETs of unknown /api paths,
 * which that function answers with the API's 404.
 */
import { Duration, NestedStack, Stack, type StackProps } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as events from 'aws-cdk-lib/aws-events';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { type Access, groupEntry, pageRouteGroup, routeGroups, routeKey } from '#functions/manifest.ts';
import { DEFAULT_BEDROCK_MODEL_ID, ENV } from '#functions/lib/config.ts';
import type { MediaStore, ThekeTable } from '../constructs/data-stores';
import { grantEventBus, grantMediaBucket, grantTable, grantUserPool } from '../constructs/grants';
import { acknowledge } from '../constructs/nag';
import { grantEmailSending, type NotificationSettings } from '../constructs/notifications';
import type { PaymentSettings } from '../constructs/payments';
import { assertEntriesExist } from '../constructs/paths';
import { type FunctionSettings, ThekeFunction } from '../constructs/theke-function';
import { firstScreenIntoAsset } from '../constructs/first-screen-asset';

/** Route accesses that the gateway checks with the Cognito JWT authorizer. */
export const jwtAccesses: ReadonlySet<Access> = new Set<Access>(['staff', 'admin']);

/** Route groups that store or read files in the media bucket (images, uploads, generated images). */
export const mediaGroups: ReadonlySet<string> = new Set(['images', 'image-templates', 'uploads', 'content-ai']);
/** The back office user management creates and changes Cognito users. */
export const userAdminGroups: ReadonlySet<string> = new Set(['users']);
/**
 * Groups that start or check online payments: they read the payment secret. Only the payments
 * group: order create leaves the start of the payment to it (functions/payments/start-route.ts).
 */
export const paymentGroups: ReadonlySet<string> = new Set(['payments']);
/** Content generation calls Amazon Bedrock (DESIGN.md §2, external services). */
export const bedrockGroups: ReadonlySet<string> = new Set(['content-ai']);

/** Why a route without gateway authorizer is still safe; shown in the cdk-nag acknowledgement. */
const openRouteReasons: Record<Exclude<Access, 'staff' | 'admin'>, string> = {
  public:
    'Public by the route manifest (storefront reads, order creation, contact form, analytics, uploads); handlers hide non-public records and validate every input.',
  orderScreen:
    'Order screen route: the handler checks the branch id and the hashed API key in the path (constant-time compare), there is no Cognito session on those screens.',
  publicOrder: "Customer's order link: the handler checks the order uid and its 128-bit random hash in the path.",
  timeTracking: 'Time tracking terminal: the handler checks the user name and access token in the path.',
  printer:
    'Receipt printer polling over Star CloudPRNT: the handler checks the device id and the hashed printer key in the path (constant-time compare); a printer has no Cognito session.',
  signageDevice:
    "A TV's player page: the handler checks the device id and the hashed device key in the path (constant-time compare) and refuses disabled TVs; a TV has no Cognito session.",
};

export interface ApiStackProps extends StackProps {
  table: ThekeTable;
  media: MediaStore;
  bus: events.IEventBus;
  userPool: cognito.IUserPool;
  userPoolClient: cognito.IUserPoolClient;
  settings: FunctionSettings;
  /** The payment secret (infra/constructs/payments.ts); the events stack owns it, its jobs read it too. */
  payments: PaymentSettings;
  /** Sender and public origin of the e-mails the user administration sends itself (the temporary password). */
  notifications?: NotificationSettings;
  /** The Bedrock foundation model of content generation (default DEFAULT_BEDROCK_MODEL_ID). */
  bedrockModelId?: string;
}

/** The Lambdas of the route groups, in a nested stack of their own (resource limit, see above). */
export class RouteGroupFunctions extends NestedStack {
  readonly functions = new Map<string, ThekeFunction>();

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, { description: 'Theke: Lambda je API-Routengruppe' });
    assertEntriesExist([...routeGroups, pageRouteGroup].map(groupEntry));
    for (const group of routeGroups) {
      const fn = new ThekeFunction(this, group.name, {
        entry: groupEntry(group),
        description: `Theke API: /api ${group.name}`,
        settings: props.settings,
      });
      grantTable(fn, props.table);
      grantEventBus(fn, props.bus);
      // Every handler verifies Cognito tokens itself: public routes too, because a signed-in
      // caller is still recognised there (e.g. /api/init adds users/me).
      grantUserPool(fn, props.userPool, props.userPoolClient, { manageUsers: userAdminGroups.has(group.name) });
      // The temporary password goes out directly, never through the bus (docs/users.md).
      if (userAdminGroups.has(group.name)) grantEmailSending(fn, props.notifications ?? {});
      if (mediaGroups.has(group.name)) grantMediaBucket(fn, props.media);
      if (paymentGroups.has(group.name)) props.payments.grantTo(fn);
      if (bedrockGroups.has(group.name)) {
        // Exactly the configured model: the function may invoke nothing else.
        const modelId = props.bedrockModelId ?? DEFAULT_BEDROCK_MODEL_ID;
        fn.addEnvironment(ENV.bedrockModelId, modelId);
        fn.addToRolePolicy(
          new iam.PolicyStatement({
            actions: ['bedrock:InvokeModel'],
            resources: [`arn:${this.partition}:bedrock:${this.region}::foundation-model/${modelId}`],
          }),
        );
      }
      this.functions.set(group.name, fn);
    }
    // The pages function reads config, sites, redirects and branches; it needs no bus and no user pool.
    const pages = new ThekeFunction(this, pageRouteGroup.name, {
      entry: groupEntry(pageRouteGroup),
      description: 'Theke: Seiten des Shops (HTML mit Titel und Beschreibung), Weiterleitungen, sitemap.xml, robots.txt',
      settings: props.settings,
      commandHooks: firstScreenIntoAsset(),
    });
    grantTable(pages, props.table);
    this.functions.set(pageRouteGroup.name, pages);
  }
}

export class ApiStack extends Stack {
  readonly httpApi: apigwv2.HttpApi;
  readonly stage: apigwv2.HttpStage;
  readonly authorizer: HttpJwtAuthorizer;
  readonly handlers: RouteGroupFunctions;
  /** The value CloudFront sends in ORIGIN_VERIFY_HEADER; the handlers refuse requests without it. */
  readonly originVerify: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);

    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      apiName: 'theke',
      description: 'Theke API (/api), hinter CloudFront',
      createDefaultStage: false,
    });

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', { retention: logs.RetentionDays.ONE_MONTH });
    this.stage = new apigwv2.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      // Decision: a butcher shop's storefront sees a few requests per second at peak (Saturday
      // morning pre-orders); this limit is far above that and stops floods before they cost money.
      throttle: { rateLimit: 100, burstLimit: 200 },
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(accessLogs),
        format: apigw.AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            time: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latency: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
          }),
        ),
      },
    });

    // Access tokens of Cognito carry no `aud`; API Gateway then checks `client_id` against the audience.
    this.authorizer = new HttpJwtAuthorizer('CognitoJwt', `https://cognito-idp.${this.region}.amazonaws.com/${props.userPool.userPoolId}`, {
      jwtAudience: [props.userPoolClient.userPoolClientId],
    });

    this.originVerify = new secretsmanager.Secret(this, 'OriginVerify', {
      description: 'Theke: Header-Wert, mit dem CloudFront die API aufruft',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    acknowledge(
      this.originVerify,
      'AwsSolutions-SMG4',
      'CloudFront (origin header) and the handlers (environment) read the value at deployment; a new value is set by replacing the secret and deploying, which updates both together.',
    );
    this.handlers = new RouteGroupFunctions(this, 'Handlers', props);
    for (const fn of this.handlers.functions.values()) {
      // A dynamic reference: the value is resolved by CloudFormation, never written into the template.
      fn.addEnvironment(ENV.originVerify, this.originVerify.secretValue.unsafeUnwrap());
    }

    for (const group of [...routeGroups, pageRouteGroup]) {
      const integration = new HttpLambdaIntegration(`${group.name}Integration`, this.handlers.functions.get(group.name)!, {
        // One invoke permission per function for this API instead of one per route: the routes
        // alone come close to the resource limit of a template.
        scopePermissionToRoute: false,
        timeout: Duration.seconds(29),
      });
      for (const route of group.routes) {
        const needsJwt = jwtAccesses.has(route.access);
        const created = this.httpApi.addRoutes({
          path: route.path,
          // Page paths answer HEAD too (link checkers, crawlers); HTTP API routes match one method each.
          methods: group === pageRouteGroup ? [apigwv2.HttpMethod.GET, apigwv2.HttpMethod.HEAD] : [route.method as apigwv2.HttpMethod],
          integration,
          authorizer: needsJwt ? this.authorizer : undefined,
        });
        if (!needsJwt) {
          for (const apiRoute of created) {
            acknowledge(apiRoute, 'AwsSolutions-APIG4', `${routeKey(route)}: ${openRouteReasons[route.access as keyof typeof openRouteReasons]}`);
          }
        }
      }
    }
  }

  /** Host name of the API for CloudFront's origin (https://<id>.execute-api.<region>.amazonaws.com). */
  get originDomainName(): string {
    return `${this.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`;
  }
}
