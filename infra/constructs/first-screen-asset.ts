/**
 * The pages Lambda's bundling hook that puts the storefront's first-screen renderer beside its
 * handler (`first-screen/first-screen.mjs`, loaded by functions/pages/index.ts on the first page
 * that has a first screen), built by web/build/first-screen-bundle.ts from the same sources as the
 * local server's.
 *
 * Decision: a folder of its own in the asset instead of part of the handler's bundle. The
 * renderer (React's server renderer and the storefront's components, ~0.5 MB with its lazy pages)
 * is loaded only for the HTML of the home, store and content pages, which CloudFront keeps for a
 * minute and serves stale while it asks again (functions/pages/answer.ts PAGE_CACHE_CONTROL): a visitor rarely
 * waits for this Lambda, and never for its cold start on redirects, sitemaps or the other pages.
 */
import type { ICommandHooks } from 'aws-cdk-lib/aws-lambda-nodejs';

export const FIRST_SCREEN_FOLDER = 'first-screen';

export function firstScreenIntoAsset(): ICommandHooks {
  return {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (inputDir: string, outputDir: string) => [
      `cd "${inputDir}" && npx tsx web/build/first-screen-bundle.ts "${inputDir}" "${outputDir}/${FIRST_SCREEN_FOLDER}"`,
    ],
  };
}
