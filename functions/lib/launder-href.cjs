/**
 * Stands in for launder in the Lambda bundles (infra/constructs/bundle-aliases.ts). sanitize-html
 * takes only launder's `naughtyHref` from it; the rest of launder (and dayjs, which it loads) would
 * add about 11 KB to the sites, blocks and nodes Lambdas (DESIGN.md §9: 300 KB each). The same
 * decision, tested against launder's own (functions/lib/launder-href.test.ts):
 * - characters browsers skip inside a URL (code 32 and below) and `<!-- … -->` comments are
 *   removed before the scheme is read, so "java\tscript:" or "java<!-- -->script:" is still
 *   javascript:;
 * - a URL with a scheme is refused unless the scheme (lower case) is allowed;
 * - a protocol-relative URL (two slashes or backslashes) only when `allowProtocolRelative`;
 * - anything else (a path, a fragment) is a relative URL and passes.
 */
const DEFAULT_SCHEMES = ['http', 'https', 'ftp', 'mailto', 'tel', 'sms'];

function withoutIgnoredCharacters(href) {
  let cleaned = href.replace(/[\u0000-\u0020]+/g, '');
  for (;;) {
    const start = cleaned.indexOf('<!--');
    const end = start === -1 ? -1 : cleaned.indexOf('-->', start + 4);
    if (end === -1) return cleaned;
    cleaned = cleaned.slice(0, start) + cleaned.slice(end + 3);
  }
}

/** True when `href` must not be kept. */
function naughtyHref(href, options = {}) {
  if (typeof href !== 'string') return false;
  const allowedSchemes = options.allowedSchemes || DEFAULT_SCHEMES;
  const cleaned = withoutIgnoredCharacters(href);
  const scheme = /^([a-z][a-z0-9.+-]*):/i.exec(cleaned);
  if (scheme) return !allowedSchemes.includes(scheme[1].toLowerCase());
  if (/^[/\\]{2}/.test(cleaned)) return options.allowProtocolRelative === false;
  return false;
}

module.exports = { naughtyHref };
