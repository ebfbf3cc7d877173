/**
 * Cognito for the local stack: cognito-local (pinned 5.3.0) as a child process with its own data
 * folder, one user pool with an AWS-shaped id (`eu-central-1_…`), one app client for the web app,
 * the staff groups and the demo users.
 *
 * cognito-local names pools `local_…` when they are created through its API, so the pool file is
 * written before it starts: it loads every `<poolId>.json` in `.cognito/db` and fills a pool
 * without stored options with the AWS defaults. Its tokens are issued for
 * `https://cognito-idp.<region>.amazonaws.com/<poolId>` (TokenConfig.IssuerDomain), so the same
 * aws-jwt-verify CognitoJwtVerifier runs locally, with the keys from
 * `<endpoint>/<poolId>/.well-known/jwks.json`. That signing key is public: local tokens must never
 * be accepted outside the local stack. It starts through ./cognito-local-extensions.mjs, which adds
 * AdminUserGlobalSignOut and refuses the sign-in of disabled users, as Cognito does.
 */
import { randomInt } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { LocalStackError, repoRoot, startService, type RunningEmulator } from './process';
import { LOCAL_CREDENTIALS } from './s3';

/** The staff groups of the back office (backoffice.md §6). */
export const STAFF_GROUPS = ['ROLE_ADMIN', 'ROLE_EMPLOYEE'] as const;
export type StaffGroup = (typeof STAFF_GROUPS)[number];

/** The app client the web app signs in with (no secret: a browser cannot keep one). */
export const WEB_CLIENT_NAME = 'theke-web';

export interface CognitoUserSeed {
  username: string;
  password: string;
  email?: string;
  name?: string;
  groups: StaffGroup[];
}

const cognitoLocalBin = join(repoRoot, 'node_modules', 'cognito-local', 'lib', 'bin', 'start.js');
/** cognito-local with the calls and checks it lacks (./cognito-local-extensions.mjs says which). */
const cognitoLocalStart = join(repoRoot, 'infra', 'local', 'emulators', 'cognito-local-extensions.mjs');
const POOL_FILE = /^([a-z]{2}-[a-z]+-\d)_([A-Za-z0-9]{9})\.json$/;

/**
 * Makes sure `dataDir` holds cognito-local's config and one user pool; returns the pool id.
 * Sign-in is by user name (not e-mail): time tracking identifies staff by user name
 * (backoffice.md §6), so the access token's `username` claim is the name they type.
 */
export function prepareCognitoData(dataDir: string, region: string): { userPoolId: string } {
  const dbDir = join(dataDir, '.cognito', 'db');
  mkdirSync(dbDir, { recursive: true });
  writeFileSync(
    join(dataDir, '.cognito', 'config.json'),
    JSON.stringify({ TokenConfig: { IssuerDomain: `https://cognito-idp.${region}.amazonaws.com` }, UserPoolDefaults: { UsernameAttributes: [] } }, null, 2),
  );
  const existing = readdirSync(dbDir).find((file) => POOL_FILE.exec(file)?.[1] === region);
  if (existing) return { userPoolId: existing.replace(/\.json$/, '') };
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const suffix = Array.from({ length: 9 }, () => alphabet[randomInt(alphabet.length)]).join('');
  const userPoolId = `${region}_${suffix}`;
  writeFileSync(join(dbDir, `${userPoolId}.json`), JSON.stringify({ Users: {}, Groups: {} }, null, 2));
  return { userPoolId };
}

export interface CognitoLocalOptions {
  port: number;
  /** Folder prepared by prepareCognitoData; cognito-local keeps its data in `<dataDir>/.cognito`. */
  dataDir: string;
}

export async function startCognitoLocal(options: CognitoLocalOptions): Promise<RunningEmulator> {
  if (!existsSync(cognitoLocalBin)) throw new LocalStackError('cognito-local fehlt in node_modules. Bitte "npm install" ausführen.');
  return startService({
    name: 'cognito-local',
    command: process.execPath,
    args: [cognitoLocalStart],
    port: options.port,
    timeoutMs: 20_000,
    cwd: options.dataDir,
    env: { ...process.env, PORT: String(options.port), HOST: '127.0.0.1' },
  });
}

export function cognitoClient(endpoint: string, region: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({ endpoint, region, credentials: LOCAL_CREDENTIALS });
}

/** Creates the web app client and the staff groups when missing; returns the client id. */
export async function provisionUserPool(client: CognitoIdentityProviderClient, userPoolId: string): Promise<{ userPoolClientId: string }> {
  const clients = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
  let userPoolClientId = clients.UserPoolClients?.find((candidate) => candidate.ClientName === WEB_CLIENT_NAME)?.ClientId;
  if (!userPoolClientId) {
    const created = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: WEB_CLIENT_NAME,
        GenerateSecret: false,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        // Cognito's defaults for a new app client: 1 h access and id tokens, 30 days refresh token.
        AccessTokenValidity: 60,
        IdTokenValidity: 60,
        RefreshTokenValidity: 30,
        TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
      }),
    );
    userPoolClientId = created.UserPoolClient!.ClientId!;
  }
  // cognito-local's CreateGroup replaces an existing group, members and all (Cognito refuses with
  // GroupExistsException), so only missing groups are created.
  const existing = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
  const names = new Set(existing.Groups?.map((group) => group.GroupName));
  for (const group of STAFF_GROUPS) {
    if (!names.has(group)) await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group }));
  }
  return { userPoolClientId };
}

/** Creates each user that does not exist yet, confirmed with a permanent password, in its groups. */
export async function ensureUsers(client: CognitoIdentityProviderClient, userPoolId: string, users: CognitoUserSeed[]): Promise<void> {
  for (const user of users) {
    try {
      await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: user.username }));
      continue;
    } catch (error) {
      if (!(error instanceof UserNotFoundException)) throw error;
    }
    const attributes = [
      ...(user.email
        ? [
            { Name: 'email', Value: user.email },
            { Name: 'email_verified', Value: 'true' },
          ]
        : []),
      ...(user.name ? [{ Name: 'name', Value: user.name }] : []),
    ];
    await client.send(new AdminCreateUserCommand({ UserPoolId: userPoolId, Username: user.username, UserAttributes: attributes, MessageAction: 'SUPPRESS' }));
    await client.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: user.username, Password: user.password, Permanent: true }));
    for (const group of user.groups) {
      await client.send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: user.username, GroupName: group }));
    }
  }
}
