/**
 * Rich text from the editors (sites, blocks, nodes) is cleaned when it is saved, with an
 * allow-list (sanitize-html): what the storefront later puts into the page as HTML can carry
 * formatting, links and images, never scripts, event handlers, styles, frames or forms. The
 * storefront cleans it again when it renders (defence in depth, docs/website.md).
 *
 * Allowed: p, h1–h4, strong, em, b, i, u, s, a (href, target, rel), ul, ol, li, br, blockquote,
 * img (src, alt), span and div (class). Links: http(s), mailto, tel or a path of the shop;
 * `target` only _blank or _self, and a link with target _blank gets rel="noopener noreferrer".
 * Images: https or a path of the shop (our /image/… and /upload/… files). Everything else —
 * javascript:, data:, vbscript:, protocol-relative //host URLs, style attributes — is dropped;
 * a dropped element keeps its text, except script, style, textarea and the like, which go whole.
 *
 * Which fields are rich text (RICH_TEXT_KEYS) — the HTML fields of the content model
 * (storefront.md §3): a simple site's `content.body`; `text` and `description` at any depth of a
 * site block's value and of a reusable block's content (hero, text, form text, social media, hero
 * slider, privacy, bullet points' `points[].text`); a node's `content.text` (news, employee),
 * `content.description` (form) and `thankYouMessage` (form). Plain-text fields (headline, label,
 * name, title, a site's meta description) are not touched: React escapes them.
 *
 * A value without `<` is kept as it is: without a tag opening, HTML parsing creates no element
 * from it (entities only become characters), and a plain text such as "Fleisch & Wurst" keeps its
 * `&` instead of becoming `&amp;` where it is shown as text.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
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

/** The HTML with only the allowed elements, attributes and URLs. */
export function sanitizeRichText(html: string): string {
  if (!html.includes('<')) return html;
  return sanitizeHtml(html, OPTIONS);
}

/** Keys whose string values are rich text, at any depth of the walked content. */
export const RICH_TEXT_KEYS: ReadonlySet<string> = new Set(['text', 'description', 'body', 'thankYouMessage']);

/** A copy of `value` with every rich-text string (by RICH_TEXT_KEYS) sanitised. */
export function sanitizeRichTextFields<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => sanitizeRichTextFields(item)) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      typeof field === 'string' && RICH_TEXT_KEYS.has(key) ? sanitizeRichText(field) : sanitizeRichTextFields(field),
    ]),
  ) as T;
}

/** A site as stored: its content (body, block values) sanitised; name, title and meta description are plain text. */
export function sanitizeSite<T extends { content?: unknown }>(site: T): T {
  return { ...site, content: sanitizeRichTextFields(site.content) };
}

/** A reusable block as stored: its content sanitised. */
export function sanitizeBlock<T extends { content?: unknown }>(block: T): T {
  return { ...block, content: sanitizeRichTextFields(block.content) };
}

/** A node as stored: its content and a form's thank-you message sanitised. */
export function sanitizeNode<T extends { content?: unknown; thankYouMessage?: unknown }>(node: T): T {
  const thankYou = typeof node.thankYouMessage === 'string' ? { thankYouMessage: sanitizeRichText(node.thankYouMessage) } : {};
  return { ...node, content: sanitizeRichTextFields(node.content), ...thankYou };
}
