/**
 * The catch-all route (storefront.md §2 "Content pages"): the page whose path is the address.
 * - The legal pages /site/privacy, /site/terms-and-conditions, /site/imprint and /site/allergens
 *   show the settings' texts (markdown) when set; they win over a site stored under the same path
 *   (shared/web/page-meta.ts legalPage: the footer links there because of the text, and the
 *   checkout shows the same text as the one the customer agrees to).
 * - A public site from GET /api/init renders its body (SiteContent).
 * - No public site: for signed-in staff the draft is looked up through the staff API and shown
 *   marked 'Entwurf'; nothing shows while it loads. Everyone else gets the 404 page.
 * Titles: the layout sets the legal pages'; this page sets a site's (useContentPageMeta).
 *
 * Heading: a simple page shows its title as h1; a block page's hero usually brings its own h1,
 * and when no block does, the title is an h1 for screen readers only (every page has one).
 */
// First: the ordering texts are in the lookup before any module of this page runs (web/common/i18n.ts).
import '../order-texts';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { explainsAllergenCodes } from '#shared/content/legal.ts';
import { ALLERGEN_CODES } from '#shared/menu/allergens.ts';
import { decodePath, legalPage, type LegalPage as LegalPageEntry } from '#shared/web/page-meta.ts';
import { t } from '../../common/i18n';
import { Markdown } from '../checkout/Markdown';
import { inlineText, parseMarkdown } from '../checkout/markdown-reader';
import { useConfig } from '../data';
import { NotFoundPage } from '../errors';
import { allergenName } from '../store/allergens/allergen-filter';
import { useContentPageMeta } from '../layout/page-meta';
import { hasStaffSession } from '../staff/session';
import { findSite, useSites, type Site } from './content-data';
import { SiteContent } from './SiteContent';
import './content.css';

function LegalTextPage({ page, text }: { page: LegalPageEntry; text: string }) {
  // The text's own first-level title is the page's heading; without one, the footer's label.
  const first = parseMarkdown(text)[0];
  const ownTitle = first?.type === 'heading' && first.level === 1 ? inlineText(first.children).trim() : '';
  const title = ownTitle || t(page.titleKey);
  return (
    <article className="container legal-page">
      <h1>{title}</h1>
      <Markdown source={text} headingOffset={ownTitle ? 0 : 1} omitTitle={ownTitle || undefined} />
      {page.textField === 'allergensText' && !explainsAllergenCodes(text) && (
        <section aria-labelledby="allergen-legend">
          <h2 id="allergen-legend">{t('allergen.heading')}</h2>
          <dl className="allergen-legend">
            {ALLERGEN_CODES.map((code) => (
              <div key={code}>
                <dt>{code}</dt>
                <dd>{allergenName(code)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </article>
  );
}

function hasOwnHeading(site: Site): boolean {
  if (site.type !== 'default') return false;
  return JSON.stringify(site.content.blocks ?? []).includes('<h1');
}

function SiteView({ site }: { site: Site }) {
  useContentPageMeta(site);
  const title = site.title || site.name;
  return (
    <article className="site-page">
      {site.type === 'simple' ? <h1 className="container site-page__title">{title}</h1> : !hasOwnHeading(site) && <h1 className="visually-hidden">{title}</h1>}
      <SiteContent site={site} isDraft={!site.isPublic} />
    </article>
  );
}

function NotFound() {
  useContentPageMeta(null);
  return <NotFoundPage />;
}

/** A signed-in staff member's view of a path without a public site: the draft, if one exists. */
function StaffDraft({ path }: { path: string }) {
  const draft = useQuery({
    queryKey: ['staff', 'sites', path],
    queryFn: async () => {
      const { staffGet } = await import('../staff/staff-client');
      // GET /api/sites/{id} also takes the path (the sites policy's lookup).
      return staffGet<Site>(`/api/sites/${encodeURIComponent(path)}`);
    },
    retry: false,
  });
  if (draft.isPending) return null;
  if (draft.isError) return <NotFound />;
  return <SiteView site={draft.data} />;
}

export function SitePage() {
  const { pathname } = useLocation();
  const config = useConfig().data;
  const sites = useSites();
  const legal = legalPage(decodePath(pathname), config);
  if (legal) return <LegalTextPage page={legal} text={config?.[legal.textField] ?? ''} />;
  if (sites.isPending) return null;
  const site = findSite(sites.data, pathname);
  if (site) return <SiteView key={site.id} site={site} />;
  if (hasStaffSession()) return <StaffDraft key={pathname} path={decodePath(pathname)} />;
  return <NotFound />;
}
