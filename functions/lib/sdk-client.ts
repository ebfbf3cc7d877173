/**
 * An AWS SDK client that loads with the first request that needs it, not with the Lambda. An SDK
 * module costs a cold start milliseconds of import (EventBridge about 8, Bedrock about 17, S3 about
 * 40), and most requests of the Lambdas that hold a client never use it. esbuild hoists a static
 * import of an external module to the top of the bundle, so `create` and the call sites take the
 * client's class and their Command classes from a dynamic `import()` of the module (the runtime
 * loads it once and keeps it); the SDK's types come through `import type`, which is erased.
 *
 * One client per configuration (`configKey`: region and endpoint), shared by the modules of a
 * Lambda and reused while it is warm, so no caller destroys it. The configuration is read on each
 * call: tests and the local stack change it.
 */
export function lazyClient<Client>(configKey: () => string, create: () => Promise<Client>): () => Promise<Client> {
  // The promise is kept, so requests that start together share one client.
  let cached: { key: string; client: Promise<Client> } | undefined;
  return () => {
    const key = configKey();
    if (cached?.key !== key) cached = { key, client: create() };
    return cached.client;
  };
}
