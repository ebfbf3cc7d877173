/**
 * Editors' HTML in the server-rendered first screen, in place of ../content/sanitize.ts (DOMPurify
 * needs a browser DOM; web/build/first-screen-bundle.ts swaps the module). Cleaned with the
 * allow-list every rich text was cleaned with when it was saved (shared/content/
 * rich-text-allow-list.ts), so stored markup comes out as it went in and the app's DOMPurify
 * shows the same. Markup written before that list existed can come out stricter here than in the
 * app, which replaces the screen within a second. Cleaning is not idempotent for badly nested
 * markup (a property test found `<p><p></p></p>` becoming three paragraphs): such a text comes
 * out re-nested here, as a browser's parser nests it too.
 */
import sanitize from 'sanitize-html';
import { cleanRichText } from '#shared/content/rich-text-allow-list.ts';

export function sanitizeHtml(html: string): string {
  return cleanRichText(sanitize, html);
}
