/**
 * The API as the signed-in staff member, for the storefront's staff-only parts (the staff
 * toolbar, drafts of content pages). Loaded on demand only when ./session.ts found a back-office
 * session, since it brings Amplify: configured with the back office's own module
 * (web/backoffice/auth/amplify.ts) from /runtime-config.json, so tokens are read (and renewed)
 * exactly as the back office does. No redirect on 401 here: a visitor page must not jump to the
 * sign-in; the caller hides its staff parts instead.
 */
import { fetchAuthSession, signOut } from 'aws-amplify/auth';
import { t } from '../../common/i18n';
import { createApiClient } from '../../common/api';
import { configureAmplify, loadRuntimeConfig } from '../../backoffice/auth/amplify';

let configured: Promise<void> | undefined;

function ensureConfigured(): Promise<void> {
  configured ??= loadRuntimeConfig().then(configureAmplify);
  // A failed configuration may be retried by the next call.
  configured.catch(() => (configured = undefined));
  return configured;
}

const api = createApiClient({
  fallback: t('error.unknown'),
  getToken: async () => {
    await ensureConfigured();
    return (await fetchAuthSession()).tokens?.accessToken.toString();
  },
});

/** GET of an API path with the staff member's access token; the answer's `data`. */
export function staffGet<T>(path: string): Promise<T> {
  return api.get<T>(path);
}

/**
 * 'Abmelden' like the back office's (web/backoffice/client.ts): a global sign-out revokes the
 * refresh tokens everywhere; offline the local session is still cleared.
 */
export async function staffSignOut(): Promise<void> {
  await ensureConfigured();
  try {
    await signOut({ global: true });
  } catch {
    await signOut().catch(() => undefined);
  }
}
