/**
 * Rich text from the editors (sites, blocks, nodes) is cleaned when it is saved, with an
 * allow-list (sanitize-html): what the storefront later puts into the page as HTML can carry
 * formatting, links and images, never scripts, event handlers, styles, frames or forms. The
 * storefront cleans it again when it renders (defence in depth, docs/website.md).
 *
 * What is allowed: shared/content/rich-text-allow-list.ts (the storefront's server render uses
 * the same list).
 *
 * Which fields are rich text (RICH_TEXT_KEYS) — the HTML fields of the content model
 * (storefront.md §3): a simple site's `content.body`; `text` and `description` at any depth of a
 * site block's value and of a reusable block's content (hero, text, form text, social media, hero
 * slider, privacy, bullet points' `points[].text`); a node's `content.text` (news, employee),
 * `content.description` (form) and `thankYouMessage` (form). Plain-text fields (headline, label,
 * name, title, a site's meta description) are not touched: React escapes them.
 *
 * A value without `<` is kept as it is (shared/content/rich-text-allow-list.ts cleanRichText).
 *
 * sanitize-html (with htmlparser2) loads with the first text to clean, not with the Lambda: it is
 * only needed when rich text is saved, and evaluating it is a part of the cold start of the sites,
 * blocks, nodes and content-ai Lambdas that their reads would pay for nothing.
 */
import type sanitizeHtml from 'sanitize-html';
import { cleanRichText } from '#shared/content/rich-text-allow-list.ts';

let sanitizer: Promise<typeof sanitizeHtml> | undefined;
const loadSanitizer = () => (sanitizer ??= import('sanitize-html').then((module) => module.default));

type Clean = (html: string) => string;

async function richTextCleaner(): Promise<Clean> {
  const sanitize = await loadSanitizer();
  return (html) => cleanRichText(sanitize, html);
}

/** The HTML with only the allowed elements, attributes and URLs. */
export async function sanitizeRichText(html: string): Promise<string> {
  if (!html.includes('<')) return html;
  return (await richTextCleaner())(html);
}

/** Keys whose string values are rich text, at any depth of the walked content. */
export const RICH_TEXT_KEYS: ReadonlySet<string> = new Set(['text', 'description', 'body', 'thankYouMessage']);

function cleanFields<T>(value: T, clean: Clean): T {
  if (Array.isArray(value)) return value.map((item: unknown) => cleanFields(item, clean)) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, typeof field === 'string' && RICH_TEXT_KEYS.has(key) ? clean(field) : cleanFields(field, clean)]),
  ) as T;
}

/** A copy of `value` with every rich-text string (by RICH_TEXT_KEYS) sanitised. */
export async function sanitizeRichTextFields<T>(value: T): Promise<T> {
  return cleanFields(value, await richTextCleaner());
}

/** A site as stored: its content (body, block values) sanitised; name, title and meta description are plain text. */
export async function sanitizeSite<T extends { content?: unknown }>(site: T): Promise<T> {
  return { ...site, content: await sanitizeRichTextFields(site.content) };
}

/** A reusable block as stored: its content sanitised. */
export async function sanitizeBlock<T extends { content?: unknown }>(block: T): Promise<T> {
  return { ...block, content: await sanitizeRichTextFields(block.content) };
}

/** A node as stored: its content and a form's thank-you message sanitised. */
export async function sanitizeNode<T extends { content?: unknown; thankYouMessage?: unknown }>(node: T): Promise<T> {
  const clean = await richTextCleaner();
  const thankYou = typeof node.thankYouMessage === 'string' ? { thankYouMessage: clean(node.thankYouMessage) } : {};
  return { ...node, content: cleanFields(node.content, clean), ...thankYou };
}
