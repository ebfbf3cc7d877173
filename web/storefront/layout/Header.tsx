/**
 * The header (storefront.md §2 "Global layout"): the shop name linking to / and the main menu,
 * the public navigation 'mainMenu'. Group items expand (a button with aria-expanded), every other
 * item closes the menu; link items open in a new tab (not offered in the self-service context).
 * Below 1024 px the menu hides behind a toggle. The news button (content/NewsButton.tsx) shows
 * when public news exist.
 *
 * Decision: the configuration has no logo setting, so the shop name is the logo.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { createPath, Link, useLocation } from 'react-router';
import { t } from '../../common/i18n';
import { NewsButton } from '../content/NewsButton';
import { useConfig, useNavigations } from '../data';
import { isActiveEntry, isActiveHref, menuEntries, navigationItems, withoutExternal, type MenuEntry } from './navigation';
import { useSelfService } from './self-service';

export function Header({ isReady }: { isReady: boolean }) {
  const config = useConfig({ fetch: false });
  const shopName = config.data?.shopName || config.data?.title;
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="site-header__brand" aria-label={shopName ? undefined : t('web.home')}>
          {shopName ?? '\u00a0'}
        </Link>
        {isReady && <NewsButton />}
        {isReady && <MainMenu />}
      </div>
    </header>
  );
}

function MainMenu() {
  const { isSelfService } = useSelfService();
  const all = menuEntries(navigationItems(useNavigations().data, 'mainMenu'));
  const entries = isSelfService ? withoutExternal(all) : all;
  const location = useLocation();
  const { pathname, key } = location;
  const [isOpen, setOpen] = useState(false);
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(new Set());
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The browser's address when the visitor last opened the menu or a group.
  const openedAt = useRef<string | null>(null);
  const menuId = useId();

  const closeAll = () => {
    setOpen(false);
    setOpenGroups(new Set());
  };
  const noteOpening = () => {
    openedAt.current = createPath(window.location);
  };

  // A navigation by any means (back button, a link elsewhere) closes the menu too; the menu's own
  // links close it as they are clicked. Decision: BrowserRouter changes the location in a
  // transition, so for a page whose chunk is still loading the new location commits with that
  // page, later than the click, while the browser's address changes at once. A location that
  // commits at the address the browser already showed when the menu or a group was opened is a
  // navigation that began before that and leaves the menu open; any other closes it.
  useEffect(() => {
    if (createPath(location) !== openedAt.current) closeAll();
  }, [key]);

  useEffect(() => {
    if (!isOpen && openGroups.size === 0) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node) && !toggleRef.current?.contains(event.target as Node)) closeAll();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const hadMobileMenu = isOpen;
      closeAll();
      if (hadMobileMenu) toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen, openGroups]);

  if (entries.length === 0) return null;

  const toggleGroup = (id: string) => {
    noteOpening();
    setOpenGroups((groups) => {
      const next = new Set(groups);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  const renderEntries = (items: MenuEntry[], prefix: string) =>
    items.map((entry, index) => {
      const id = `${prefix}-${index}`;
      if (entry.kind === 'group') {
        const expanded = openGroups.has(id);
        return (
          <li key={id} className={['main-menu__group', isActiveEntry(entry, pathname) ? 'is-active' : ''].filter(Boolean).join(' ')}>
            <button
              type="button"
              className="main-menu__link main-menu__group-toggle"
              aria-expanded={expanded}
              aria-controls={id}
              onClick={() => toggleGroup(id)}
            >
              {entry.label}
              <span className="main-menu__chevron" aria-hidden="true" />
            </button>
            <ul id={id} className="main-menu__submenu" hidden={!expanded}>
              {renderEntries(entry.children, id)}
            </ul>
          </li>
        );
      }
      if (entry.kind === 'external') {
        return (
          <li key={id}>
            <a className="main-menu__link" href={entry.href} target="_blank" rel="noopener noreferrer" onClick={closeAll}>
              {entry.label}
              <span className="visually-hidden"> {t('layout.newTab')}</span>
            </a>
          </li>
        );
      }
      const active = isActiveHref(entry.href, pathname);
      return (
        <li key={id}>
          <Link className="main-menu__link" to={entry.href} aria-current={active ? 'page' : undefined} onClick={closeAll}>
            {entry.label}
          </Link>
        </li>
      );
    });

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="menu-toggle"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => {
          if (isOpen) return closeAll();
          noteOpening();
          setOpen(true);
        }}
      >
        <span className={`menu-toggle__icon${isOpen ? ' is-open' : ''}`} aria-hidden="true">
          <span />
        </span>
        {t('layout.menu.toggle')}
      </button>
      <nav ref={navRef} id={menuId} className={`main-menu${isOpen ? ' main-menu--open' : ''}`} aria-label={t('layout.menu.label')}>
        <ul className="main-menu__list">{renderEntries(entries, `${menuId}-item`)}</ul>
      </nav>
    </>
  );
}
