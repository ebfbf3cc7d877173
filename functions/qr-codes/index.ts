/** /api/qr-codes: the generic resource shape (backoffice.md §7). */
import { qrCodeInputSchema } from '#shared/schemas/crm.ts';
import { crudHandlers } from '../lib/crud-routes';
import { policies } from '../lib/policies';
import { createGroupHandler } from '../lib/router';

export const handler = createGroupHandler('qr-codes', crudHandlers({ policy: policies['qr-codes'], input: qrCodeInputSchema }));
