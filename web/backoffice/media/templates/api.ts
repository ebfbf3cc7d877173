/** The image templates' API module (GET/POST/PUT/DELETE /api/image-templates …, ../../data/resource-api.ts). */
import { imageTemplateSchema, type ImageTemplate } from '#shared/schemas/media.ts';
import { t } from '../../i18n';
import { defineResource } from '../../data/resource-api';

export const imageTemplatesApi = defineResource<ImageTemplate>({
  resource: 'image-templates',
  schema: imageTemplateSchema,
  messages: {
    loadFailed: t('backoffice.imageTemplatesLoadFailed'),
    createFailed: t('imageTemplatesAdmin.createFailed'),
    updateFailed: t('imageTemplatesAdmin.updateFailed'),
    deleteFailed: t('imageTemplatesAdmin.deleteFailed'),
  },
});
