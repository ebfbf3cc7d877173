/**
 * The only way a resource name reaches a function: each helper sets the environment variable the
 * handler reads (functions/lib/config.ts ENV) and grants exactly the access that goes with it,
 * so a function can never know a resource it may not use, nor hold a right it cannot address.
 */
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as events from 'aws-cdk-lib/aws-events';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { ENV } from '#functions/lib/config.ts';
import type { MediaStore, ThekeTable } from './data-stores';

/** THEKE_TABLE + read/write of the items and indexes (queries, conditional writes, transactions). */
export function grantTable(fn: lambda.Function, store: ThekeTable): void {
  fn.addEnvironment(ENV.table, store.table.tableName);
  fn.role!.addManagedPolicy(store.readWritePolicy);
}

/** THEKE_MEDIA_BUCKET + read, write and delete of the objects under image/ and upload/. */
export function grantMediaBucket(fn: lambda.Function, media: MediaStore): void {
  fn.addEnvironment(ENV.mediaBucket, media.bucket.bucketName);
  fn.role!.addManagedPolicy(media.readWritePolicy);
}

/** THEKE_EVENT_BUS + events:PutEvents on that bus. */
export function grantEventBus(fn: lambda.Function, bus: events.IEventBus): void {
  fn.addEnvironment(ENV.eventBus, bus.eventBusName);
  bus.grantPutEventsTo(fn);
}

export interface UserPoolAccess {
  /**
   * Also administer the pool's users (create, update, disable, delete, group membership,
   * password reset) as the back office's user management does. Default: ids only, which is all
   * a handler needs to verify tokens (the JWKS is public).
   */
  manageUsers?: boolean;
}

/** Admin actions of the user management (functions/users). */
const userAdministrationActions = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminResetUserPassword',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminRemoveUserFromGroup',
  'cognito-idp:AdminListGroupsForUser',
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:ListUsers',
  'cognito-idp:ListUsersInGroup',
];

/** THEKE_USER_POOL_ID + THEKE_USER_POOL_CLIENT_ID; with `manageUsers` also the admin actions on that pool. */
export function grantUserPool(fn: lambda.Function, pool: cognito.IUserPool, client: cognito.IUserPoolClient, access: UserPoolAccess = {}): void {
  fn.addEnvironment(ENV.userPoolId, pool.userPoolId);
  fn.addEnvironment(ENV.userPoolClientId, client.userPoolClientId);
  if (access.manageUsers) pool.grant(fn, ...userAdministrationActions);
}
