/**
 * cognito-local behind the local server's own origin (/local/cognito), so the browser needs no
 * CORS and the web app's userPoolEndpoint is same-origin. Every call is passed through, except
 * - GetTokensFromRefreshToken, which aws-amplify 6.22 uses to refresh and cognito-local lacks: it
 *   becomes InitiateAuth with REFRESH_TOKEN_AUTH, and the answer is put into
 *   GetTokensFromRefreshToken's shape;
 * - a wrong password at sign-in, which cognito-local answers with InvalidPasswordException (the
 *   password-policy error) where Cognito answers NotAuthorizedException: the login form must see
 *   the same error locally as in AWS;
 * - GlobalSignOut (the back office's 'Abmelden'), which cognito-local lacks: the access token is
 *   verified like the API's JWT authorizer does (cognito-local's own GetUser does not check the
 *   signature), and every refresh token of that user issued up to then is
 *   refused afterwards (GetTokensFromRefreshToken and InitiateAuth with REFRESH_TOKEN_AUTH), as
 *   Cognito does. The record lives in the server's memory: a restart of the local stack forgets it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { JwtAuthorizer } from './authorizer';
import { readBody, sendJson } from './io';

const AMZ_JSON = 'application/x-amz-json-1.1';
const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

interface GetTokensFromRefreshTokenRequest {
  RefreshToken?: string;
  ClientId?: string;
  ClientMetadata?: Record<string, string>;
}

interface InitiateAuthResponse {
  AuthenticationResult?: { AccessToken?: string; IdToken?: string };
}

/** Per cognito-local endpoint and user name: the second of the last global sign-out. */
const signedOutAt = new Map<string, number>();

const REVOKED = JSON.stringify({ __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' });

/** Whether a refresh token was issued before its user's last global sign-out. */
function isRevoked(cognitoEndpoint: string, refreshToken: unknown): boolean {
  if (typeof refreshToken !== 'string') return false;
  const claims = tokenClaims(refreshToken);
  const username = claims?.['cognito:username'];
  const issuedAt = claims?.iat;
  if (typeof username !== 'string' || typeof issuedAt !== 'number') return false;
  const signedOut = signedOutAt.get(`${cognitoEndpoint} ${username}`);
  return signedOut !== undefined && issuedAt <= signedOut;
}

function parseJson<T>(body: Buffer): T | undefined {
  try {
    return JSON.parse(body.toString('utf8')) as T;
  } catch {
    return undefined;
  }
}

async function globalSignOut(cognitoEndpoint: string, authorizer: JwtAuthorizer, body: Buffer, res: ServerResponse): Promise<void> {
  const accessToken = parseJson<{ AccessToken?: unknown }>(body)?.AccessToken;
  const verified = typeof accessToken === 'string' ? await authorizer.authorize(accessToken) : undefined;
  const username = verified?.claims.username;
  if (typeof username !== 'string' || verified?.claims.token_use !== 'access') {
    sendJson(res, 400, JSON.stringify({ __type: 'NotAuthorizedException', message: 'Invalid Access Token' }), AMZ_JSON);
    return;
  }
  signedOutAt.set(`${cognitoEndpoint} ${username}`, Math.floor(Date.now() / 1000));
  sendJson(res, 200, '{}', AMZ_JSON);
}

export async function handleCognito(cognitoEndpoint: string, authorizer: JwtAuthorizer, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'POST') {
    sendJson(res, 405, JSON.stringify({ __type: 'UnknownOperationException', message: 'POST only' }), AMZ_JSON);
    return;
  }
  const body = await readBody(req);
  const target = req.headers['x-amz-target'];
  if (target === `${TARGET_PREFIX}GlobalSignOut`) return globalSignOut(cognitoEndpoint, authorizer, body, res);
  if (target === `${TARGET_PREFIX}InitiateAuth`) {
    const request = parseJson<{ AuthFlow?: string; AuthParameters?: { REFRESH_TOKEN?: string } }>(body);
    if (request?.AuthFlow?.startsWith('REFRESH_TOKEN') && isRevoked(cognitoEndpoint, request.AuthParameters?.REFRESH_TOKEN)) {
      sendJson(res, 400, REVOKED, AMZ_JSON);
      return;
    }
  }
  if (target === `${TARGET_PREFIX}GetTokensFromRefreshToken`) {
    const request = parseJson<GetTokensFromRefreshTokenRequest>(body);
    if (!request) {
      sendJson(res, 400, JSON.stringify({ __type: 'SerializationException', message: 'Invalid JSON' }), AMZ_JSON);
      return;
    }
    if (isRevoked(cognitoEndpoint, request.RefreshToken)) {
      sendJson(res, 400, REVOKED, AMZ_JSON);
      return;
    }
    const refreshed = await callCognito(cognitoEndpoint, 'InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: request.ClientId,
      AuthParameters: { REFRESH_TOKEN: request.RefreshToken },
      ClientMetadata: request.ClientMetadata,
    });
    if (refreshed.status !== 200) {
      sendJson(res, refreshed.status, refreshed.text, AMZ_JSON);
      return;
    }
    const result = (JSON.parse(refreshed.text) as InitiateAuthResponse).AuthenticationResult ?? {};
    // No refresh token rotation: the client keeps the refresh token it has (Cognito's default).
    const answer = {
      AuthenticationResult: { AccessToken: result.AccessToken, IdToken: result.IdToken, TokenType: 'Bearer', ExpiresIn: expiresIn(result.AccessToken) },
    };
    sendJson(res, 200, JSON.stringify(answer), AMZ_JSON);
    return;
  }
  const forwarded = await fetch(`${cognitoEndpoint}/`, {
    method: 'POST',
    headers: { 'content-type': AMZ_JSON, ...(typeof target === 'string' ? { 'x-amz-target': target } : {}) },
    body: new Uint8Array(body),
  });
  let text = await forwarded.text();
  if (target === `${TARGET_PREFIX}InitiateAuth` && forwarded.status === 400 && errorType(text) === 'InvalidPasswordException') {
    text = JSON.stringify({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  }
  sendJson(res, forwarded.status, text, forwarded.headers.get('content-type') ?? AMZ_JSON);
}

function errorType(text: string): string | undefined {
  try {
    return (JSON.parse(text) as { __type?: string }).__type;
  } catch {
    return undefined;
  }
}

async function callCognito(endpoint: string, operation: string, payload: unknown): Promise<{ status: number; text: string }> {
  const response = await fetch(`${endpoint}/`, {
    method: 'POST',
    headers: { 'content-type': AMZ_JSON, 'x-amz-target': `${TARGET_PREFIX}${operation}` },
    body: JSON.stringify(payload),
  });
  return { status: response.status, text: await response.text() };
}

/** The claims of a JWT, unverified (cognito-local verifies; this only reads). */
function tokenClaims(token: string | undefined): Record<string, unknown> | undefined {
  try {
    return JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** Seconds the access token is valid, from its own exp and iat claims. */
function expiresIn(accessToken: string | undefined): number | undefined {
  const payload = tokenClaims(accessToken) as { exp?: number; iat?: number } | undefined;
  return payload?.exp !== undefined && payload.iat !== undefined ? payload.exp - payload.iat : undefined;
}
