import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

function Greeting({ name }: { name: string }) {
  return <p>Grüß Gott, {name}</p>;
}

const page = () => {
  let loads = 0;
  const Page = lazyPage(async () => {
    loads++;
    return Greeting;
  });
  return { Page, loads: () => loads };
};

const render = (Page: ReturnType<typeof page>['Page']) =>
  renderToString(
    <Suspense fallback={<p>Wird geladen</p>}>
      <Page name="Frau Gruber" />
    </Suspense>,
  );

describe('lazyPage', () => {
  it('shows the fallback while its module is not loaded, like lazy', () => {
    expect(render(page().Page)).toContain('Wird geladen');
  });

  it('renders at once once preloaded, and loads its module once', async () => {
    const { Page, loads } = page();
    await Promise.all([Page.preload(), Page.preload()]);
    expect(render(Page)).toContain('Grüß Gott, <!-- -->Frau Gruber');
    expect(loads()).toBe(1);
  });
});
