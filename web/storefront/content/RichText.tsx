/**
 * The one way the website shows editors' HTML (rich text of blocks, simple pages, news, form
 * descriptions, thank-you messages): sanitised with DOMPurify right before it is rendered, even
 * though the server sanitises on save too (a record written before that, or by another writer,
 * must not run script in a visitor's browser).
 *
 * What stays: DOMPurify's HTML profile (text markup, lists, tables, images, links) without
 * forms and frames, without `style` attributes (the Content-Security-Policy refuses inline
 * styles, and editors' colours would fight the shop's design) and without event handlers or
 * script addresses (DOMPurify's own rules). Links that open a new tab get rel="noopener
 * noreferrer". A click on a link to a path of this shop navigates inside the app (no reload).
 */
import DOMPurify from 'dompurify';
import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

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

/** The in-app path of a link the app can show itself: same origin, no new tab, no download, a plain left click. */
function inAppPath(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element).closest?.('a');
  if (!anchor || !event.currentTarget.contains(anchor) || anchor.target || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // Files and images are served beside the app, not by it.
  if (/^\/(api|image|upload|backend)(\/|$)/.test(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}

export function RichText({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (!clean.trim()) return null;
  return (
    <div
      className={['rich-text', className].filter(Boolean).join(' ')}
      onClick={(event) => {
        const path = inAppPath(event);
        if (!path) return;
        event.preventDefault();
        void navigate(path);
      }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
