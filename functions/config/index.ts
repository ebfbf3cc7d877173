/**
 * /api/config: the shop configuration, read by everyone (public fields) and saved whole by
 * administrators; /api/config/app-manifest: the web app manifest built from it.
 */
import { configInputSchema } from '#shared/schemas/config.ts';
import { appManifest } from '#shared/web/app-manifest.ts';
import { CONFIG_ID } from '../db/keys';
import { createEntity, updateEntity } from '../db/repository';
import { createGroupHandler, RawReply, route, sharedCacheHeaders } from '../lib/router';
import { configFor, loadShopConfig } from './service';

/** Like /api/init's public answer: a changed shop name reaches new installs within seconds. */
const MANIFEST_SHARED_SECONDS = 5;

export const handler = createGroupHandler('config', {
  'GET /api/config': route({
    handle: async ({ caller, log }) => configFor(caller, await loadShopConfig(log)),
  }),
  // The manifest as browsers read it (no {"data": …} envelope), the same for every caller.
  'GET /api/config/app-manifest': route({
    handle: async ({ log }) => {
      const { config } = await loadShopConfig(log);
      return new RawReply(200, JSON.stringify(appManifest(config)), 'application/manifest+json; charset=utf-8', sharedCacheHeaders(MANIFEST_SHARED_SECONDS));
    },
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
