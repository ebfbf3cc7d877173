/**
 * The JWT authorizer that API Gateway runs in front of every `staff` and `admin` route
 * (functions/manifest.ts): issuer = the user pool, audience = the web app client (an id token's `aud`
 * or an access token's `client_id`), signature, expiry. A request it refuses never reaches the
 * Lambda and gets API Gateway's own 401 `{"message":"Unauthorized"}` (the web app answers any 401
 * by opening /backend/login, backoffice.md §8). Accepted claims reach the handler flattened to
 * strings in requestContext.authorizer.jwt, as API Gateway passes them.
 */
import { CognitoJwtVerifier } from 'aws-jwt-verify';
import type { Jwks } from 'aws-jwt-verify/jwk';
import { flattenClaims, type JwtAuthorizerContext } from './apigw';

export interface JwtAuthorizer {
  authorize(authorization: string | undefined): Promise<JwtAuthorizerContext | undefined>;
}

export interface JwtAuthorizerOptions {
  userPoolId: string;
  userPoolClientId: string;
  /** Where cognito-local publishes its signing key (THEKE_LOCAL_JWKS_URL). */
  jwksUrl: string;
}

export async function createJwtAuthorizer(options: JwtAuthorizerOptions): Promise<JwtAuthorizer> {
  const verifier = CognitoJwtVerifier.create({ userPoolId: options.userPoolId, clientId: options.userPoolClientId, tokenUse: null });
  const response = await fetch(options.jwksUrl);
  if (!response.ok) throw new Error(`JWKS ${options.jwksUrl}: HTTP ${response.status}`);
  verifier.cacheJwks((await response.json()) as Jwks);
  return {
    async authorize(authorization) {
      // API Gateway takes the header with or without the "Bearer " prefix.
      const token = authorization?.replace(/^Bearer\s+/i, '').trim();
      if (!token) return undefined;
      try {
        const payload = await verifier.verify(token);
        // No route declares authorization scopes, so API Gateway matched none.
        return { claims: flattenClaims(payload as Record<string, unknown>), scopes: [] };
      } catch {
        return undefined;
      }
    },
  };
}
