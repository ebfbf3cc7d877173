/**
 * The rules of the rich-text field (./RichTextField.tsx) that need no editor: what a typed link
 * address becomes, and when the editor's HTML counts as empty.
 *
 * Decision: links go to web addresses (http, https), to pages of the shop (a path starting with
 * '/'), to e-mail addresses (mailto:) and phone numbers (tel:); anything else (javascript:, data:
 * …) is refused before the server's sanitiser would drop it. An address typed without a scheme
 * ('fleischerei-gruber.at/jobs') is a web address and gets https://.
 */

/** The href of a typed link address, or undefined when it cannot be linked. */
export function linkHref(typed: string): string | undefined {
  const text = typed.trim();
  if (/^tel:\+?[\d/() -]+$/i.test(text)) return text;
  if (text === '' || /\s/.test(text)) return undefined;
  if (text.startsWith('/')) return text.startsWith('//') ? undefined : text;
  if (/^mailto:[^@\s]+@[^@\s]+$/i.test(text)) return text;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase();
  if (scheme === 'http' || scheme === 'https') return /^https?:\/\/[^/]+\.[^/]+/i.test(text) ? text : undefined;
  // 'localhost:3000' reads as a scheme too; anything with a scheme other than the above is refused.
  if (scheme !== undefined) return undefined;
  return /^[^/]+\.[a-z]{2,}(?:[/?#].*)?$/i.test(text) ? `https://${text}` : undefined;
}

/** The editor's HTML as the record keeps it: an editor with nothing typed is '' (not '<p></p>'). */
export function storedHtml(html: string, isEmpty: boolean): string {
  return isEmpty ? '' : html;
}
