/** cdk-nag acknowledgements: every one names the rule and a concrete reason (DESIGN.md §7). */
import { type Stack, Validations } from 'aws-cdk-lib';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type { IConstruct } from 'constructs';

export function acknowledge(scope: IConstruct, id: string, reason: string): void {
  Validations.of(scope).acknowledge({ id, reason });
}

/**
 * Acknowledges the findings on the Lambda that CDK's BucketDeployment brings along (one per stack
 * and memory size; code and policy written by AWS CDK): its pinned runtime, the managed logs
 * policy, and the wildcards of the grants CDK gives it on the asset bucket and `bucket`.
 * `copies` says what it copies where, `extraWildcards` any further findings of that stack's use.
 */
export function acknowledgeBucketDeploymentProvider(stack: Stack, bucket: s3.IBucket, copies: string, extraWildcards: string[] = []): void {
  const provider = stack.node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
  if (!provider) throw new Error('BucketDeployment provider not found');
  const why = 'CDK BucketDeployment provider (code and policy by AWS CDK): it runs only during deployment';
  acknowledge(provider, 'AwsSolutions-L1', `${why}; its Python runtime is pinned by the CDK version.`);
  acknowledge(
    provider,
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    `${why}; the managed policy only lets it write its own logs.`,
  );
  const bucketId = stack.getLogicalId(bucket.node.defaultChild as s3.CfnBucket);
  const wildcards = [
    'Action::s3:GetObject*',
    'Action::s3:GetBucket*',
    'Action::s3:List*',
    'Action::s3:DeleteObject*',
    'Action::s3:Abort*',
    `Resource::<${bucketId}.Arn>/*`,
    'Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*',
    ...extraWildcards,
  ];
  for (const finding of wildcards) acknowledge(provider, `AwsSolutions-IAM5[${finding}]`, `${why}; ${copies}`);
}
