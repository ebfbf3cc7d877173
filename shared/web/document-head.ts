/**
 * The <head> of a storefront page as the server sends it (functions/pages, docs/website.md): the
 * storefront's built index.html (the "shell") with the page's title, description, canonical URL,
 * Open Graph tags and, where a page must not be indexed, `robots: noindex`. Search engines and
 * link previews read these without running JavaScript; the app sets the same title and
 * description again when it runs (web/common/document.ts).
 *
 * The shell's own <title>, description, canonical, robots and og:* tags are removed and the page's
 * tags are inserted right before </head>. Nothing else of the shell changes, so its inline
 * scripts keep the hashes the Content-Security-Policy allows (web/build/csp-hashes.ts).
 * Every value is HTML-escaped: a title like `"<script>` stays text.
 */

export interface DocumentHead {
  title: string;
  description: string;
  /** og:title, where link previews should show another title than the document's. */
  socialTitle?: string;
  /** Absolute URL of the page (no query string): `<link rel="canonical">` and og:url. */
  canonicalUrl: string;
  /** og:site_name: the shop's title. */
  siteName?: string;
  /** Absolute URL of a preview image (og:image). */
  imageUrl?: string;
  /** Pages search engines must not list: checkout, order status, drafts, 404. */
  noindex?: boolean;
  /**
   * The page's largest image, known to the server before the app runs (the home page's first
   * branch photo): `<link rel="preload" as="image">` lets the browser fetch it while the app's
   * JavaScript and data still load, instead of after them.
   */
  preloadImage?: { href: string; imageSrcSet: string; imageSizes: string; type: string };
  /**
   * API answers the page's first render waits for besides /api/init (which the shell itself
   * preloads), e.g. the store page's catalogue: `<link rel="preload" as="fetch">`, fetched with the
   * HTML's scripts instead of after the page's code has run. `crossorigin="anonymous"` matches the
   * app's same-origin fetch, so the app's request takes the preloaded answer.
   */
  preloadFetches?: string[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an HTML element's content or a quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** The tags the shell may carry and the page replaces (with any attributes, in any order). */
const MANAGED_TAGS = [
  /<title\b[^>]*>[\s\S]*?<\/title>\s*/gi,
  /<meta\b[^>]*\bname\s*=\s*["']?(?:description|robots)\b[^>]*>\s*/gi,
  /<meta\b[^>]*\bproperty\s*=\s*["']?og:[^>]*>\s*/gi,
  /<link\b[^>]*\brel\s*=\s*["']?canonical\b[^>]*>\s*/gi,
  /<link\b[^>]*\brel\s*=\s*["']?preload\b[^>]*\bas\s*=\s*["']?image\b[^>]*>\s*/gi,
  // The page's own fetch preloads; the shell's preload of /api/init has no such mark and stays.
  /<link\b[^>]*\bdata-page-preload\b[^>]*>\s*/gi,
];

/** The page's tags, one per line. */
export function headTags(head: DocumentHead): string[] {
  const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'de_AT'),
    meta('property', 'og:title', head.socialTitle ?? head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    ...(head.siteName ? [meta('property', 'og:site_name', head.siteName)] : []),
    ...(head.imageUrl ? [meta('property', 'og:image', head.imageUrl)] : []),
    ...(head.preloadFetches ?? []).map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin="anonymous" data-page-preload />`),
    ...(head.preloadImage
      ? [
          `<link rel="preload" as="image" type="${escapeHtml(head.preloadImage.type)}" href="${escapeHtml(head.preloadImage.href)}" imagesrcset="${escapeHtml(head.preloadImage.imageSrcSet)}" imagesizes="${escapeHtml(head.preloadImage.imageSizes)}" fetchpriority="high" />`,
        ]
      : []),
  ];
}

/** The shell with the page's head; a shell without </head> gets the tags at its start. */
export function withDocumentHead(shell: string, head: DocumentHead): string {
  const end = shell.search(/<\/head>/i);
  const before = end === -1 ? '' : shell.slice(0, end);
  const after = end === -1 ? shell : shell.slice(end);
  const cleaned = MANAGED_TAGS.reduce((html, pattern) => html.replace(pattern, ''), before).trimEnd();
  return `${cleaned}\n${headTags(head)
    .map((tag) => `    ${tag}\n`)
    .join('')}  ${after}`;
}
