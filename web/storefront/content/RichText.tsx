/**
 * The one way the website shows editors' HTML (rich text of blocks, simple pages, news, form
 * descriptions, thank-you messages): sanitised right before it is rendered, even
 * though the server sanitises on save too (a record written before that, or by another writer,
 * must not run script in a visitor's browser).
 *
 * What stays: ./sanitize.ts. A click on a link to a path of this shop navigates inside the app
 * (no reload).
 */
import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { sanitizeHtml } from './sanitize';

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
