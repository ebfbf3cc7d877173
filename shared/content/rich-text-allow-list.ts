/**
 * What editors' rich text may contain (sites, blocks, nodes), as options of sanitize-html: the
 * servers clean every rich text with it when it is saved (functions/lib/rich-text.ts), and the
 * storefront's server-rendered first screen cleans it again with the same list
 * (web/storefront/server/sanitize.ts), so the first screen shows the stored markup as the app's
 * DOMPurify does in the browser (web/storefront/content/sanitize.ts).
 *
 * Allowed: p, h1–h4, strong, em, b, i, u, s, a (href, target, rel), ul, ol, li, br, blockquote,
 * img (src, alt), span and div (class). Links: http(s), mailto, tel or a path of the shop;
 * `target` only _blank or _self, and a link with target _blank gets rel="noopener noreferrer".
 * Images: https or a path of the shop (our /image/… and /upload/… files). Everything else —
 * javascript:, data:, vbscript:, protocol-relative //host URLs, style attributes — is dropped;
 * a dropped element keeps its text, except script, style, textarea and the like, which go whole.
 */
import type sanitizeHtml from 'sanitize-html';

export const RICH_TEXT_ALLOW_LIST: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h1', 'h2', 'h3', 'h4', 'strong', 'em', 'b', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'br', 'blockquote', 'img', 'span', 'div'],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'], span: ['class'], div: ['class'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const { target, rel, ...rest } = attribs;
      if (target === '_blank') return { tagName, attribs: { ...rest, target, rel: 'noopener noreferrer' } };
      return { tagName, attribs: { ...rest, ...(target === '_self' ? { target } : {}), ...(rel ? { rel } : {}) } };
    },
  },
};

/**
 * One rich text cleaned with the allow-list by `sanitize` (sanitize-html, which the callers load
 * as they need it). A value without `<` is kept as it is: without a tag opening, HTML parsing
 * creates no element from it (entities only become characters), and a plain text such as
 * "Fleisch & Wurst" keeps its `&` instead of becoming `&amp;` where it is shown as text.
 */
export function cleanRichText(sanitize: typeof sanitizeHtml, html: string): string {
  return html.includes('<') ? sanitize(html, RICH_TEXT_ALLOW_LIST) : html;
}
