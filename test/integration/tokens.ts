/**
 * Cognito-shaped access tokens for handler tests: an RSA key pair made with node:crypto, its
 * JWKS served on loopback and announced through THEKE_LOCAL_JWKS_URL, the same way the local
 * stack points the verifier at cognito-local. Only the key source differs from production; the
 * verification code path is the same.
 */
import { createSign, generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { ENV } from '#functions/lib/config.ts';

/**
 * The local stack's user pool when the integration setup started one (its id is in the inherited
 * environment), so handlers that administer Cognito accounts (functions/users) reach a real pool;
 * the tokens are still signed by the test key below.
 */
export const TEST_USER_POOL_ID = process.env[ENV.userPoolId] || 'eu-central-1_ThekeTest1';
export const TEST_CLIENT_ID = 'thekeTestClient';
export const TEST_ISSUER = `https://cognito-idp.eu-central-1.amazonaws.com/${TEST_USER_POOL_ID}`;

export interface TokenClaims {
  username: string;
  groups?: string[];
  sub?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  clientId?: string;
  issuer?: string;
  tokenUse?: string;
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

export interface TokenFactory {
  sign(claims: TokenClaims): string;
  /** A token of the same shape signed by a key the server does not know. */
  signWithForeignKey(claims: TokenClaims): string;
  close(): Promise<void>;
}

function keyPair(kid: string) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  const sign = (claims: TokenClaims): string => {
    const now = Math.floor(Date.now() / 1000);
    const header = { alg: 'RS256', kid, typ: 'JWT' };
    const payload = {
      sub: claims.sub ?? randomUUID(),
      iss: claims.issuer ?? TEST_ISSUER,
      client_id: claims.clientId ?? TEST_CLIENT_ID,
      token_use: claims.tokenUse ?? 'access',
      scope: 'aws.cognito.signin.user.admin',
      auth_time: now,
      iat: now,
      exp: now + (claims.expiresIn ?? 3600),
      jti: randomUUID(),
      username: claims.username,
      ...(claims.groups ? { 'cognito:groups': claims.groups } : {}),
    };
    const unsigned = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
    const signature = createSign('RSA-SHA256').update(unsigned).sign(privateKey);
    return `${unsigned}.${base64url(signature)}`;
  };
  return { jwk, sign };
}

/** Starts the JWKS server and sets the environment the verifier reads. */
export async function startTokenFactory(): Promise<TokenFactory> {
  const own = keyPair('theke-test-key');
  const foreign = keyPair('theke-foreign-key');
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [own.jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  Object.assign(process.env, {
    [ENV.userPoolId]: TEST_USER_POOL_ID,
    [ENV.userPoolClientId]: TEST_CLIENT_ID,
    [ENV.localJwksUrl]: `http://127.0.0.1:${port}/.well-known/jwks.json`,
  });
  return {
    sign: own.sign,
    signWithForeignKey: foreign.sign,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
