import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { ENV } from '#functions/lib/config.ts';
import { PAYMENT_SECRET_FIELDS, PaymentSettings, publicUrlFromContext } from './payments';

function paymentStack(publicUrl?: string) {
  const stack = new Stack(new App(), 'Zahlungen');
  const payments = new PaymentSettings(stack, 'Payments', { publicUrl });
  const fn = new lambda.Function(stack, 'Orders', {
    runtime: lambda.Runtime.NODEJS_24_X,
    handler: 'index.handler',
    code: lambda.Code.fromInline('export const handler = async () => null;'),
  });
  payments.grantTo(fn);
  return { stack, payments, template: Template.fromStack(stack) };
}

describe('PaymentSettings', () => {
  it('creates the retained secret with every credential field empty', () => {
    const { template } = paymentStack();
    const secrets = template.findResources('AWS::SecretsManager::Secret');
    expect(Object.keys(secrets)).toHaveLength(1);
    const secret = Object.values(secrets)[0] as { Properties: { SecretString: string }; DeletionPolicy: string };
    expect(JSON.parse(secret.Properties.SecretString)).toEqual({ mollieApiKey: '', datatransMerchantId: '', datatransPassword: '', datatransHmacKey: '' });
    expect(PAYMENT_SECRET_FIELDS).toEqual(['mollieApiKey', 'datatransMerchantId', 'datatransPassword', 'datatransHmacKey']);
    expect(secret.DeletionPolicy).toBe('Retain');
  });

  it('gives a function the secret ARN and read access, and the public URL when there is one', () => {
    const { template, stack, payments } = paymentStack('https://shop.example.at');
    const secretRef = { Ref: stack.getLogicalId(payments.secret.node.defaultChild as never) };
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: { [ENV.paymentSecretArn]: secretRef, [ENV.publicUrl]: 'https://shop.example.at' } },
    });
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Action: ['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret'], Effect: 'Allow', Resource: secretRef }),
        ]),
      },
    });
    // The credentials themselves never appear in a function's configuration.
    const variables = JSON.stringify(template.findResources('AWS::Lambda::Function'));
    for (const field of PAYMENT_SECRET_FIELDS) expect(variables).not.toContain(field);
  });

  it('sets no public URL without one', () => {
    const { template } = paymentStack();
    const fn = Object.values(template.findResources('AWS::Lambda::Function'))[0] as { Properties: { Environment: { Variables: object } } };
    expect(Object.keys(fn.Properties.Environment.Variables)).toEqual([ENV.paymentSecretArn]);
  });

  it('passes cdk-nag (the missing rotation is acknowledged with a reason)', () => {
    const { stack } = paymentStack('https://shop.example.at');
    const report = new AwsSolutionsChecks().validateScope(stack.node.findChild('Payments'));
    expect(report.violations.map((violation) => violation.ruleName)).toEqual([]);
  });
});

describe('publicUrlFromContext', () => {
  it('takes publicUrl, else the custom domain, else nothing', () => {
    expect(publicUrlFromContext('https://bestellen.fleischerei.at', 'shop.example.at')).toBe('https://bestellen.fleischerei.at');
    expect(publicUrlFromContext('https://bestellen.fleischerei.at/', undefined)).toBe('https://bestellen.fleischerei.at');
    expect(publicUrlFromContext(undefined, 'shop.example.at')).toBe('https://shop.example.at');
    expect(publicUrlFromContext(undefined, undefined)).toBeUndefined();
  });

  it('refuses what a provider could not call back: http, a path, no URL', () => {
    expect(() => publicUrlFromContext('http://shop.example.at', undefined)).toThrow(/https origin/);
    expect(() => publicUrlFromContext('https://shop.example.at/shop', undefined)).toThrow(/https origin/);
    expect(() => publicUrlFromContext('shop.example.at', undefined)).toThrow(/not a URL/);
  });
});
