/** /api/digital-signage-streams: the generic resource with the spec's fallbacks ('Stream konnte nicht … werden.'). */
import { crudFailedKey } from '#shared/i18n/backoffice.ts';
import { digitalSignageStreamSchema, type DigitalSignageStream } from '#shared/schemas/signage.ts';
import { defineResource } from '../data/resource-api';
import { t } from '../i18n';

export type StreamDraft = Pick<DigitalSignageStream, 'name' | 'entries' | 'isEnabled'>;

export const streamsApi = defineResource<DigitalSignageStream, StreamDraft>({
  resource: 'digital-signage-streams',
  schema: digitalSignageStreamSchema,
  messages: {
    loadFailed: t(crudFailedKey('signageStream', 'load')),
    createFailed: t(crudFailedKey('signageStream', 'create')),
    updateFailed: t(crudFailedKey('signageStream', 'update')),
    deleteFailed: t(crudFailedKey('signageStream', 'delete')),
  },
});
