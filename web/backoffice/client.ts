/**
 * The back office's API client: every call carries the Cognito access token; a 401 (token gone,
 * expired or refused) signs out locally and sends the browser to the sign-in (backoffice.md §8).
 * The queryClient records every other failed query or mutation in `feedback`, which the signed-in
 * layout shows with a retry (the contract for pages: ./feedback/meta.ts).
 */
import { fetchAuthSession, signOut } from 'aws-amplify/auth';
import { createApiClient } from '../common/api';
import { t } from './i18n';
import { createQueryClient } from '../common/query';
import { withFeedback } from './feedback/caches';
import { FeedbackStore } from './feedback/store';

export const LOGIN_PATH = '/backend/login';

let redirecting = false;

/** Local sign-out first, so the sign-in page does not take the refused session for a valid one. */
export function redirectToLogin(): void {
  if (redirecting) return;
  redirecting = true;
  void signOut()
    .catch(() => undefined)
    .finally(() => window.location.assign(LOGIN_PATH));
}

/**
 * 'Abmelden': a global sign-out, so Cognito revokes every refresh token of the user (on this and
 * every other device) and the session cannot be renewed; an access token already issued stays
 * valid until it expires (15 minutes, infra/stacks/auth-stack.ts). Without a connection the local
 * session is still cleared.
 */
export async function signOutEverywhere(): Promise<void> {
  try {
    await signOut({ global: true });
  } catch {
    await signOut().catch(() => undefined);
  }
}

export const api = createApiClient({
  fallback: t('error.unknown'),
  getToken: async () => {
    try {
      return (await fetchAuthSession()).tokens?.accessToken.toString();
    } catch {
      return undefined;
    }
  },
  onUnauthorized: redirectToLogin,
});

export const feedback = new FeedbackStore();

export const queryClient = withFeedback(createQueryClient(api), feedback, t('error.unknown'));
