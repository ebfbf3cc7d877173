// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ImageRef } from '#shared/schemas/common.ts';
import type { Image } from '#shared/schemas/media.ts';
import { ImagePicker } from './ImagePicker';
import { imageRefOf, imagesApi, thumbnailUrl } from './images-api';
import type { ListPage } from './resource-api';
import { useDomRoot } from '../testing/dom';

const image = (id: string, name: string, alt?: string, status: Image['status'] = 'ready'): Image => ({
  id,
  // The record's lock version differs from the file's: a rename raises only the former.
  version: 3,
  fileVersion: 2,
  status,
  name,
  ...(alt ? { alt } : {}),
  extension: 'jpg',
  entityType: 'Image',
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
});

const theke = image('01M6DMBE0051GEAFYYADKTEN4A', 'Theke Graz', 'Die Fleischtheke in Graz');
const schaufenster = image('01M6DMBE0051GEAFYYADKTEN4B', 'Schaufenster');
const leberkaese = image('01M6DMBE0051GEAFYYADKTEN4C', 'Leberkäse');

const dom = useDomRoot();
let latest: ImageRef[] | undefined;

/** A query client whose first library page is already loaded (no request leaves the test). */
function clientWith(library: Image[]): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const data: InfiniteData<ListPage<Image>, string | undefined> = { pages: [{ rows: library, total: library.length }], pageParams: [undefined] };
  client.setQueryData(imagesApi.keys.page({ search: '', sort: 'name' }), data);
  return client;
}

function Harness({ initial, max, readOnly }: { initial: ImageRef[]; max: number; readOnly?: boolean }) {
  const [images, setImages] = useState(initial);
  return (
    <ImagePicker
      legend="Bilder"
      value={images}
      max={max}
      readOnly={readOnly}
      onChange={(next) => {
        latest = next;
        setImages(next);
      }}
    />
  );
}

function render(library: Image[], initial: ImageRef[], { max = 50, readOnly = false } = {}) {
  dom.render(
    <QueryClientProvider client={clientWith(library)}>
      <Harness initial={initial} max={max} readOnly={readOnly} />
    </QueryClientProvider>,
  );
}

const { button, click } = dom;
const buttons = () => dom.buttonNames();

beforeEach(() => {
  latest = undefined;
});

describe('the image picker', () => {
  it('references a library image by id, version and extension, with its name and alt text', () => {
    expect(imageRefOf(theke)).toEqual({ id: theke.id, version: 2, extension: 'jpg', name: 'Theke Graz', alt: 'Die Fleischtheke in Graz' });
    expect(imageRefOf(schaufenster)).toEqual({ id: schaufenster.id, version: 2, extension: 'jpg', name: 'Schaufenster' });
    expect(thumbnailUrl(theke)).toBe('/image/thumbnail/01M6DMBE0051GEAFYYADKTEN4A-2.jpg');
  });

  it('offers the library images not chosen yet and adds one at the end', () => {
    render([leberkaese, schaufenster, theke], [imageRefOf(schaufenster)]);
    expect(buttons()).toEqual(['Bild „Schaufenster“ entfernen', 'Bild „Leberkäse“ hinzufügen', 'Bild „Theke Graz“ hinzufügen']);
    click(button('Bild „Theke Graz“ hinzufügen'));
    expect(latest).toEqual([imageRefOf(schaufenster), imageRefOf(theke)]);
    expect(buttons()).toEqual(['Bild „Schaufenster“ entfernen', 'Bild „Theke Graz“ entfernen', 'Bild „Leberkäse“ hinzufügen']);
  });

  it('offers only processed images (not those still pending or refused)', () => {
    const pending = image('01M6DMBE0051GEAFYYADKTEN4D', 'Neu', undefined, 'pending');
    const failed = { ...image('01M6DMBE0051GEAFYYADKTEN4E', 'Kaputt', undefined, 'failed'), errorCode: 'api.image.notAnImage' };
    render([failed, leberkaese, pending], []);
    expect(buttons()).toEqual(['Bild „Leberkäse“ hinzufügen']);
  });

  it('removes a chosen image', () => {
    render([schaufenster, theke], [imageRefOf(schaufenster), imageRefOf(theke)]);
    expect(dom.container.textContent).toContain('Alle passenden Bilder sind schon ausgewählt.');
    click(button('Bild „Schaufenster“ entfernen'));
    expect(latest).toEqual([imageRefOf(theke)]);
  });

  it('adds no more than the schema allows', () => {
    render([schaufenster, theke], [imageRefOf(schaufenster)], { max: 1 });
    expect(button('Bild „Theke Graz“ hinzufügen').disabled).toBe(true);
    expect(dom.container.textContent).toContain('Mehr Bilder sind nicht möglich (höchstens 1).');
  });

  it('says so when the library is empty, and shows only the chosen images to a viewer who may not change them', () => {
    render([], []);
    expect(dom.container.textContent).toContain('Die Bildbibliothek ist noch leer.');
    expect(dom.container.textContent).toContain('Kein Bild ausgewählt.');
    dom.remount();
    render([theke], [imageRefOf(schaufenster)], { readOnly: true });
    expect(buttons()).toEqual([]);
    expect(dom.container.textContent).not.toContain('Aus der Bildbibliothek');
    expect(dom.container.querySelector('img')?.getAttribute('src')).toBe('/image/thumbnail/01M6DMBE0051GEAFYYADKTEN4B-2.jpg');
  });
});
