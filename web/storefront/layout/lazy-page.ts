/**
 * A page loaded on demand (React's `lazy`) that renders at once when its module is already there.
 *
 * `preload()` fetches the module ahead of the first render: main.tsx does that for the opened page
 * when its entry runs, so the page renders at once instead of through the loader that `lazy`
 * shows while it resolves even an already loaded module (and React keeps a fallback 300 ms). With
 * a server-rendered first screen (web/storefront/server/first-screen.tsx) the app's first commit
 * thus replaces that screen with the same page, not with the loader.
 */
import { createElement, lazy, type ComponentType } from 'react';

export type LazyPage<Props extends object> = ComponentType<Props> & { preload(): Promise<unknown> };

export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPage<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    loading ??= load().then((component) => (loaded = component));
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Page(props: Props) {
    return loaded ? createElement(loaded, props) : createElement(Lazy as unknown as ComponentType<Props>, props);
  }
  return Object.assign(Page, { preload });
}
