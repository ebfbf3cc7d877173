/**
 * Amplify is configured at start from GET /runtime-config.json, which the deployment (CDK web
 * stack) and the local server write: the same build runs against any user pool. Locally the
 * server sets `userPoolEndpoint` to its same-origin proxy in front of cognito-local.
 */
import { Amplify } from 'aws-amplify';

export interface RuntimeConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  userPoolEndpoint?: string;
}

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const config = value as Record<string, unknown>;
  return (
    typeof config.region === 'string' &&
    typeof config.userPoolId === 'string' &&
    config.userPoolId !== '' &&
    typeof config.userPoolClientId === 'string' &&
    config.userPoolClientId !== '' &&
    (config.userPoolEndpoint === undefined || typeof config.userPoolEndpoint === 'string')
  );
}

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl('/runtime-config.json', { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`runtime-config.json: HTTP ${response.status}`);
  const config: unknown = await response.json();
  if (!isRuntimeConfig(config)) throw new Error('runtime-config.json: unexpected shape');
  return config;
}

export function configureAmplify(config: RuntimeConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: absolute(config.userPoolEndpoint) } : {}),
        loginWith: { username: true },
      },
    },
  });
}

/** Amplify needs a full URL; a same-origin path like '/cognito' is resolved against the page. */
function absolute(endpoint: string): string {
  return new URL(endpoint, window.location.origin).toString();
}
