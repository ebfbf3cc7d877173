/**
 * cognito-local behind the local server's own origin (/local/cognito), so the browser needs no
 * CORS and the web app's userPoolEndpoint is same-origin. Every call is passed through, except
 * - GetTokensFromRefreshToken, which aws-amplify 6.22 uses to refresh and cognito-local lacks: it
 *   becomes InitiateAuth with REFRESH_TOKEN_AUTH, and the answer is put into
 *   GetTokensFromRefreshToken's shape;
 * - a wrong password at sign-in, which cognito-local answers with InvalidPasswordException (the
 *   password-policy error) where Cognito answers NotAuthorizedException: the login form must see
 *   the same error locally as in AWS.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
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

export async function handleCognito(cognitoEndpoint: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'POST') {
    sendJson(res, 405, JSON.stringify({ __type: 'UnknownOperationException', message: 'POST only' }), AMZ_JSON);
    return;
  }
  const body = await readBody(req);
  const target = req.headers['x-amz-target'];
  if (target === `${TARGET_PREFIX}GetTokensFromRefreshToken`) {
    let request: GetTokensFromRefreshTokenRequest;
    try {
      request = JSON.parse(body.toString('utf8')) as GetTokensFromRefreshTokenRequest;
    } catch {
      sendJson(res, 400, JSON.stringify({ __type: 'SerializationException', message: 'Invalid JSON' }), AMZ_JSON);
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

/** Seconds the access token is valid, from its own exp and iat claims. */
function expiresIn(accessToken: string | undefined): number | undefined {
  try {
    const payload = JSON.parse(Buffer.from(accessToken!.split('.')[1]!, 'base64url').toString('utf8')) as { exp?: number; iat?: number };
    return payload.exp !== undefined && payload.iat !== undefined ? payload.exp - payload.iat : undefined;
  } catch {
    return undefined;
  }
}
