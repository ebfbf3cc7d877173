/**
 * A fake AWS Secrets Manager for the local stack: CreateSecret, GetSecretValue and PutSecretValue
 * over the AWS JSON 1.1 protocol the SDK speaks, so functions/payments reads its payment secret
 * with the real @aws-sdk/client-secrets-manager, as in AWS. Requests are not signature-checked
 * (loopback only); secrets live in memory.
 */
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sendJson } from '../server/io';
import { readJson, startFakeServer } from './server';

const AMZ_JSON = 'application/x-amz-json-1.1';

interface Secret {
  arn: string;
  name: string;
  value: string;
  versionId: string;
  createdAt: number;
}

export interface FakeSecretsManager {
  endpoint: string;
  /** Stores a secret (as CreateSecret does) and returns its ARN. */
  create(name: string, value: string): string;
  stop(): Promise<void>;
}

function awsError(res: ServerResponse, type: string, message: string): void {
  res.setHeader('x-amzn-errortype', type);
  sendJson(res, 400, JSON.stringify({ __type: type, message }), AMZ_JSON);
}

export async function startFakeSecretsManager(options: { port: number; region: string; log: (line: string) => void }): Promise<FakeSecretsManager> {
  const secrets = new Map<string, Secret>();
  const find = (id: unknown): Secret | undefined =>
    typeof id === 'string' ? (secrets.get(id) ?? [...secrets.values()].find((secret) => secret.arn === id)) : undefined;

  const create = (name: string, value: string): Secret => {
    const secret: Secret = {
      arn: `arn:aws:secretsmanager:${options.region}:000000000000:secret:${name}-${randomBytes(3).toString('hex')}`,
      name,
      value,
      versionId: randomBytes(16).toString('hex'),
      createdAt: Date.now() / 1000,
    };
    secrets.set(name, secret);
    return secret;
  };

  const server = await startFakeServer(
    'Secrets Manager (lokal)',
    options.port,
    async (req, res) => {
      const target = String(req.headers['x-amz-target'] ?? '');
      const body = ((await readJson(req)) ?? {}) as Record<string, unknown>;
      if (req.method !== 'POST' || !target.startsWith('secretsmanager.')) return awsError(res, 'UnknownOperationException', 'Unknown operation');
      const operation = target.slice('secretsmanager.'.length);
      if (operation === 'CreateSecret') {
        if (typeof body.Name !== 'string' || typeof body.SecretString !== 'string')
          return awsError(res, 'InvalidParameterException', 'Name and SecretString are required.');
        if (secrets.has(body.Name)) return awsError(res, 'ResourceExistsException', `The secret ${body.Name} already exists.`);
        const secret = create(body.Name, body.SecretString);
        return sendJson(res, 200, JSON.stringify({ ARN: secret.arn, Name: secret.name, VersionId: secret.versionId }), AMZ_JSON);
      }
      const secret = find(body.SecretId);
      if (!secret) return awsError(res, 'ResourceNotFoundException', "Secrets Manager can't find the specified secret.");
      if (operation === 'GetSecretValue') {
        return sendJson(
          res,
          200,
          JSON.stringify({
            ARN: secret.arn,
            Name: secret.name,
            SecretString: secret.value,
            VersionId: secret.versionId,
            VersionStages: ['AWSCURRENT'],
            CreatedDate: secret.createdAt,
          }),
          AMZ_JSON,
        );
      }
      if (operation === 'PutSecretValue' && typeof body.SecretString === 'string') {
        Object.assign(secret, { value: body.SecretString, versionId: randomBytes(16).toString('hex') });
        return sendJson(res, 200, JSON.stringify({ ARN: secret.arn, Name: secret.name, VersionId: secret.versionId, VersionStages: ['AWSCURRENT'] }), AMZ_JSON);
      }
      return awsError(res, 'UnknownOperationException', `The local Secrets Manager does not support ${operation}.`);
    },
    options.log,
  );

  return {
    endpoint: `http://127.0.0.1:${server.port}`,
    create: (name, value) => create(name, value).arn,
    stop: () => server.close(),
  };
}
