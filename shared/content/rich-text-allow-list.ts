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
import type { IOptions } from 'sanitize-html';

export const RICH_TEXT_ALLOW_LIST: IOptions = {
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
