import { useEffect } from 'react';
import { t } from './i18n';

/**
 * Sets the document title and, if given, the meta description while the page is shown.
 * Titles follow the spec's pattern '{page} - {shop title}' (storefront.md §2 "Page titles").
 */
export function useDocumentTitle(title: string | undefined, description?: string): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  useEffect(() => {
    if (description === undefined) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
}

/** '{title} - {shopTitle}' (the catalogue's pattern), or just the one that exists. */
export function pageTitle(title: string | undefined, shopTitle: string | undefined): string {
  if (title?.trim() && shopTitle?.trim()) return t('page.title', { title, shopTitle });
  return title?.trim() || shopTitle?.trim() || '';
}
