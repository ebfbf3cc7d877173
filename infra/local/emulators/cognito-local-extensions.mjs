/**
 * Starts cognito-local 5.3.0 with the calls and checks the user administration needs and it lacks
 * (the Cognito behaviour each one copies is named next to it). Registered in cognito-local's own
 * target table, so the Lambdas (THEKE_COGNITO_ENDPOINT) and the browser (through the local
 * server's /local/cognito proxy) meet the same behaviour:
 *
 * - AdminUserGlobalSignOut (missing): forgets every refresh token of the user, so no session can
 *   get new tokens; access tokens already issued stay valid until they expire, as in Cognito (the
 *   API refuses a disabled or deleted user at once by its User record, functions/lib/auth.ts).
 * - InitiateAuth USER_PASSWORD_AUTH of a disabled user: NotAuthorizedException "User is disabled."
 *   (cognito-local signs disabled users in).
 * - InitiateAuth REFRESH_TOKEN_AUTH of a disabled user: NotAuthorizedException as well.
 * - InitiateAuth USER_PASSWORD_AUTH of a user who must set a new password: the temporary password
 *   is checked first (cognito-local answers the NEW_PASSWORD_REQUIRED challenge to any password).
 * - RespondToAuthChallenge: the refresh token it issues is stored, so it refreshes like one of a
 *   password sign-in (cognito-local forgets it, so a first sign-in could never refresh).
 *
 * Plain JavaScript: it runs in the child process with the same Node as cognito-local, no loader.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Targets } = require('cognito-local/lib/targets/targets.js');
const { NotAuthorizedError, UserNotFoundError } = require('cognito-local/lib/errors.js');

Targets.AdminUserGlobalSignOut =
  ({ cognito, clock }) =>
  async (ctx, req) => {
    const userPool = await cognito.getUserPool(ctx, req.UserPoolId);
    const user = await userPool.getUserByUsername(ctx, req.Username);
    if (!user) throw new UserNotFoundError();
    await userPool.saveUser(ctx, { ...user, RefreshTokens: [], UserLastModifiedDate: clock.get() });
    return {};
  };

const initiateAuth = Targets.InitiateAuth;
Targets.InitiateAuth = (services) => {
  const original = initiateAuth(services);
  return async (ctx, req) => {
    const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
    const parameters = req.AuthParameters ?? {};
    const user =
      req.AuthFlow === 'USER_PASSWORD_AUTH' && parameters.USERNAME
        ? await userPool.getUserByUsername(ctx, parameters.USERNAME)
        : req.AuthFlow?.startsWith('REFRESH_TOKEN') && parameters.REFRESH_TOKEN
          ? await userPool.getUserByRefreshToken(ctx, parameters.REFRESH_TOKEN)
          : undefined;
    if (user?.Enabled === false) throw new NotAuthorizedError('User is disabled.');
    if (req.AuthFlow === 'USER_PASSWORD_AUTH' && user?.UserStatus === 'FORCE_CHANGE_PASSWORD' && user.Password !== parameters.PASSWORD) {
      throw new NotAuthorizedError('Incorrect username or password.');
    }
    return original(ctx, req);
  };
};

const respondToAuthChallenge = Targets.RespondToAuthChallenge;
Targets.RespondToAuthChallenge = (services) => {
  const original = respondToAuthChallenge(services);
  return async (ctx, req) => {
    const answer = await original(ctx, req);
    const refreshToken = answer.AuthenticationResult?.RefreshToken;
    const username = req.ChallengeResponses?.USERNAME;
    if (refreshToken && username) {
      const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
      const user = await userPool.getUserByUsername(ctx, username);
      if (user) await userPool.storeRefreshToken(ctx, refreshToken, user);
    }
    return answer;
  };
};

require('cognito-local/lib/bin/start.js');
