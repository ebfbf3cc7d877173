/**
 * `/upload/*` in the web stack (functions/uploads and shared/items/upload-serving.ts): anonymous
 * customers' files are never cached at the edge and are answered with nosniff, a sandboxing
 * Content-Security-Policy and no framing; images stay on the shared media behaviour.
 */
import { App, Stack, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_CONTENT_SECURITY_POLICY } from '#shared/items/upload-serving.ts';
import { WebStack } from './web-stack';

let web: WebStack;
let template: Template;

beforeAll(() => {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const env = { account: '123456789012', region: 'eu-central-1' };
  const base = new Stack(app, 'Base', { env });
  const pool = new cognito.UserPool(base, 'Pool');
  web = new WebStack(app, 'Web', {
    env,
    apiDomainName: 'abc.execute-api.eu-central-1.amazonaws.com',
    mediaBucket: new s3.Bucket(base, 'MediaBucket'),
    logsBucket: new s3.Bucket(base, 'Logs', { objectOwnership: s3.ObjectOwnership.OBJECT_WRITER }),
    userPool: pool,
    userPoolClient: pool.addClient('Client'),
  });
  template = Template.fromStack(web);
}, 60_000);

type Behavior = { PathPattern: string; CachePolicyId: unknown; ResponseHeadersPolicyId: unknown };
const behaviors = (): Behavior[] =>
  (Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties as { DistributionConfig: { CacheBehaviors: Behavior[] } })
    .DistributionConfig.CacheBehaviors;
const ref = (construct: { node: { defaultChild?: unknown } }) => ({ Ref: web.getLogicalId(construct.node.defaultChild as CfnElement) });

describe('/upload/*', () => {
  it('has its own headers policy: nosniff, the sandboxing CSP, DENY framing, no referrer', () => {
    const upload = behaviors().find((behavior) => behavior.PathPattern === '/upload/*')!;
    expect(upload.ResponseHeadersPolicyId).toEqual(ref(web.uploadHeaders));
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          ContentTypeOptions: { Override: true },
          ContentSecurityPolicy: { ContentSecurityPolicy: UPLOAD_CONTENT_SECURITY_POLICY, Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'no-referrer', Override: true },
        },
      },
    });
    expect(UPLOAD_CONTENT_SECURITY_POLICY).toContain('sandbox');
    expect(UPLOAD_CONTENT_SECURITY_POLICY).toContain("default-src 'none'");
  });

  it('is not cached at the edge (CachingDisabled), while /image/* stays cached with the shared headers', () => {
    const upload = behaviors().find((behavior) => behavior.PathPattern === '/upload/*')!;
    const image = behaviors().find((behavior) => behavior.PathPattern === '/image/*')!;
    // Managed policy ids: CachingDisabled and CachingOptimized.
    expect(upload.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad');
    expect(image.CachePolicyId).toBe('658327ea-f89d-4fab-a63d-7e88639e58f6');
    expect(image.ResponseHeadersPolicyId).toEqual(ref(web.securityHeaders));
  });
});
