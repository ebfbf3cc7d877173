/**
 * The signed-in layout: a header (product area, menu button on narrow screens, the user's name,
 * 'Abmelden'), the navigation to the back-office pages (a side bar from 1024 px, a panel the menu
 * button opens below that), the page, and the global feedback layer (loader and error entries).
 * Like the spec's staff toolbar (backoffice.md §2) it shows the user's name and the app version.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigation } from 'react-router';
import { version } from '../../package.json';
import { Button, SkipLink } from '../common/ui';
import { feedback, signOutEverywhere } from './client';
import { ErrorEntries, GlobalLoader } from './feedback/FeedbackLayer';
import { t, type PlainMessageKey } from './i18n';
import { displayName, useCurrentUser } from './me';
import { visibleAreas, type Area } from './areas';
import { useViewer } from './data/access';

const NAV_ID = 'bo-nav';
const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'bo-nav__link is-active' : 'bo-nav__link');

const AREA_GROUPS: ReadonlyArray<{ group: Area['group']; label: PlainMessageKey }> = [
  { group: 'catalogue', label: 'backoffice.area.catalogue' },
  { group: 'media', label: 'mediaAdmin.group.media' },
  { group: 'website', label: 'websiteAdmin.area.website' },
  { group: 'shop', label: 'backoffice.area.shop' },
  { group: 'workingTime', label: 'backoffice.area.workingTime' },
  { group: 'projects', label: 'backoffice.area.projects' },
  { group: 'signage', label: 'backoffice.area.signage' },
  { group: 'organisation', label: 'organisationAdmin.group.organisation' },
  { group: 'contacts', label: 'organisationAdmin.group.contacts' },
];

const ORDER_LINKS: ReadonlyArray<{ to: string; label: PlainMessageKey }> = [
  { to: '/orders/current', label: 'backoffice.nav.current' },
  { to: '/orders/missed', label: 'backoffice.nav.missed' },
  { to: '/orders/history', label: 'backoffice.nav.history' },
  { to: '/orders/new', label: 'phoneOrder.nav' },
];

export function Shell() {
  const queryClient = useQueryClient();
  const me = useCurrentUser();
  const viewer = useViewer();
  const areas = viewer ? visibleAreas(viewer) : [];
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  // A chosen page closes the phone menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  // Escape closes the open menu and returns to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <>
      <SkipLink />
      <GlobalLoader />
      <header className="bo-header">
        <div className="bo-header__inner">
          <Link to="/" className="bo-header__brand">
            {t('web.backoffice.title')}
          </Link>
          <button
            ref={menuButton}
            type="button"
            className="bo-header__menu"
            aria-expanded={menuOpen}
            aria-controls={NAV_ID}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="bo-header__menu-icon" aria-hidden="true" />
            {t('backoffice.nav.menu')}
          </button>
          {me.data && (
            <span className="bo-header__user" data-testid="current-user">
              {/* The name leads to 'Mein Profil' (working time, balances, holiday account). */}
              <Link to="/profile" className="bo-header__profile" title={t('timeSheetsAdmin.profile.title')}>
                {t('web.backoffice.signedInAs', { name: displayName(me.data) })}
              </Link>
            </span>
          )}
          <Button
            variant="secondary"
            className="bo-header__signout"
            onClick={() => {
              queryClient.clear();
              feedback.clear();
              // The sign-out's hub event takes the page to the sign-in (./auth/session.tsx).
              void signOutEverywhere();
            }}
          >
            {t('backoffice.toolbar.signOut')}
          </Button>
        </div>
      </header>
      <div className="bo-layout">
        <nav id={NAV_ID} className={menuOpen ? 'bo-nav is-open' : 'bo-nav'} aria-label={t('backoffice.nav.label')}>
          <ul className="bo-nav__list">
            <li>
              <NavLink to="/" end className={navClass}>
                {t('backoffice.nav.dashboard')}
              </NavLink>
            </li>
            <li>
              <span className="bo-nav__group" id="bo-nav-orders">
                {t('backoffice.nav.orders')}
              </span>
              <ul className="bo-nav__sublist" aria-labelledby="bo-nav-orders">
                {ORDER_LINKS.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} className={navClass}>
                      {t(link.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
            {AREA_GROUPS.map(({ group, label }) => {
              const links = areas.filter((area) => area.group === group);
              if (links.length === 0) return null;
              return (
                <li key={group}>
                  <span className="bo-nav__group" id={`bo-nav-${group}`}>
                    {t(label)}
                  </span>
                  <ul className="bo-nav__sublist" aria-labelledby={`bo-nav-${group}`}>
                    {links.map((area) => (
                      <li key={area.path}>
                        <NavLink to={`/${area.path}`} className={navClass}>
                          {t(area.label)}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
          <p className="bo-nav__version">{t('backoffice.nav.version', { version })}</p>
        </nav>
        <main id="main" tabIndex={-1} className="bo-main" aria-busy={navigation.state === 'loading' || undefined}>
          {navigation.state === 'loading' && <div className="bo-main__loading" role="progressbar" aria-label={t('web.loading')} />}
          <Outlet />
        </main>
      </div>
      <ErrorEntries store={feedback} />
    </>
  );
}
