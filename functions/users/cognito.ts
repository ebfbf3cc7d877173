/**
 * The user pool's admin calls the user management makes (granted to the users group:
 * infra/constructs/grants.ts). Locally THEKE_COGNITO_ENDPOINT points the same client at
 * cognito-local, started with the calls it lacks (infra/local/emulators/cognito-local-extensions.mjs).
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { readConfig } from '../lib/config';

let cached: { key: string; client: CognitoIdentityProviderClient } | undefined;

function client(): CognitoIdentityProviderClient {
  const config = readConfig();
  const key = `${config.region}|${config.cognitoEndpoint ?? ''}`;
  if (cached?.key !== key) {
    cached = {
      key,
      client: new CognitoIdentityProviderClient({ region: config.region, ...(config.cognitoEndpoint ? { endpoint: config.cognitoEndpoint } : {}) }),
    };
  }
  return cached.client;
}

const pool = () => readConfig().userPoolId;

const isNamed = (error: unknown, name: string): boolean => error instanceof Error && error.name === name;

/** Cognito's answer for a user name it does not know. */
export const isUserNotFound = (error: unknown): boolean => isNamed(error, 'UserNotFoundException');
/** Cognito's answer when the user name is taken. */
export const isUsernameTaken = (error: unknown): boolean => isNamed(error, 'UsernameExistsException');

export interface AccountProfile {
  email?: string;
  name?: string;
}

/** The e-mail counts as verified: the administrator typed it, and the temporary password goes there. */
function attributes(profile: AccountProfile): AttributeType[] {
  return [
    ...(profile.email
      ? [
          { Name: 'email', Value: profile.email },
          { Name: 'email_verified', Value: 'true' },
        ]
      : []),
    ...(profile.name ? [{ Name: 'name', Value: profile.name }] : []),
  ];
}

/** A new account that must set its own password at first sign-in; Cognito sends no message (ours does). */
export async function createAccount(username: string, profile: AccountProfile, temporaryPassword: string): Promise<void> {
  await client().send(
    new AdminCreateUserCommand({
      UserPoolId: pool(),
      Username: username,
      TemporaryPassword: temporaryPassword,
      MessageAction: 'SUPPRESS',
      UserAttributes: attributes(profile),
    }),
  );
}

/** Whether the account exists. */
export async function accountExists(username: string): Promise<boolean> {
  try {
    await client().send(new AdminGetUserCommand({ UserPoolId: pool(), Username: username }));
    return true;
  } catch (error) {
    if (isUserNotFound(error)) return false;
    throw error;
  }
}

export async function updateProfile(username: string, profile: AccountProfile): Promise<void> {
  const list = attributes(profile);
  if (list.length > 0) await client().send(new AdminUpdateUserAttributesCommand({ UserPoolId: pool(), Username: username, UserAttributes: list }));
}

export async function joinGroups(username: string, groups: readonly string[]): Promise<void> {
  for (const group of groups) await client().send(new AdminAddUserToGroupCommand({ UserPoolId: pool(), Username: username, GroupName: group }));
}

export async function leaveGroups(username: string, groups: readonly string[]): Promise<void> {
  for (const group of groups) await client().send(new AdminRemoveUserFromGroupCommand({ UserPoolId: pool(), Username: username, GroupName: group }));
}

/** Disables the account and ends its sessions (no refresh token works any more). */
export async function disableAccount(username: string): Promise<void> {
  await client().send(new AdminDisableUserCommand({ UserPoolId: pool(), Username: username }));
  await client().send(new AdminUserGlobalSignOutCommand({ UserPoolId: pool(), Username: username }));
}

export async function enableAccount(username: string): Promise<void> {
  await client().send(new AdminEnableUserCommand({ UserPoolId: pool(), Username: username }));
}

/** A new temporary password the user must replace at the next sign-in; ends every session. */
export async function setTemporaryPassword(username: string, password: string): Promise<void> {
  await client().send(new AdminSetUserPasswordCommand({ UserPoolId: pool(), Username: username, Password: password, Permanent: false }));
  await client().send(new AdminUserGlobalSignOutCommand({ UserPoolId: pool(), Username: username }));
}

/** Deletes the account; an account that is already gone counts as deleted. */
export async function deleteAccount(username: string): Promise<void> {
  try {
    await client().send(new AdminDeleteUserCommand({ UserPoolId: pool(), Username: username }));
  } catch (error) {
    if (!isUserNotFound(error)) throw error;
  }
}
