/**
 * The demo shop's devices: the receipt printer at the counter in Graz (Star mC-Print3 over
 * CloudPRNT). `npm run printer` simulates it against the local stack.
 */
import type { deviceInputSchema } from '#shared/schemas/device.ts';
import { branchIds, deviceIds, printerKeys } from '../ids';
import type { SeedRecord } from '../types';

export const devices: SeedRecord<typeof deviceInputSchema>[] = [
  {
    id: deviceIds.grazPrinter,
    identifier: 'bondrucker-graz',
    name: 'Bondrucker Theke Graz',
    kind: 'printer',
    branch: { id: branchIds.graz },
    description: 'Star mC-Print3 neben der Kassa, holt die Belege über CloudPRNT ab.',
    isEnabled: true,
    // Write-only: stored as keyHash (demo-shop.ts prepares devices like the API).
    key: printerKeys.graz,
  },
];
