/**
 * cognito-local as the local stack runs it: a user pool with an AWS-shaped id in a data folder
 * that survives restarts, provisioned again on every start without losing anything.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AdminListGroupsForUserCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, expect, it } from 'vitest';
import { cognitoClient, ensureUsers, prepareCognitoData, provisionUserPool, startCognitoLocal } from './cognito';
import { freePort } from './process';

const dataDir = mkdtempSync(join(tmpdir(), 'theke-cognito-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function startAndProvision() {
  const { userPoolId } = prepareCognitoData(dataDir, 'eu-central-1');
  const running = await startCognitoLocal({ port: await freePort(), dataDir });
  const client = cognitoClient(running.endpoint, 'eu-central-1');
  const { userPoolClientId } = await provisionUserPool(client, userPoolId);
  await ensureUsers(client, userPoolId, [{ username: 'filiale', password: 'Filiale-2026!', email: 'filiale@theke.test', groups: ['ROLE_EMPLOYEE'] }]);
  return { userPoolId, userPoolClientId, client, stop: () => running.stop() };
}

it('keeps the pool, its client, the users and their groups across restarts', async () => {
  const first = await startAndProvision();
  await first.stop();
  const second = await startAndProvision();
  try {
    expect(second.userPoolId).toBe(first.userPoolId);
    expect(second.userPoolId).toMatch(/^eu-central-1_[A-Za-z0-9]{9}$/);
    expect(second.userPoolClientId).toBe(first.userPoolClientId);
    const groups = await second.client.send(new AdminListGroupsForUserCommand({ UserPoolId: second.userPoolId, Username: 'filiale' }));
    expect(groups.Groups?.map((group) => group.GroupName)).toEqual(['ROLE_EMPLOYEE']);
    const signedIn = await second.client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: second.userPoolClientId,
        AuthParameters: { USERNAME: 'filiale', PASSWORD: 'Filiale-2026!' },
      }),
    );
    const claims = JSON.parse(Buffer.from(signedIn.AuthenticationResult!.AccessToken!.split('.')[1]!, 'base64url').toString('utf8'));
    expect(claims['cognito:groups']).toEqual(['ROLE_EMPLOYEE']);
  } finally {
    second.client.destroy();
    await second.stop();
  }
});
