/** /api/qr-codes: the generic resource (backoffice.md §7) with the spec's fallbacks ('QR Code konnte nicht … werden.'). */
import { crudFailedKey } from '#shared/i18n/backoffice.ts';
import { qrCodeSchema, type QrCode } from '#shared/schemas/crm.ts';
import { t } from '../i18n';
import { defineResource } from '../data/resource-api';

export const qrCodesApi = defineResource<QrCode>({
  resource: 'qr-codes',
  schema: qrCodeSchema,
  messages: {
    loadFailed: t(crudFailedKey('qrCode', 'load')),
    createFailed: t(crudFailedKey('qrCode', 'create')),
    updateFailed: t(crudFailedKey('qrCode', 'update')),
    deleteFailed: t(crudFailedKey('qrCode', 'delete')),
  },
});
