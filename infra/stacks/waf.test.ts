/**
 * The WAF web ACL of the public POSTs (infra/stacks/waf-stack.ts): in us-east-1 for CloudFront,
 * one rate-based rule per entry of infra/constructs/rate-limits.ts, aggregated by the viewer's IP,
 * answering 429 with the German JSON error; the web stack attaches it through `webAclArn`.
 */
import { readFileSync } from 'node:fs';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromRoot } from '../constructs/paths';
import { RATE_LIMIT_RULES } from '../constructs/rate-limits';
import { createTheke, optionsFromContext, type ThekeStacks } from './theke';
import { RATE_LIMITED_BODY_KEY, WAF_REGION } from './waf-stack';

const cdkContext = (JSON.parse(readFileSync(fromRoot('cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;
const ACL_ARN = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/theke-public-rate-limits/0c0e0a4e-1111-2222-3333-444455556666';

let stacks: ThekeStacks;
let waf: Template;

beforeAll(() => {
  const app = new App({ context: { ...cdkContext, 'aws:cdk:bundling-stacks': [], webAclArn: ACL_ARN } });
  stacks = createTheke(app, optionsFromContext(app));
  waf = Template.fromStack(stacks.waf);
}, 120_000);

const rateRule = (name: string) => {
  const acl = Object.values(waf.findResources('AWS::WAFv2::WebACL'))[0] as { Properties: { Rules: Array<{ Name: string } & Record<string, unknown>> } };
  return acl.Properties.Rules.find((rule) => rule.Name === name)!;
};

describe('WAF web ACL', () => {
  it('is a CloudFront ACL in us-east-1 that allows by default', () => {
    expect(stacks.waf.region).toBe(WAF_REGION);
    waf.resourceCountIs('AWS::WAFv2::WebACL', 1);
    waf.hasResourceProperties('AWS::WAFv2::WebACL', { Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
  });

  it('limits POST /api/orders/public to 20 requests per 5 minutes per viewer IP, answering 429 with the German JSON', () => {
    expect(rateRule('public-orders')).toEqual({
      Name: 'public-orders',
      Priority: 0,
      Action: { Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: RATE_LIMITED_BODY_KEY } } },
      Statement: {
        RateBasedStatement: {
          Limit: 20,
          EvaluationWindowSec: 300,
          AggregateKeyType: 'IP',
          ScopeDownStatement: {
            AndStatement: {
              Statements: [
                {
                  ByteMatchStatement: {
                    FieldToMatch: { Method: {} },
                    SearchString: 'POST',
                    PositionalConstraint: 'EXACTLY',
                    TextTransformations: [{ Priority: 0, Type: 'NONE' }],
                  },
                },
                {
                  ByteMatchStatement: {
                    FieldToMatch: { UriPath: {} },
                    SearchString: '/api/orders/public',
                    PositionalConstraint: 'EXACTLY',
                    TextTransformations: [{ Priority: 0, Type: 'NONE' }],
                  },
                },
              ],
            },
          },
        },
      },
      VisibilityConfig: { CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true, MetricName: 'theke-public-orders' },
    });
    waf.hasResourceProperties('AWS::WAFv2::WebACL', {
      CustomResponseBodies: {
        [RATE_LIMITED_BODY_KEY]: {
          ContentType: 'APPLICATION_JSON',
          Content: JSON.stringify({
            errors: [
              { code: 'request.rateLimited', message: 'Zu viele Anfragen in kurzer Zeit. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.' },
            ],
          }),
        },
      },
    });
  });

  it('has one rule per shared limit: uploads, contact forms (prefix) and the analytics log', () => {
    expect(RATE_LIMIT_RULES.map((rule) => rule.name)).toEqual(['public-orders', 'public-uploads', 'contact-forms', 'analytics-log']);
    for (const rule of RATE_LIMIT_RULES) {
      expect(rateRule(rule.name)).toMatchObject({
        Statement: { RateBasedStatement: { Limit: rule.limit, EvaluationWindowSec: rule.windowSeconds, AggregateKeyType: 'IP' } },
      });
    }
    expect(JSON.stringify(rateRule('contact-forms'))).toContain('"PositionalConstraint":"STARTS_WITH","SearchString":"/api/custom/form/"');
    expect(JSON.stringify(rateRule('public-uploads'))).toContain('"PositionalConstraint":"EXACTLY","SearchString":"/api/uploads"');
  });

  it('the distribution uses the web ACL named by webAclArn', () => {
    Template.fromStack(stacks.web).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: ACL_ARN }),
    });
  });

  it('has no cdk-nag finding', () => {
    const report = new AwsSolutionsChecks().validateScope(stacks.waf);
    expect(report.violations.map((violation) => violation.ruleName)).toEqual([]);
  });
});
