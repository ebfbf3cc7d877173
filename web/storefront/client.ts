/** The storefront's API client and query cache (anonymous: no token, no sign-in redirect). */
import { createApiClient } from '../common/api';
import { t } from '../common/i18n';
import { createQueryClient } from '../common/query';

export const api = createApiClient({ fallback: t('error.unknown') });
export const queryClient = createQueryClient(api);
