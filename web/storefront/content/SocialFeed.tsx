/**
 * The social feed of the social-media block (storefront.md §2, §7 "a social feed widget script
 * (after consent)"): rendered only once cookie consent exists (the block shows a note and the
 * consent button before, like the map).
 *
 * Decision: the feed is an iframe of the Facebook page plugin or an Instagram embed, never a
 * provider's loader script. A script on our origin would need script-src, connect-src, img-src and
 * style-src opened to the vendor's whole domains and could read the page; an iframe is isolated by
 * the browser and needs only frame-src (the allow-list of shared/web/embeds.ts, which the
 * Content-Security-Policy frames). The spec's widget script is the old widget; this replaces it.
 */
import { EMBED_SANDBOX } from '#shared/web/embeds.ts';
import { t } from '../../common/i18n';

export function SocialFeed({ src }: { src: string }) {
  return <iframe className="social-feed" src={src} title={t('block.socialMedia.feedTitle')} loading="lazy" sandbox={EMBED_SANDBOX} />;
}
