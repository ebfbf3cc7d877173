/**
 * The staff toolbar on the public side (backoffice.md §2): for a signed-in staff member a side
 * bar opened and closed by a button at the left edge, with the back office's pages, 'Ins Backend
 * wechseln', 'Abmelden', the user's name and the app version; administrators also get the
 * frontend tools (storefront.md §2 "admin frontend tools (ROLE_ADMIN only)").
 *
 * Loaded only when ./session.ts finds a back-office session (App.tsx), and it loads the staff
 * client (Amplify) only from here, so visitors download none of it. When the API refuses the
 * session (signed out elsewhere, expired) the toolbar stays away.
 *
 * Decisions:
 * - Links: the spec's #/sites, #/dashboard and #/navigations are the old app's hash routes; our
 *   back office has real paths: /backend/sites, /backend (dashboard), /backend/navigations.
 * - 'Abmelden': the back office has no /backend/logout page; the toolbar signs out as the back
 *   office's own button does (global sign-out) and reloads the page, now as a visitor.
 * - Version: package.json's version, as the back office's navigation shows it.
 * - Frontend tools (ROLE_ADMIN): 'Diese Seite bearbeiten' on a content page (its site, public or
 *   draft → /backend/sites/{id}); 'Filiale bearbeiten' on a branch's store and checkout pages
 *   (→ /backend/branches/{id}). Products on the store page get no links of their own: the
 *   catalogue is edited per product in the back office's list, and a link per product card would
 *   crowd the shop's own page. Elsewhere the panel says there is nothing to edit.
 * - Not modal: the page stays usable beside it; Esc closes it and focus returns to the button.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { Me } from '#shared/schemas/user.ts';
import { tStaffToolbar as t } from '#shared/i18n/staff-toolbar.ts';
import { decodePath } from '#shared/web/page-meta.ts';
import { version } from '../../../package.json';
import { findSite, useSites, type Site } from '../content/content-data';
import { useBranches } from '../data';
import { matchRoute } from '../layout/routes';
import './staff-toolbar.css';

const staffClient = () => import('./staff-client');

function useMe() {
  return useQuery({
    queryKey: ['staff', 'me'],
    queryFn: async () => (await staffClient()).staffGet<Me>('/api/users/me'),
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
}

interface Tool {
  label: string;
  href: string;
}

/** The admin's tools for the page at hand. */
function useTools(enabled: boolean): Tool[] {
  const { pathname } = useLocation();
  const route = matchRoute(pathname);
  const branches = useBranches().data;
  const publicSite = findSite(useSites().data, pathname);
  const path = decodePath(pathname);
  // The same query as the content page's draft view (content/SitePage.tsx), so it is asked once.
  const draft = useQuery({
    queryKey: ['staff', 'sites', path],
    queryFn: async () => (await staffClient()).staffGet<Site>(`/api/sites/${encodeURIComponent(path)}`),
    enabled: enabled && route.name === 'site' && !publicSite,
    retry: false,
  });
  if (!enabled) return [];
  if (route.name === 'site') {
    const site = publicSite ?? draft.data;
    return site ? [{ label: t('staffToolbar.editPage'), href: `/backend/sites/${encodeURIComponent(site.id)}` }] : [];
  }
  if (route.name === 'branch' || route.name === 'checkout' || route.name === 'checkout_error') {
    const branch = branches?.find((candidate) => candidate.identifier === route.branchIdentifier);
    return branch ? [{ label: t('staffToolbar.editBranch'), href: `/backend/branches/${encodeURIComponent(branch.id)}` }] : [];
  }
  return [];
}

export default function StaffToolbar() {
  const me = useMe();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const isAdmin = me.data?.roles.includes('ROLE_ADMIN') === true;
  const tools = useTools(isAdmin);

  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open]);

  if (!me.isSuccess) return null;

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  const signOut = () => {
    void staffClient()
      .then(({ staffSignOut }) => staffSignOut())
      .finally(() => window.location.reload());
  };

  return (
    <div className={open ? 'staff-toolbar staff-toolbar--open' : 'staff-toolbar'} data-testid="staff-toolbar">
      <button
        ref={toggleRef}
        type="button"
        className="staff-toolbar__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <span aria-hidden="true" className="staff-toolbar__toggle-icon">
          {open ? '‹' : '›'}
        </span>
        <span className="visually-hidden">{open ? t('staffToolbar.close') : t('staffToolbar.open')}</span>
      </button>
      <aside
        ref={panelRef}
        id={panelId}
        className="staff-toolbar__panel"
        hidden={!open}
        tabIndex={-1}
        aria-labelledby={`${panelId}-title`}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      >
        <h2 id={`${panelId}-title`} className="staff-toolbar__title">
          {t('staffToolbar.title')}
        </h2>
        <p className="staff-toolbar__user">{t('staffToolbar.signedInAs', { name: me.data.name || me.data.username })}</p>
        <nav aria-label={t('staffToolbar.pages')}>
          <ul className="staff-toolbar__links">
            <li>
              <a href="/backend/sites">{t('staffToolbar.sites')}</a>
            </li>
            <li>
              <a href="/backend">{t('staffToolbar.dashboard')}</a>
            </li>
            <li>
              <a href="/backend/navigations">{t('staffToolbar.navigations')}</a>
            </li>
          </ul>
        </nav>
        {isAdmin && (
          <section className="staff-toolbar__tools" aria-labelledby={`${panelId}-tools`}>
            <h2 id={`${panelId}-tools`} className="staff-toolbar__heading">
              {t('staffToolbar.tools')}
            </h2>
            {tools.length > 0 ? (
              <ul className="staff-toolbar__links">
                {tools.map((tool) => (
                  <li key={tool.href}>
                    <a href={tool.href}>{tool.label}</a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="staff-toolbar__note">{t('staffToolbar.noTools')}</p>
            )}
          </section>
        )}
        <div className="staff-toolbar__actions">
          <a className="btn btn--primary" href="/backend">
            {t('staffToolbar.backend')}
          </a>
          <button type="button" className="btn btn--secondary" onClick={signOut}>
            {t('staffToolbar.signOut')}
          </button>
        </div>
        <p className="staff-toolbar__version">{t('staffToolbar.version', { version })}</p>
      </aside>
    </div>
  );
}
