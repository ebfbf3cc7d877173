/**
 * Auth stack: the Cognito user pool of the back office staff (DESIGN.md §3). Customers never sign
 * in (storefront.md: no customer login), so there is no self sign-up: administrators create
 * accounts in the back office user management (functions/users, AdminCreateUser).
 */
import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { acknowledge } from '../constructs/nag';

/** Cognito groups = roles of the back office (backoffice.md §6). */
export const staffGroups = { admin: 'ROLE_ADMIN', employee: 'ROLE_EMPLOYEE' } as const;

export class AuthStack extends Stack {
  readonly userPool: cognito.UserPool;
  readonly userPoolClient: cognito.UserPoolClient;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      selfSignUpEnabled: false,
      // Staff sign in with their user name (time tracking also identifies them by it) or e-mail.
      signInAliases: { username: true, email: true },
      signInCaseSensitive: false,
      standardAttributes: { email: { required: true, mutable: true } },
      autoVerify: { email: true },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      passwordPolicy: {
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
      // Decision on MFA: Cognito can only require MFA for a whole pool, not for one group.
      // Requiring it for everyone would force every employee on the shared shop-counter tablets
      // to carry an authenticator app for each sign-in, so MFA is optional (TOTP only, no SMS
      // costs) and administrators are expected to enrol an authenticator in the back office.
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(
      this.userPool,
      'AwsSolutions-COG2',
      'Cognito cannot require MFA per group; pool-wide MFA would burden every employee at the shared counter tablets. TOTP MFA is optional and expected for administrators (decision in auth-stack.ts).',
    );
    acknowledge(
      this.userPool,
      'AwsSolutions-COG3',
      "Threat protection needs the Cognito Plus plan (charged per user); a shop with a few staff accounts and no self sign-up relies on the strong password policy and Cognito's built-in lockout after failed sign-ins.",
    );
    acknowledge(
      this.userPool,
      'AwsSolutions-COG8',
      'The Plus plan (threat protection, compromised-credential checks) is charged per user; not warranted for a few staff accounts without self sign-up (see COG3).',
    );

    this.userPool.addGroup('AdminGroup', {
      groupName: staffGroups.admin,
      description: 'Administratoren: Einstellungen, Benutzer, Filialen und Frontend-Werkzeuge',
      precedence: 0,
    });
    this.userPool.addGroup('EmployeeGroup', {
      groupName: staffGroups.employee,
      description: 'Mitarbeiter: Bestellungen und Daten der zugewiesenen Filialen',
      precedence: 10,
    });

    // The back office (aws-amplify) signs in from the browser: a public client without secret.
    this.userPoolClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      // USER_PASSWORD_AUTH for parity with the local stack (cognito-local knows only that flow),
      // SRP for Amplify's default; refresh tokens are always allowed.
      authFlows: { userPassword: true, userSrp: true },
      preventUserExistenceErrors: true,
      // Short-lived access and id tokens: the API accepts a token until it expires, so a removed or
      // disabled employee keeps access for at most 15 minutes. Amplify refreshes them silently with
      // the refresh token, which Cognito refuses once the user is disabled, deleted or signed out
      // globally (the back office's sign-out; docs/headers-and-edges.md).
      accessTokenValidity: Duration.minutes(15),
      idTokenValidity: Duration.minutes(15),
      // A shift plus a weekend: staff at the counter stay signed in across a few days.
      refreshTokenValidity: Duration.days(30),
      enableTokenRevocation: true,
    });
  }
}
