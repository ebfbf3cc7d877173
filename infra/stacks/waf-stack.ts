/**
 * WAF stack: the web ACL in front of CloudFront with the per-client rate limits of the public
 * POSTs (infra/constructs/rate-limits.ts, the numbers the local server applies too;
 * docs/order-limits.md).
 *
 * A web ACL for CloudFront must live in us-east-1, so this stack is pinned to that region while the
 * other stacks stay environment-agnostic. Decision: no cross-region reference (CDK's
 * `crossRegionReferences` needs a concrete region on every stack involved, which would end the
 * offline, profile-driven deploy of the other stacks); the web stack takes the ACL's ARN as the
 * context parameter `webAclArn` instead. Deploy order: `cdk deploy Theke-Waf`, then the other
 * stacks with `-c webAclArn=<the WebAclArn output>` (or the value in cdk.json).
 *
 * Each rule is a rate-based statement aggregated by the viewer's IP (`aggregateKeyType: IP`: the
 * address CloudFront received the request from), scoped down to its method and paths, and blocks
 * with 429 and the German JSON error of the API as custom response.
 */
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { RATE_LIMIT_RULES, RATE_LIMITED_STATUS, rateLimitedBody, type RateLimitRule } from '../constructs/rate-limits';

export const WAF_REGION = 'us-east-1';
/** Key of the custom response body in the web ACL. */
export const RATE_LIMITED_BODY_KEY = 'rateLimited';

const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName,
});

const byteMatch = (field: wafv2.CfnWebACL.FieldToMatchProperty, searchString: string, positionalConstraint: string): wafv2.CfnWebACL.StatementProperty => ({
  byteMatchStatement: { fieldToMatch: field, searchString, positionalConstraint, textTransformations: [{ priority: 0, type: 'NONE' }] },
});

/** The requests a rule counts: its method and one of its paths (exact, or a prefix ending in `/`). */
export function scopeDownStatement(rule: RateLimitRule): wafv2.CfnWebACL.StatementProperty {
  const paths = rule.paths.map((path) => byteMatch({ uriPath: {} }, path, path.endsWith('/') ? 'STARTS_WITH' : 'EXACTLY'));
  return {
    andStatement: {
      statements: [byteMatch({ method: {} }, rule.method, 'EXACTLY'), paths.length === 1 ? paths[0]! : { orStatement: { statements: paths } }],
    },
  };
}

export class WafStack extends Stack {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: StackProps = {}) {
    super(scope, id, { ...props, env: { ...props.env, region: WAF_REGION } });
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: 'theke-public-rate-limits',
      // ASCII only: WAF descriptions allow no umlauts.
      description: 'Theke: rate limits per client for the public POST requests',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('theke-web-acl'),
      customResponseBodies: { [RATE_LIMITED_BODY_KEY]: { contentType: 'APPLICATION_JSON', content: rateLimitedBody() } },
      rules: RATE_LIMIT_RULES.map((rule, priority) => ({
        name: rule.name,
        priority,
        action: { block: { customResponse: { responseCode: RATE_LIMITED_STATUS, customResponseBodyKey: RATE_LIMITED_BODY_KEY } } },
        statement: {
          rateBasedStatement: {
            limit: rule.limit,
            evaluationWindowSec: rule.windowSeconds,
            aggregateKeyType: 'IP',
            scopeDownStatement: scopeDownStatement(rule),
          },
        },
        visibilityConfig: visibility(`theke-${rule.name}`),
      })),
    });
    new CfnOutput(this, 'WebAclArn', { value: this.webAcl.attrArn, description: 'Context value webAclArn of the web stack' });
  }
}
