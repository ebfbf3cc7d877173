/** /api/config: the shop configuration, read by everyone (public fields) and saved whole by administrators. */
import { configInputSchema } from '#shared/schemas/config.ts';
import { CONFIG_ID } from '../db/keys';
import { createEntity, updateEntity } from '../db/repository';
import { createGroupHandler, route } from '../lib/router';
import { configFor, loadShopConfig } from './service';

export const handler = createGroupHandler('config', {
  'GET /api/config': route({
    handle: async ({ caller, log }) => configFor(caller, await loadShopConfig(log)),
  }),
  'POST /api/config': route({
    body: configInputSchema,
    handle: async ({ body, caller, log }) => {
      const { version, ...config } = body;
      const shop = await loadShopConfig(log);
      // Without a version the save replaces whatever is stored (the spec saves the whole object).
      const saved = shop.record
        ? await updateEntity('Config', CONFIG_ID, config, version ?? shop.version, { previous: shop.record })
        : await createEntity('Config', config, { id: CONFIG_ID });
      return configFor(caller, { config, version: saved.version, record: saved });
    },
  }),
});
