/** /api/digital-signage-segments (Filmsequenzen): the generic resource with the spec's fallbacks ('Filmsequenz konnte nicht … werden.'). */
import { crudFailedKey } from '#shared/i18n/backoffice.ts';
import { digitalSignageSegmentSchema, type DigitalSignageSegment } from '#shared/schemas/signage.ts';
import { defineResource } from '../data/resource-api';
import { t } from '../i18n';

export type SegmentDraft = Pick<DigitalSignageSegment, 'name' | 'items' | 'isEnabled'>;

export const segmentsApi = defineResource<DigitalSignageSegment, SegmentDraft>({
  resource: 'digital-signage-segments',
  schema: digitalSignageSegmentSchema,
  messages: {
    loadFailed: t(crudFailedKey('signageSegment', 'load')),
    createFailed: t(crudFailedKey('signageSegment', 'create')),
    updateFailed: t(crudFailedKey('signageSegment', 'update')),
    deleteFailed: t(crudFailedKey('signageSegment', 'delete')),
  },
});
