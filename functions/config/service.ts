/** The shop configuration record (one per shop) and its public view. */
import { PUBLIC_CONFIG_FIELDS, configSchema, type Config, type PublicConfig } from '#shared/schemas/config.ts';
import { CONFIG_ID } from '../db/keys';
import { getEntity, type StoredEntity } from '../db/repository';
import type { Caller } from '../lib/auth';
import type { Logger } from '../lib/logger';

export interface ShopConfig {
  config: Config;
  /** 0 while nothing was saved yet. */
  version: number;
  record?: StoredEntity;
}

/** The stored configuration with defaults for fields never saved. */
export async function loadShopConfig(log: Logger): Promise<ShopConfig> {
  const record = await getEntity('Config', CONFIG_ID, { consistent: true });
  const parsed = configSchema.safeParse(record ?? {});
  if (!parsed.success) {
    // Stored data from an older schema must not take the shop down: keep what still parses.
    log.warn('config: stored configuration does not match the schema', { issues: parsed.error.issues.map((issue) => issue.path.join('.')) });
  }
  const config = parsed.success ? parsed.data : configSchema.parse({});
  return { config, version: record?.version ?? 0, record };
}

export function publicConfig(config: Config): PublicConfig {
  return Object.fromEntries(PUBLIC_CONFIG_FIELDS.filter((field) => config[field] !== undefined).map((field) => [field, config[field]])) as PublicConfig;
}

/** Staff get every field and the version to save against; everyone else the public fields. */
export function configFor(caller: Caller, shop: ShopConfig): PublicConfig | (Config & { version: number }) {
  return caller.kind === 'staff' ? { ...shop.config, version: shop.version } : publicConfig(shop.config);
}
