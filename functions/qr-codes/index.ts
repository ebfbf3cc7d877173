/** /api/qr-codes: the generic resource shape (backoffice.md §7). */
import { qrCodeInputSchema } from '../../shared/schemas/crm';
import { resourceRoutes } from '../lib/resource';
import { policies } from '../lib/resources';
import { createGroupHandler } from '../lib/router';

export const handler = createGroupHandler('qr-codes', resourceRoutes({ policy: policies['qr-codes'], input: qrCodeInputSchema }));
