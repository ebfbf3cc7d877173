/**
 * The image library's infrastructure (docs/images.md): the processor S3 notifies of uploads under
 * incoming/, its dead-letter queue and alarm, the media bucket's lifecycle rules and CORS, the
 * app's CSP allowing the bucket, and cdk-nag over the stacks involved.
 */
import { readFileSync } from 'node:fs';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTheke, optionsFromContext, type ThekeStacks } from '../stacks/theke';
import { IMAGE_PROCESSOR_ENTRY, UPLOAD_PREVIEW_ENTRY, UPLOAD_PREVIEW_MODULES, installIntoAsset, lockedSharpVersion, lockedVersion } from './image-processor';
import { fromRoot } from './paths';

const cdkContext = (JSON.parse(readFileSync(fromRoot('cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;
const build = (extra: Record<string, unknown> = {}) => {
  const app = new App({ context: { ...cdkContext, 'aws:cdk:bundling-stacks': [], ...extra } });
  return { app, stacks: createTheke(app, optionsFromContext(app)) };
};

let stacks: ThekeStacks;
let events: Template;
let data: Template;

beforeAll(() => {
  stacks = build().stacks;
  events = Template.fromStack(stacks.events);
  data = Template.fromStack(stacks.data);
}, 120_000);

type Rule = { Id?: string; Prefix?: string; ExpirationInDays?: number; Status: string };
const lifecycleRules = (template: Template): Rule[] => {
  const bucket = Object.values(template.findResources('AWS::S3::Bucket', { Properties: { CorsConfiguration: Match.anyValue() } }))[0] as {
    Properties: { LifecycleConfiguration: { Rules: Rule[] } };
  };
  return bucket.Properties.LifecycleConfiguration.Rules;
};

describe('image processor', () => {
  it('is an arm64 function of 2048 MB and 60 s with the processor entry', () => {
    const fn = stacks.events.imageProcessor!.fn;
    expect(fn).toBeDefined();
    events.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('^Bildverarbeitung'),
      Architectures: ['arm64'],
      MemorySize: 2048,
      Timeout: 60,
      Runtime: 'nodejs24.x',
    });
    expect(IMAGE_PROCESSOR_ENTRY).toBe('events/consumers/media/process-image.ts');
  });

  it('is notified by the media bucket of objects created under incoming/', () => {
    events.hasResourceProperties('Custom::S3BucketNotifications', {
      NotificationConfiguration: {
        LambdaFunctionConfigurations: Match.arrayWith([
          {
            Events: ['s3:ObjectCreated:*'],
            Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: 'incoming/' }] } },
            LambdaFunctionArn: { 'Fn::GetAtt': [stacks.events.getLogicalId(stacks.events.imageProcessor!.fn.node.defaultChild as never), 'Arn'] },
          },
        ]),
      },
    });
    events.hasResourceProperties('AWS::Lambda::Permission', { Principal: 's3.amazonaws.com', Action: 'lambda:InvokeFunction' });
  });

  it('retries twice and keeps failed events in a dead-letter queue with an alarm', () => {
    const invokeConfigs = Object.values(events.findResources('AWS::Lambda::EventInvokeConfig')) as Array<{
      Properties: { FunctionName: { Ref: string }; MaximumRetryAttempts: number; DestinationConfig: { OnFailure: { Destination: unknown } } };
    }>;
    const processorId = stacks.events.getLogicalId(stacks.events.imageProcessor!.fn.node.defaultChild as never);
    const config = invokeConfigs.find((candidate) => candidate.Properties.FunctionName.Ref === processorId);
    expect(config?.Properties.MaximumRetryAttempts).toBe(2);
    expect(JSON.stringify(config?.Properties.DestinationConfig.OnFailure.Destination)).toContain('ImageProcessorDeadLetterQueue');
    events.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmDescription: Match.stringLikeRegexp('Bildverarbeitung'),
      Threshold: 1,
      AlarmActions: Match.anyValue(),
    });
  });

  it('may read and delete incoming/ and write image/, nothing of upload/', () => {
    const policy = JSON.stringify(
      Object.values(
        data.findResources('AWS::IAM::ManagedPolicy', {
          Properties: { Description: Match.stringLikeRegexp('incoming image uploads, write their renditions') },
        }),
      )[0],
    );
    expect(policy).toContain('/incoming/*');
    expect(policy).toContain('/image/*');
    expect(policy).not.toContain('/upload/*');
    events.hasResourceProperties('AWS::IAM::Role', {
      Description: Match.stringLikeRegexp('^Bildverarbeitung'),
      ManagedPolicyArns: Match.arrayWith([Match.objectLike({ 'Fn::ImportValue': Match.stringLikeRegexp('ImageProcessor') })]),
    });
  });

  it('installs the locked sharp for linux-arm64 into the asset after bundling', () => {
    expect(lockedSharpVersion()).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

describe('upload previewer', () => {
  const previewerId = () => stacks.events.getLogicalId(stacks.events.uploadPreviewer!.fn.node.defaultChild as never);

  it('is an arm64 function of 2048 MB and 60 s with the preview entry', () => {
    events.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('^Vorschaubilder hochgeladener Kundendateien'),
      Architectures: ['arm64'],
      MemorySize: 2048,
      Timeout: 60,
      Runtime: 'nodejs24.x',
    });
    expect(UPLOAD_PREVIEW_ENTRY).toBe('events/consumers/media/upload-preview.ts');
  });

  it('is notified of objects created under upload/, by the same notification resource as the image processor', () => {
    const notifications = events.findResources('Custom::S3BucketNotifications');
    expect(Object.keys(notifications)).toHaveLength(1);
    events.hasResourceProperties('Custom::S3BucketNotifications', {
      NotificationConfiguration: {
        LambdaFunctionConfigurations: Match.arrayWith([
          {
            Events: ['s3:ObjectCreated:*'],
            Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: 'upload/' }] } },
            LambdaFunctionArn: { 'Fn::GetAtt': [previewerId(), 'Arn'] },
          },
        ]),
      },
    });
    events.hasResourceProperties('AWS::Lambda::Permission', {
      Principal: 's3.amazonaws.com',
      Action: 'lambda:InvokeFunction',
      FunctionName: { 'Fn::GetAtt': [previewerId(), 'Arn'] },
    });
  });

  it('retries twice into its own dead-letter queue with an alarm', () => {
    const config = Object.values(events.findResources('AWS::Lambda::EventInvokeConfig')).find(
      (candidate) => (candidate as { Properties: { FunctionName: { Ref: string } } }).Properties.FunctionName.Ref === previewerId(),
    ) as { Properties: { MaximumRetryAttempts: number; DestinationConfig: { OnFailure: { Destination: unknown } } } } | undefined;
    expect(config?.Properties.MaximumRetryAttempts).toBe(2);
    expect(JSON.stringify(config?.Properties.DestinationConfig.OnFailure.Destination)).toContain('UploadPreviewerDeadLetterQueue');
    events.hasResourceProperties('AWS::CloudWatch::Alarm', { AlarmDescription: Match.stringLikeRegexp('Vorschaubilder'), Threshold: 1 });
  });

  it('may read upload/ and write only previews there, and has no table access', () => {
    const policy = JSON.stringify(
      Object.values(data.findResources('AWS::IAM::ManagedPolicy', { Properties: { Description: Match.stringLikeRegexp('write their previews') } }))[0],
    );
    expect(policy).toMatch(/"Action":"s3:GetObject","Effect":"Allow","Resource":\{"Fn::Join":\["",\[\{"Fn::GetAtt":\["[^"]+","Arn"\]\},"\/upload\/\*"\]\]\}/);
    expect(policy).toMatch(
      /"Action":"s3:PutObject","Effect":"Allow","Resource":\{"Fn::Join":\["",\[\{"Fn::GetAtt":\["[^"]+","Arn"\]\},"\/upload\/\*\/preview\/\*"\]\]\}/,
    );
    expect(policy).not.toContain('s3:DeleteObject');
    const role = stacks.events.uploadPreviewer!.fn.role!;
    const roleId = stacks.events.getLogicalId(role.node.defaultChild as never);
    const roleResource = events.findResources('AWS::IAM::Role')[roleId] as { Properties: { ManagedPolicyArns: unknown[] } };
    expect(JSON.stringify(roleResource.Properties.ManagedPolicyArns)).toMatch(/UploadPreview/);
    const inline = JSON.stringify(events.findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: roleId }] } }));
    expect(inline).not.toContain('dynamodb:');
  });

  it('installs sharp, pdf.js and @napi-rs/canvas of the lock file for linux-arm64 into the asset', () => {
    const [command] = installIntoAsset(UPLOAD_PREVIEW_MODULES).afterBundling('/in', '/out');
    for (const name of UPLOAD_PREVIEW_MODULES) expect(command).toContain(`${name}@${lockedVersion(name)}`);
    expect(command).toContain('--os=linux --cpu=arm64 --libc=glibc');
  });
});

describe('media bucket', () => {
  it('expires incoming/ after a day and customer uploads after the configured days (default 365)', () => {
    expect(lifecycleRules(data)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Id: 'IncomingImages', Prefix: 'incoming/', ExpirationInDays: 1, Status: 'Enabled' }),
        expect.objectContaining({ Id: 'CustomerUploads', Prefix: 'upload/', ExpirationInDays: 365, Status: 'Enabled' }),
      ]),
    );
    const custom = Template.fromStack(build({ uploadRetentionDays: '30' }).stacks.data);
    expect(lifecycleRules(custom)).toEqual(expect.arrayContaining([expect.objectContaining({ Prefix: 'upload/', ExpirationInDays: 30 })]));
    expect(() => build({ uploadRetentionDays: 'ein Jahr' })).toThrow(/uploadRetentionDays/);
  });

  it('lets browsers POST to it (CORS), from the shop origin when it is known', () => {
    data.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedMethods: ['POST'], AllowedOrigins: ['*'] })] },
    });
    const withDomain = Template.fromStack(build({ publicUrl: 'https://www.fleischerei.at' }).stacks.data);
    withDomain.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedMethods: ['POST'], AllowedOrigins: ['https://www.fleischerei.at'] })] },
    });
  });

  it("the app's CSP lets the browser connect to the bucket's regional endpoint", () => {
    const web = Template.fromStack(stacks.web);
    const policy = JSON.stringify(Object.values(web.findResources('AWS::CloudFront::ResponseHeadersPolicy'))[0]);
    expect(policy).toMatch(/connect-src 'self' https:\/\/cognito-idp\.[^;]* https:\/\/",\{"Fn::ImportValue":"[^"]*MediaBucket[^"]*RegionalDomainName/);
  });
});

describe('cdk-nag AwsSolutions', () => {
  it('has no unacknowledged finding in the data and events stacks', () => {
    const violations = [stacks.data, stacks.events].flatMap((stack) =>
      new AwsSolutionsChecks()
        .validateScope(stack)
        .violations.map((violation) => `${violation.ruleName}: ${violation.violatingResources.map((resource) => resource.constructPath).join(', ')}`),
    );
    expect(violations).toEqual([]);
  });
});
