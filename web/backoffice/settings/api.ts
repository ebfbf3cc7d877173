/**
 * The shop configuration as the settings form reads and saves it: GET /api/config (staff get every
 * field and the version) and POST /api/config with the whole object and that version (a stale
 * version: 409). The query key is the one every reader of the config uses (web/common/query.ts),
 * so after a save the rest of the back office sees the saved settings.
 */
import type * as z from 'zod';
import { configResponseSchema } from '#shared/schemas/config.ts';
import { queryKeys, urlForKey } from '../../common/query';
import { api } from '../client';
import { t } from '../i18n';

export type StoredConfig = z.infer<typeof configResponseSchema>;

const url = urlForKey(queryKeys.config());

export const configMessages = { loadFailed: t('backoffice.configLoadFailed'), saveFailed: t('backoffice.config.saveFailed') };

export const configApi = {
  queryKey: queryKeys.config(),
  load: (signal: AbortSignal) => api.get(url, { signal, schema: configResponseSchema, fallback: configMessages.loadFailed }),
  save: (config: StoredConfig) => api.post(url, config, { schema: configResponseSchema, fallback: configMessages.saveFailed }),
  messages: configMessages,
};
