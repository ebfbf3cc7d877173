// @vitest-environment happy-dom
import { act, lazy, Suspense, type ComponentType } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Navigation } from '#shared/schemas/content.ts';
import { t } from '../../common/i18n';
import { keyForUrl, queryKeys } from '../../common/query';
import { useDomRoot } from '../../backoffice/testing/dom';
import { Header } from './Header';

const dom = useDomRoot();

const mainMenu = {
  identifier: 'mainMenu',
  items: [
    { type: 'home', label: 'Start' },
    { type: 'group', label: 'Online bestellen', children: [{ type: 'branch', label: 'Graz Annenstraße', target: 'graz' }] },
  ],
} as unknown as Navigation;

/** A page whose module arrives only when the test resolves it (a chunk still on its way). */
function pendingPage() {
  let resolve!: (module: { default: ComponentType }) => void;
  const Page = lazy(() => new Promise<{ default: ComponentType }>((done) => (resolve = done)));
  const arrive = () => act(async () => resolve({ default: () => <h1>Filiale Graz</h1> }));
  return { Page, arrive };
}

/** The storefront's shape: BrowserRouter (its location updates are transitions), header, a lazy page. */
function renderShop(StorePage: ComponentType) {
  // What the header reads is in the cache, as GET /api/init leaves it; nothing is requested.
  const queryFn = () => Promise.reject(new Error('no request in this test'));
  const client = new QueryClient({ defaultOptions: { queries: { queryFn, staleTime: Infinity, retry: false } } });
  client.setQueryData(queryKeys.navigations(), [mainMenu]);
  client.setQueryData(keyForUrl('/api/nodes'), []);
  dom.render(
    <QueryClientProvider client={client}>
      <BrowserRouter>
        <Header isReady />
        <Suspense fallback={<p>Wird geladen</p>}>
          <Routes>
            <Route index element={<Link to="/store/graz">Zur Filiale</Link>} />
            <Route path="/store/:id" element={<StorePage />} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </QueryClientProvider>,
  );
}

const toggle = () => dom.button(t('layout.menu.toggle'));
const isOpen = () => toggle().getAttribute('aria-expanded') === 'true';
const link = (name: string) => [...dom.container.querySelectorAll('a')].find((anchor) => anchor.textContent?.trim() === name)!;
const heading = () => dom.container.querySelector('h1')?.textContent;

beforeEach(() => window.history.replaceState(null, '', '/'));

describe('the main menu', () => {
  it('stays open when opened after following a menu link whose page is still loading', async () => {
    const { Page, arrive } = pendingPage();
    renderShop(Page);
    dom.click(toggle());
    dom.click(dom.button('Online bestellen'));
    dom.click(link('Graz Annenstraße'));
    expect(isOpen()).toBe(false);
    // The navigation waits for the page's module: the start page is still on screen.
    expect(window.location.pathname).toBe('/store/graz');
    expect(heading()).toBeUndefined();

    dom.click(toggle());
    expect(isOpen()).toBe(true);
    await arrive();
    expect(heading()).toBe('Filiale Graz');
    expect(isOpen()).toBe(true);
  });

  it('keeps a group open that was expanded while the page of a link elsewhere was still loading', async () => {
    const { Page, arrive } = pendingPage();
    renderShop(Page);
    dom.click(link('Zur Filiale'));
    // As on a desktop, where the menu shows without the toggle.
    dom.click(dom.button('Online bestellen'));
    await arrive();
    expect(heading()).toBe('Filiale Graz');
    expect(dom.button('Online bestellen').getAttribute('aria-expanded')).toBe('true');
  });

  it('closes on a navigation that starts while it is open: a link elsewhere (by keyboard), the back button', async () => {
    const { Page, arrive } = pendingPage();
    renderShop(Page);
    dom.click(toggle());
    // A click with no pointer down outside the menu (Enter on a focused link) leaves it open until the page changes.
    dom.click(link('Zur Filiale'));
    expect(isOpen()).toBe(true);
    await arrive();
    expect(heading()).toBe('Filiale Graz');
    expect(isOpen()).toBe(false);

    dom.click(toggle());
    expect(isOpen()).toBe(true);
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(window.location.pathname).toBe('/');
    expect(link('Zur Filiale')).toBeDefined();
    expect(isOpen()).toBe(false);
  });

  it('closes on Escape and gives the focus back to the toggle', () => {
    renderShop(pendingPage().Page);
    dom.click(toggle());
    dom.click(dom.button('Online bestellen'));
    link('Graz Annenstraße').focus();
    act(() => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect(isOpen()).toBe(false);
    expect(dom.button('Online bestellen').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
  });
});
