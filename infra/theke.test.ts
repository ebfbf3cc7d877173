/**
 * CDK assertions for the whole deployment and the cdk-nag AwsSolutions check (DESIGN.md §7).
 *
 * The app is built exactly as infra/bin/app.ts builds it, with the context of cdk.json, except
 * that assets are not bundled ('aws:cdk:bundling-stacks': []): bundling ~45 Lambdas takes
 * minutes on two cores and is exercised by `npm run synth` instead.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type CfnElement } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventRuleDefinition, ScheduleDefinition } from '#events/definitions.ts';
import { eventRules, schedules } from '#events/rules.ts';
import { tableDefinition } from '#functions/db/table.ts';
import { DEFAULT_BEDROCK_MODEL_ID, ENV } from '#functions/lib/config.ts';
import { consumerRetryAttempts } from './constructs/event-consumer';
import { fromRoot } from './constructs/paths';
import { allRoutes, pageRouteGroup, routeGroups, routeKey } from '#functions/manifest.ts';
import { VIEWER_ORIGIN_HEADER } from '#shared/web/page-paths.ts';
import { pagesRequestCode, spaFallbackCode } from './constructs/spa-fallback';
import { bedrockGroups, jwtAccesses, mediaGroups, paymentGroups, userAdminGroups } from './stacks/api-stack';
import { AuthStack } from './stacks/auth-stack';
import { DataStack } from './stacks/data-stack';
import { EventsStack, paymentJobs } from './stacks/events-stack';
import { type ThekeStacks, createTheke, optionsFromContext } from './stacks/theke';
import { WebStack } from './stacks/web-stack';

type Resource = { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string; UpdateReplacePolicy?: string };
type Resources = Record<string, Resource>;

const cdkContext = (JSON.parse(readFileSync(fromRoot('cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;
const testApp = (extra: Record<string, unknown> = {}): App => new App({ context: { ...cdkContext, 'aws:cdk:bundling-stacks': [], ...extra } });

const resourcesOf = (template: Template, type: string): Resources => template.findResources(type) as Resources;

/** cdk-nag v3 reports through CDK's policy validation; validateScope runs the same rules on a tree. */
function nagViolations(scope: IConstruct): string[] {
  const report = new AwsSolutionsChecks().validateScope(scope);
  return report.violations.map((violation) => `${violation.ruleName}: ${violation.violatingResources.map((resource) => resource.constructPath).join(', ')}`);
}

let stacks: ThekeStacks;
let app: App;
const templates = {} as Record<'data' | 'auth' | 'events' | 'api' | 'handlers' | 'web', Template>;

beforeAll(() => {
  app = testApp();
  stacks = createTheke(app, optionsFromContext(app));
  templates.data = Template.fromStack(stacks.data);
  templates.auth = Template.fromStack(stacks.auth);
  templates.events = Template.fromStack(stacks.events);
  templates.api = Template.fromStack(stacks.api);
  templates.handlers = Template.fromStack(stacks.api.handlers);
  templates.web = Template.fromStack(stacks.web);
}, 120_000);

describe('cdk-nag AwsSolutions', () => {
  it('has no unacknowledged finding in any stack', () => {
    expect(nagViolations(app)).toEqual([]);
  });

  it('every acknowledgement carries a reason', () => {
    const reasons = app.node
      .findAll()
      .flatMap((construct) => construct.node.metadata)
      .flatMap((entry) => Object.entries(typeof entry.data === 'object' && entry.data !== null ? (entry.data as object) : {}))
      .filter(([id]) => id.includes('AwsSolutions-'));
    expect(reasons.length).toBeGreaterThan(10);
    for (const [id, reason] of reasons) expect(String(reason).length, id).toBeGreaterThan(40);
  });
});

describe('data stack', () => {
  it('has the table of functions/db/table.ts: keys, indexes, TTL, on demand, point-in-time recovery', () => {
    const keyAttributes = [
      tableDefinition.partitionKey,
      tableDefinition.sortKey,
      ...tableDefinition.indexes.flatMap((index) => [index.partitionKey, index.sortKey]),
    ];
    templates.data.resourceCountIs('AWS::DynamoDB::Table', 1);
    templates.data.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
      ],
      AttributeDefinitions: keyAttributes.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      GlobalSecondaryIndexes: tableDefinition.indexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      DeletionProtectionEnabled: true,
    });
  });

  it('retains the table and every bucket', () => {
    const retained = { ...resourcesOf(templates.data, 'AWS::DynamoDB::Table'), ...resourcesOf(templates.data, 'AWS::S3::Bucket') };
    expect(Object.keys(retained)).toHaveLength(3);
    for (const resource of Object.values(retained)) {
      expect(resource.DeletionPolicy).toBe('Retain');
      expect(resource.UpdateReplacePolicy).toBe('Retain');
    }
  });

  it('keeps the media bucket private, encrypted, versioned and logged', () => {
    templates.data.hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      LoggingConfiguration: { LogFilePrefix: 'media/' },
    });
  });

  it('bucket policies: TLS only everywhere; CloudFront of this account may read only image/*, upload/* and font/*', () => {
    const policies = Object.values(resourcesOf(templates.data, 'AWS::S3::BucketPolicy'));
    expect(policies).toHaveLength(2);
    for (const policy of policies) {
      expect(policy.Properties.PolicyDocument).toMatchObject({
        Statement: expect.arrayContaining([
          expect.objectContaining({ Effect: 'Deny', Action: 's3:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      });
    }
    const mediaPolicy = policies.find((policy) => JSON.stringify(policy).includes('CloudFrontReadsMedia'))!;
    const statement = (mediaPolicy.Properties.PolicyDocument as { Statement: Array<Record<string, unknown>> }).Statement.find(
      (s) => s.Sid === 'CloudFrontReadsMedia',
    )!;
    expect(statement.Principal).toEqual({ Service: 'cloudfront.amazonaws.com' });
    expect(statement.Action).toBe('s3:GetObject');
    const resources = JSON.stringify(statement.Resource);
    expect(resources).toContain('/image/*');
    expect(resources).toContain('/upload/*');
    expect(resources).toContain('/font/*');
    expect(statement.Resource).toHaveLength(3);
    expect(statement.Condition).toMatchObject({ StringEquals: { 'AWS:SourceAccount': { Ref: 'AWS::AccountId' } } });
  });

  it('the access policies name the table, its indexes and the media prefixes exactly', () => {
    const table = stacks.data.getLogicalId(stacks.data.table.table.node.defaultChild as CfnElement);
    templates.data.hasResourceProperties('AWS::IAM::ManagedPolicy', {
      PolicyDocument: {
        Statement: [
          Match.objectLike({
            Resource: [
              { 'Fn::GetAtt': [table, 'Arn'] },
              ...tableDefinition.indexes.map((index) => ({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [table, 'Arn'] }, `/index/${index.indexName}`]] })),
            ],
          }),
        ],
      },
    });
  });
});

describe('auth stack', () => {
  it('has a retained staff pool without self sign-up, a strong password policy and optional TOTP', () => {
    templates.auth.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
        Policies: {
          PasswordPolicy: Match.objectLike({ MinimumLength: 12, RequireLowercase: true, RequireUppercase: true, RequireNumbers: true, RequireSymbols: true }),
        },
        MfaConfiguration: 'OPTIONAL',
        EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
      }),
    });
  });

  it('has the groups ROLE_ADMIN and ROLE_EMPLOYEE', () => {
    const groups = Object.values(resourcesOf(templates.auth, 'AWS::Cognito::UserPoolGroup')).map((group) => group.Properties.GroupName);
    expect(groups.sort()).toEqual(['ROLE_ADMIN', 'ROLE_EMPLOYEE']);
  });

  it('has a public web client with password, SRP and refresh flows', () => {
    templates.auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayEquals(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      PreventUserExistenceErrors: 'ENABLED',
    });
  });

  it('issues 15-minute access and id tokens, revocable refresh tokens of 30 days', () => {
    templates.auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      AccessTokenValidity: 15,
      IdTokenValidity: 15,
      RefreshTokenValidity: 43200,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
      EnableTokenRevocation: true,
    });
  });
});

describe('api stack', () => {
  const functionsByGroup = (): Map<string, Resource> => {
    const functions = resourcesOf(templates.handlers, 'AWS::Lambda::Function');
    return new Map(
      [...stacks.api.handlers.functions].map(([group, fn]) => [group, functions[stacks.api.handlers.getLogicalId(fn.node.defaultChild as CfnElement)]!]),
    );
  };

  it('has one Node.js 24 arm64 function per route group of the manifest and the pages function, and no other', () => {
    templates.handlers.resourceCountIs('AWS::Lambda::Function', routeGroups.length + 1);
    expect([...stacks.api.handlers.functions.keys()]).toEqual([...routeGroups, pageRouteGroup].map((group) => group.name));
    for (const [group, fn] of functionsByGroup()) {
      expect(fn, group).toBeDefined();
      expect(fn.Properties).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'], Handler: 'index.handler' });
    }
  });

  it('passes resource names only together with their grants', () => {
    // Every provider call is in the payments Lambda (functions/manifest.ts): the orders Lambda has no payment secret.
    expect([...paymentGroups]).toEqual(['payments']);
    const roles = resourcesOf(templates.handlers, 'AWS::IAM::Role');
    const policies = Object.values(resourcesOf(templates.handlers, 'AWS::IAM::Policy'));
    const tablePolicy = stacks.data.getLogicalId(stacks.data.table.readWritePolicy.node.defaultChild as CfnElement);
    const mediaPolicy = stacks.data.getLogicalId(stacks.data.media.readWritePolicy.node.defaultChild as CfnElement);
    for (const [group, fn] of functionsByGroup()) {
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
      const managed = JSON.stringify(roles[roleId]!.Properties.ManagedPolicyArns);
      const inline = JSON.stringify(policies.filter((policy) => JSON.stringify(policy.Properties.Roles).includes(roleId)));
      if (group === pageRouteGroup.name) {
        // The pages function only reads records: the table, no bus, no user pool, no media.
        expect(Object.keys(variables).sort(), group).toEqual([ENV.stage, ENV.timeZone, ENV.table, ENV.originVerify, 'NODE_OPTIONS'].sort());
        expect(managed, group).toContain(`ExportsOutputRef${tablePolicy}`);
        expect(managed, group).not.toContain(`ExportsOutputRef${mediaPolicy}`);
        expect(inline, group).not.toContain('events:PutEvents');
        expect(inline, group).not.toContain('cognito-idp');
        continue;
      }
      expect(Object.keys(variables).sort(), group).toEqual(
        [
          ...[ENV.stage, ENV.timeZone, ENV.table, ENV.eventBus, ENV.userPoolId, ENV.userPoolClientId, ENV.originVerify, 'NODE_OPTIONS'],
          ...(mediaGroups.has(group) ? [ENV.mediaBucket] : []),
          ...(paymentGroups.has(group) ? [ENV.paymentSecretArn] : []),
          ...(bedrockGroups.has(group) ? [ENV.bedrockModelId] : []),
        ].sort(),
      );
      expect(variables[ENV.stage]).toBe('prod');
      expect(managed, group).toContain(`ExportsOutputRef${tablePolicy}`);
      expect(managed.includes(`ExportsOutputRef${mediaPolicy}`), group).toBe(mediaGroups.has(group));
      expect(inline, group).toContain('events:PutEvents');
      expect(inline.includes('cognito-idp:AdminCreateUser'), group).toBe(userAdminGroups.has(group));
      // The user administration sends the temporary password itself; no other route group sends e-mail.
      expect(inline.includes('ses:SendEmail'), group).toBe(userAdminGroups.has(group));
      expect(inline.includes('bedrock:InvokeModel'), group).toBe(bedrockGroups.has(group));
      if (bedrockGroups.has(group)) {
        // Exactly the configured foundation model, whose id the function gets.
        expect(variables[ENV.bedrockModelId], group).toBe(DEFAULT_BEDROCK_MODEL_ID);
        expect(inline, group).toContain(`::foundation-model/${DEFAULT_BEDROCK_MODEL_ID}`);
        expect(inline, group).not.toContain('foundation-model/*');
      }
      expect(inline.includes('secretsmanager:GetSecretValue'), group).toBe(paymentGroups.has(group));
    }
  });

  it('has one HTTP API route per manifest route, each integrated with the function of its group', () => {
    const routes = Object.values(resourcesOf(templates.api, 'AWS::ApiGatewayV2::Route'));
    const integrations = resourcesOf(templates.api, 'AWS::ApiGatewayV2::Integration');
    const outputs = templates.handlers.toJSON().Outputs as Record<string, { Value: { 'Fn::GetAtt': [string, string] } }>;
    const expectedFunction = new Map(
      [...stacks.api.handlers.functions].map(([group, fn]) => [group, stacks.api.handlers.getLogicalId(fn.node.defaultChild as CfnElement)]),
    );
    // The page routes answer GET and HEAD (a route per method).
    const pageRouteKeys = pageRouteGroup.routes.flatMap((route) => [routeKey(route), `HEAD ${route.path}`]);
    expect(pageRouteKeys).toEqual(['GET /', 'HEAD /', 'GET /{path+}', 'HEAD /{path+}']);
    expect(routes).toHaveLength(allRoutes().length + pageRouteKeys.length);
    expect(routes.map((route) => route.Properties.RouteKey).sort()).toEqual([...allRoutes().map(routeKey), ...pageRouteKeys].sort());
    for (const key of pageRouteKeys) {
      const resource = routes.find((candidate) => candidate.Properties.RouteKey === key)!;
      expect(resource.Properties.AuthorizationType, key).toBe('NONE');
      const integrationId = JSON.stringify(resource.Properties.Target).match(/"Ref":"([^"]+)"/)![1]!;
      const uri = integrations[integrationId]!.Properties.IntegrationUri as { 'Fn::GetAtt': [string, string] };
      expect(outputs[uri['Fn::GetAtt'][1].replace(/^Outputs\./, '')]!.Value['Fn::GetAtt'][0], key).toBe(expectedFunction.get(pageRouteGroup.name));
    }
    for (const route of allRoutes()) {
      const resource = routes.find((candidate) => candidate.Properties.RouteKey === routeKey(route))!;
      const integrationId = JSON.stringify(resource.Properties.Target).match(/"Ref":"([^"]+)"/)![1]!;
      const uri = integrations[integrationId]!.Properties.IntegrationUri as { 'Fn::GetAtt': [string, string] };
      const output = outputs[uri['Fn::GetAtt'][1].replace(/^Outputs\./, '')]!;
      expect(output.Value['Fn::GetAtt'][0], routeKey(route)).toBe(expectedFunction.get(route.group));
    }
  });

  it('puts the Cognito JWT authorizer on exactly the staff and admin routes', () => {
    const authorizers = resourcesOf(templates.api, 'AWS::ApiGatewayV2::Authorizer');
    expect(Object.keys(authorizers)).toHaveLength(1);
    const [authorizerId, authorizer] = Object.entries(authorizers)[0]!;
    expect(authorizer.Properties).toMatchObject({ AuthorizerType: 'JWT', IdentitySource: ['$request.header.Authorization'] });
    expect(JSON.stringify(authorizer.Properties.JwtConfiguration)).toMatch(/https:\/\/cognito-idp\..*UserPool.*/);
    expect(JSON.stringify((authorizer.Properties.JwtConfiguration as { Audience: unknown }).Audience)).toContain('UserPoolWebClient');

    const routes = Object.values(resourcesOf(templates.api, 'AWS::ApiGatewayV2::Route'));
    let protectedCount = 0;
    for (const route of allRoutes()) {
      const resource = routes.find((candidate) => candidate.Properties.RouteKey === routeKey(route))!;
      if (jwtAccesses.has(route.access)) {
        protectedCount += 1;
        expect(resource.Properties, routeKey(route)).toMatchObject({ AuthorizationType: 'JWT', AuthorizerId: { Ref: authorizerId } });
      } else {
        expect(resource.Properties.AuthorizationType, routeKey(route)).toBe('NONE');
        expect(resource.Properties.AuthorizerId, routeKey(route)).toBeUndefined();
      }
    }
    expect(protectedCount).toBe(allRoutes().filter((route) => route.access === 'staff' || route.access === 'admin').length);
    expect(protectedCount).toBeGreaterThan(100);
  });

  it('logs and throttles the $default stage', () => {
    templates.api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
      DefaultRouteSettings: { ThrottlingRateLimit: 100, ThrottlingBurstLimit: 200 },
    });
  });
});

describe('events stack', () => {
  it('has the bus theke with exactly the rules and schedules of events/rules.ts', () => {
    templates.events.hasResourceProperties('AWS::Events::EventBus', { Name: 'theke' });
    templates.events.resourceCountIs('AWS::Events::Rule', eventRules.length);
    templates.events.resourceCountIs('AWS::Scheduler::Schedule', schedules.length);
    for (const rule of eventRules) {
      templates.events.hasResourceProperties('AWS::Events::Rule', {
        Description: rule.description,
        EventPattern: Match.objectEquals({ ...rule.pattern }),
      });
    }
    for (const schedule of schedules) {
      templates.events.hasResourceProperties('AWS::Scheduler::Schedule', { Description: schedule.description });
    }
    // One dead-letter queue and alarm per consumer and job, and the image processor's and upload previewer's (infra/constructs/image-processor.test.ts).
    templates.events.resourceCountIs('AWS::SQS::Queue', eventRules.length + schedules.length + 2);
    templates.events.resourceCountIs('AWS::CloudWatch::Alarm', eventRules.length + schedules.length + 2);
  });

  it('gives the payment secret (variable and read grant) to the payment jobs only', () => {
    const functions = Object.values(templates.events.findResources('AWS::Lambda::Function'));
    const withSecret = functions.filter((fn) => ENV.paymentSecretArn in ((fn.Properties.Environment as { Variables?: object } | undefined)?.Variables ?? {}));
    const expected = schedules.filter((schedule) => paymentJobs.has(schedule.name));
    expect(expected.length).toBeGreaterThan(0);
    expect(withSecret.map((fn) => fn.Properties.Description)).toEqual(expected.map((schedule) => schedule.description));
    const readers = Object.values(templates.events.findResources('AWS::IAM::Policy')).filter((policy) =>
      JSON.stringify(policy).includes('secretsmanager:GetSecretValue'),
    );
    expect(readers).toHaveLength(expected.length);
  });

  describe('with a fixture rule and schedule', () => {
    const rule: EventRuleDefinition = {
      name: 'order-confirmation-email',
      description: 'Bestätigungs-E-Mail an den Kunden',
      pattern: { source: ['theke.orders'], 'detail-type': ['OrderConfirmed'] },
      consumer: 'infra/stacks/test-fixtures/consumer.ts',
    };
    const schedule: ScheduleDefinition = {
      name: 'missed-orders',
      description: 'Verpasste Bestellungen markieren',
      cron: '*/5 6-20 * * 1-6',
      job: 'infra/stacks/test-fixtures/consumer.ts',
    };
    let fixtureApp: App;
    let events: Template;

    beforeAll(() => {
      fixtureApp = testApp();
      const data = new DataStack(fixtureApp, 'Data');
      const stack = new EventsStack(fixtureApp, 'Events', {
        table: data.table,
        settings: { stage: 'test', timeZone: 'Europe/Vienna' },
        eventRules: [rule],
        schedules: [schedule],
        alarmEmail: 'alarm@example.at',
      });
      events = Template.fromStack(stack);
    }, 60_000);

    it('routes the pattern of the definition to the consumer, with retries and the dead-letter queue', () => {
      events.hasResourceProperties('AWS::Events::Rule', {
        EventBusName: Match.anyValue(),
        EventPattern: { source: ['theke.orders'], 'detail-type': ['OrderConfirmed'] },
        Targets: [
          Match.objectLike({
            RetryPolicy: { MaximumRetryAttempts: 8, MaximumEventAgeInSeconds: 21600 },
            DeadLetterConfig: { Arn: Match.anyValue() },
          }),
        ],
      });
      events.resourcePropertiesCountIs(
        'AWS::Lambda::EventInvokeConfig',
        {
          MaximumRetryAttempts: consumerRetryAttempts,
          DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
        },
        2,
      );
    });

    it('runs the job on the AWS form of the cron, in UTC', () => {
      events.hasResourceProperties('AWS::Scheduler::Schedule', {
        ScheduleExpression: 'cron(*/5 6-20 ? * 2,3,4,5,6,7 *)',
        ScheduleExpressionTimezone: 'Etc/UTC',
        Target: Match.objectLike({ DeadLetterConfig: { Arn: Match.anyValue() }, RetryPolicy: { MaximumRetryAttempts: 8, MaximumEventAgeInSeconds: 3600 } }),
      });
    });

    it('alarms as soon as a dead-letter queue holds a message and mails the alarm topic', () => {
      events.resourceCountIs('AWS::SQS::Queue', 2);
      events.resourcePropertiesCountIs(
        'AWS::CloudWatch::Alarm',
        {
          MetricName: 'ApproximateNumberOfMessagesVisible',
          Threshold: 1,
          ComparisonOperator: 'GreaterThanOrEqualToThreshold',
          AlarmActions: [Match.anyValue()],
        },
        2,
      );
      events.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'alarm@example.at' });
    });

    it('gives consumers the table and the bus, and passes cdk-nag', () => {
      for (const fn of Object.values(resourcesOf(events, 'AWS::Lambda::Function'))) {
        expect(Object.keys((fn.Properties.Environment as { Variables: object }).Variables)).toEqual(
          expect.arrayContaining([ENV.table, ENV.eventBus, ENV.stage, ENV.timeZone]),
        );
      }
      expect(nagViolations(fixtureApp)).toEqual([]);
    });
  });
});

describe('web stack', () => {
  type Behavior = Record<string, unknown> & { PathPattern?: string; TargetOriginId: string };
  const distributionConfig = (template: Template) =>
    Object.values(resourcesOf(template, 'AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig as {
      DefaultCacheBehavior: Behavior;
      CacheBehaviors: Behavior[];
      Origins: Array<{ Id: string; DomainName: unknown; OriginAccessControlId?: unknown; CustomOriginConfig?: unknown }>;
      Logging: unknown;
    };

  it('has behaviours: default and sitemap/robots → pages route, /api/* → HTTP API, media, files, /backend and /signage → web bucket', () => {
    const config = distributionConfig(templates.web);
    const origin = (behavior: Behavior) => config.Origins.find((candidate) => candidate.Id === behavior.TargetOriginId)!;
    const byPattern = (pattern: string) => config.CacheBehaviors.find((behavior) => behavior.PathPattern === pattern)!;
    // The order decides (first match wins): the catch-all of files /*.* comes after every pattern with a dot.
    expect(config.CacheBehaviors.map((behavior) => behavior.PathPattern)).toEqual([
      '/api/*',
      '/image/*',
      '/upload/*',
      '/font/*',
      '/build/*',
      '/sitemap.xml',
      '/robots.txt',
      '/backend',
      '/backend/*',
      '/signage/*',
      '/*.*',
    ]);

    const api = byPattern('/api/*');
    expect(JSON.stringify(origin(api).DomainName)).toContain('.execute-api.');
    expect(origin(api).CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
    expect(api.AllowedMethods).toHaveLength(7);
    // AllViewerExceptHostHeader (managed policy id).
    expect(api.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac');

    const pagesCachePolicy = { Ref: stacks.web.getLogicalId(stacks.web.pagesCachePolicy.node.defaultChild as CfnElement) };
    for (const pages of [config.DefaultCacheBehavior, byPattern('/sitemap.xml'), byPattern('/robots.txt')]) {
      // The same API origin as /api/* (with the origin secret), GET and HEAD only, the pages' cache policy.
      expect(pages.TargetOriginId).toBe(api.TargetOriginId);
      expect(pages.AllowedMethods).toEqual(['GET', 'HEAD']);
      expect(pages.CachePolicyId).toEqual(pagesCachePolicy);
      expect(pages.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac');
    }
    for (const media of [byPattern('/image/*'), byPattern('/upload/*')]) {
      expect(JSON.stringify(origin(media).DomainName)).toContain('MediaBucket');
      expect(origin(media).OriginAccessControlId).toBeDefined();
      expect(media.AllowedMethods).toEqual(['GET', 'HEAD']);
    }
    for (const app of [byPattern('/backend'), byPattern('/backend/*'), byPattern('/signage/*'), byPattern('/*.*'), byPattern('/build/*')]) {
      expect(JSON.stringify(origin(app).DomainName)).toContain('WebBucket');
      expect(origin(app).OriginAccessControlId).toBeDefined();
      expect(app.AllowedMethods).toEqual(['GET', 'HEAD']);
    }
    for (const behavior of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(behavior.ViewerProtocolPolicy).toMatch(/https-only|redirect-to-https/);
      // Uploads and the service worker have policies of their own (infra/stacks/uploads-web.test.ts, docs/pwa.md).
      if (behavior.PathPattern === '/build/*') continue;
      const policy = behavior.PathPattern === '/upload/*' ? stacks.web.uploadHeaders : stacks.web.securityHeaders;
      expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: stacks.web.getLogicalId(policy.node.defaultChild as CfnElement) });
    }
    // / is a page like any other: no default root object rewrites it to /index.html.
    expect((config as { DefaultRootObject?: string }).DefaultRootObject).toBeUndefined();
    expect(config.Logging).toMatchObject({ Prefix: 'cloudfront/' });
  });

  it("keeps pages as long as the pages route says, keyed by path, query and the visitor's origin, never by cookies or Authorization", () => {
    templates.web.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: {
        Comment: Match.stringLikeRegexp('storefront pages'),
        DefaultTTL: 0,
        MinTTL: 0,
        MaxTTL: 86400,
        ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({
          HeadersConfig: { HeaderBehavior: 'whitelist', Headers: [VIEWER_ORIGIN_HEADER] },
          QueryStringsConfig: { QueryStringBehavior: 'all' },
          CookiesConfig: { CookieBehavior: 'none' },
        }),
      },
    });
  });

  it('caches /api only when the handler allows it, keyed by Authorization', () => {
    templates.web.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: {
        Comment: Match.stringLikeRegexp('/api'),
        DefaultTTL: 0,
        MinTTL: 0,
        MaxTTL: 600,
        ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({
          HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Authorization'] },
          QueryStringsConfig: { QueryStringBehavior: 'all' },
          CookiesConfig: { CookieBehavior: 'none' },
        }),
      },
    });
  });

  it('sends the secret of the origin to the API, which every handler checks', () => {
    const config = distributionConfig(templates.web);
    const api = config.Origins.find((origin) => JSON.stringify(origin.DomainName).includes('.execute-api.')) as {
      OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
    };
    expect(api.OriginCustomHeaders).toHaveLength(1);
    expect(api.OriginCustomHeaders![0]!.HeaderName).toBe('x-theke-origin-verify');
    expect(JSON.stringify(api.OriginCustomHeaders![0]!.HeaderValue)).toContain('{{resolve:secretsmanager:');
    templates.api.resourceCountIs('AWS::SecretsManager::Secret', 1);
    for (const [group, fn] of Object.entries(resourcesOf(templates.handlers, 'AWS::Lambda::Function'))) {
      const value = JSON.stringify((fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables.THEKE_ORIGIN_VERIFY);
      expect(value, group).toContain('{{resolve:secretsmanager:');
    }
  });

  it('sends the Content-Security-Policy of the app', () => {
    const policy = Object.values(resourcesOf(templates.web, 'AWS::CloudFront::ResponseHeadersPolicy'))[0]!.Properties.ResponseHeadersPolicyConfig as {
      SecurityHeadersConfig: { ContentSecurityPolicy: { ContentSecurityPolicy: unknown; Override: boolean } };
    };
    const csp = JSON.stringify(policy.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self' https://connect.facebook.net https://www.googletagmanager.com",
      "style-src 'self';",
      "worker-src 'self' blob:",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'self'",
      'https://tiles.openfreemap.org',
      "connect-src 'self' https://cognito-idp.",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(policy.SecurityHeadersConfig.ContentSecurityPolicy.Override).toBe(true);
  });

  it("adds the visitor's origin for the pages route, and rewrites the back office's deep links on the bucket's behaviours", () => {
    const functions = resourcesOf(templates.web, 'AWS::CloudFront::Function');
    const idOf = (code: string) => Object.entries(functions).find(([, fn]) => fn.Properties.FunctionCode === code)![0];
    const association = (code: string) => [{ EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [idOf(code), 'FunctionARN'] } }];
    const config = distributionConfig(templates.web);
    for (const pages of [
      config.DefaultCacheBehavior,
      ...config.CacheBehaviors.filter((behavior) => ['/sitemap.xml', '/robots.txt'].includes(behavior.PathPattern!)),
    ]) {
      expect(pages.FunctionAssociations).toEqual(association(pagesRequestCode));
    }
    for (const app of config.CacheBehaviors.filter((behavior) => ['/backend', '/backend/*', '/signage/*', '/*.*'].includes(behavior.PathPattern!))) {
      expect(app.FunctionAssociations).toEqual(association(spaFallbackCode));
    }
  });

  it('sends security headers', () => {
    templates.web.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: 31536000, IncludeSubdomains: true }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'SAMEORIGIN', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
        }),
      }),
    });
  });

  it('lets only the distribution read the web bucket, over TLS', () => {
    const distributionId = stacks.web.getLogicalId(stacks.web.distribution.node.defaultChild as CfnElement);
    templates.web.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: 's3:GetObject',
            Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    });
    const policy = JSON.stringify(resourcesOf(templates.web, 'AWS::S3::BucketPolicy'));
    expect(policy).toContain(distributionId);
  });

  it('deploys runtime-config.json with region, user pool and client, and invalidates the distribution', () => {
    const deployments = Object.values(resourcesOf(templates.web, 'Custom::CDKBucketDeployment'));
    // No web build in this app: only the pages deployment with the runtime config.
    expect(deployments).toHaveLength(1);
    const markers = JSON.stringify(deployments[0]!.Properties.SourceMarkers);
    expect(markers).toContain('UserPool');
    expect(markers).toContain('UserPoolWebClient');
    expect(markers).toContain('AWS::Region');
    expect(deployments[0]!.Properties).toMatchObject({ Prune: false, SystemMetadata: { 'cache-control': 'no-cache' } });
    expect(deployments[0]!.Properties.DistributionPaths).toEqual(['/*']);
  });

  it('with a web build: hashed assets immutable, pages revalidated after them', () => {
    const build = mkdtempSync(join(tmpdir(), 'theke-dist-'));
    mkdirSync(join(build, 'assets'));
    mkdirSync(join(build, 'backoffice'));
    writeFileSync(join(build, 'index.html'), '<!doctype html>');
    writeFileSync(join(build, 'backoffice', 'index.html'), '<!doctype html>');
    writeFileSync(join(build, 'assets', 'index-abc123.js'), 'export {};');
    writeFileSync(join(build, 'csp.json'), JSON.stringify({ scriptHashes: ['sha256-AbC123+/='] }));
    const webApp = testApp();
    const data = new DataStack(webApp, 'Data');
    const auth = new AuthStack(webApp, 'Auth');
    const stack = new WebStack(webApp, 'Web', {
      apiDomainName: 'abc123.execute-api.eu-central-1.amazonaws.com',
      mediaBucket: data.media.bucket,
      logsBucket: data.logsBucket,
      userPool: auth.userPool,
      userPoolClient: auth.userPoolClient,
      webBuildDir: build,
    });
    const deployments = Object.entries(resourcesOf(Template.fromStack(stack), 'Custom::CDKBucketDeployment'));
    expect(deployments).toHaveLength(2);
    // The build's inline scripts are allowed by their hashes (dist/csp.json).
    expect(JSON.stringify(resourcesOf(Template.fromStack(stack), 'AWS::CloudFront::ResponseHeadersPolicy'))).toContain("script-src 'self' 'sha256-AbC123+/='");
    const assets = deployments.find(([, resource]) => resource.Properties.DestinationBucketKeyPrefix === 'assets/')!;
    const pages = deployments.find(([, resource]) => resource.Properties.DestinationBucketKeyPrefix === undefined)!;
    expect(assets[1].Properties.SystemMetadata).toEqual({ 'cache-control': 'public, max-age=31536000, immutable' });
    expect(pages[1].Properties.SystemMetadata).toEqual({ 'cache-control': 'no-cache' });
    expect(pages[1].Properties.SourceBucketNames).toHaveLength(2);
    expect((Template.fromStack(stack).toJSON().Resources as Record<string, { DependsOn?: string[] }>)[pages[0]]!.DependsOn).toEqual(
      expect.arrayContaining([expect.stringContaining('DeployAssets')]),
    );
  });
});
