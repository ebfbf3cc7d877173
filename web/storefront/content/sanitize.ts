/**
 * Editors' HTML as the browser shows it (./RichText.tsx): DOMPurify's HTML profile (text markup,
 * lists, tables, images, links) without forms and frames, without `style` attributes (the
 * Content-Security-Policy refuses inline styles, and editors' colours would fight the shop's
 * design) and without event handlers or script addresses (DOMPurify's own rules). Links that open
 * a new tab get rel="noopener noreferrer"; any other target is dropped.
 *
 * The server-rendered first screen has no DOM for DOMPurify: its build puts ../server/sanitize.ts
 * in this module's place (web/build/first-screen-bundle.ts).
 */
import DOMPurify from 'dompurify';

const purifier = DOMPurify(window);

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  // Any other target (a named frame, _parent, _top) is dropped: links open here or in a new tab.
  else if (node.tagName === 'A') node.removeAttribute('target');
});

export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'frame', 'object', 'embed', 'link', 'meta', 'base', 'svg', 'math'],
    FORBID_ATTR: ['style', 'srcset', 'formaction', 'action'],
    ADD_ATTR: ['target'],
  });
}
