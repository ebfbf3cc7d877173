/**
 * The third-party embeds of the storefront's content blocks: the map block and the social feed of
 * the social-media block (storefront.md §2 "Content pages"). One list for the block readers
 * (shared/content/blocks.ts), the back office's editor and the Content-Security-Policy's
 * `frame-src` (./content-security-policy.ts), so an address the editor accepts is one the browser
 * may load, and nothing else is.
 *
 * Decision: no third-party script runs on the shop's origin for a content embed; both embeds are
 * iframes. A feed widget's loader script on our origin would need script-src, connect-src, img-src
 * and style-src opened to the vendor's whole domains and could read the page (the basket, the
 * checkout's form); an iframe from another origin is isolated by the browser and needs only
 * frame-src. The spec's "social feed widget script" is the old widget; the shop embeds the feed
 * the providers hand out as an iframe instead.
 */

export type EmbedKind = 'map' | 'feed';

export interface EmbedProvider {
  kind: EmbedKind;
  /** The origin the iframe loads from (exactly this scheme and host, default port). */
  origin: string;
  /** Whether an address on this origin is one of the provider's embed pages. */
  isEmbed: (url: URL) => boolean;
}

/**
 * The providers. Map: Google Maps' "Karte einbetten" (/maps/embed…, on www.google.com and
 * maps.google.com) and OpenStreetMap's "Teilen › HTML" (/export/embed.html). Feed: Facebook's page
 * plugin (/plugins/page.php?href=…&tabs=timeline) and Instagram's "Einbetten" of a post or reel
 * (/p/…/embed, /reel/…/embed) or of a profile (/<name>/embed). The back office's messages name
 * these services (websiteAdmin.block.map.* and socialMedia.feed* of shared/i18n/website-admin.ts).
 */
export const EMBED_PROVIDERS: readonly EmbedProvider[] = [
  { kind: 'map', origin: 'https://www.google.com', isEmbed: (url) => /^\/maps\/embed(\/|$)/.test(url.pathname) },
  {
    kind: 'map',
    origin: 'https://maps.google.com',
    isEmbed: (url) => /^\/maps\/embed(\/|$)/.test(url.pathname) || (url.pathname === '/maps' && url.searchParams.get('output') === 'embed'),
  },
  { kind: 'map', origin: 'https://www.openstreetmap.org', isEmbed: (url) => url.pathname === '/export/embed.html' },
  { kind: 'feed', origin: 'https://www.facebook.com', isEmbed: (url) => url.pathname === '/plugins/page.php' && url.searchParams.has('href') },
  { kind: 'feed', origin: 'https://www.instagram.com', isEmbed: (url) => /^\/[\w.-]+(\/[\w.-]+)?\/embed(\/captioned)?\/?$/.test(url.pathname) },
];

/**
 * The sandbox of every embed's iframe: the provider's own scripts and cookies in its frame, links
 * that open in a new tab (the services' "Größere Karte ansehen", a post on Instagram), and no
 * navigation of the shop's page from inside the frame.
 */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';

/** The origins the Content-Security-Policy lets the storefront frame (each once, in list order). */
export const EMBED_ORIGINS: readonly string[] = [...new Set(EMBED_PROVIDERS.map((provider) => provider.origin))];

/**
 * The address an iframe of this kind may load: the address itself or the src of pasted
 * `<iframe …>` code (`&amp;` decoded), when it is https on a provider's origin, on one of its embed
 * pages, without user name or password; '' otherwise (other hosts, look-alikes such as
 * www.google.com.evil.example, http:, javascript:, data:).
 * Instagram hands out a post's link ('Link kopieren') or, under 'Einbetten', a <blockquote> with
 * its loader script instead of an iframe: both become the post's embed page (the script is dropped).
 */
export function embedUrl(kind: EmbedKind, value: string): string {
  const text = value.trim();
  const src = /<iframe[^>]*\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(text) ?? /\sdata-instgrm-permalink\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(text);
  const address = (src ? (src[1] ?? src[2] ?? '') : text).replace(/&amp;/g, '&').trim();
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return '';
  }
  if (url.username || url.password) return '';
  const post = /^\/(p|reel)\/([\w-]+)\/?$/.exec(url.pathname);
  if (kind === 'feed' && url.origin === 'https://www.instagram.com' && post) url = new URL(`/${post[1]}/${post[2]}/embed`, url.origin);
  const allowed = EMBED_PROVIDERS.some((provider) => provider.kind === kind && provider.origin === url.origin && provider.isEmbed(url));
  return allowed ? url.href : '';
}
