// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DataList } from './DataList';
import { defineResource, type ListPage } from './resource-api';
import { textOf, useDomRoot } from '../testing/dom';

interface Photo {
  id: string;
  version: number;
  name: string;
  width: number;
}

const photosApi = defineResource<Photo>({
  resource: 'photos',
  schema: { parse: (value: unknown) => value as Photo } as never,
  messages: { loadFailed: 'x', createFailed: 'x', updateFailed: 'x', deleteFailed: 'x' },
});

const dom = useDomRoot();

/** A query client whose first page is already loaded (no request leaves the test). */
function clientWith(rows: Photo[]): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const data: InfiniteData<ListPage<Photo>, string | undefined> = { pages: [{ rows, total: rows.length }], pageParams: [undefined] };
  client.setQueryData(photosApi.keys.page({ search: '', sort: 'name', filters: {} }), data);
  return client;
}

function render(grid: boolean) {
  const rows = [
    { id: 'a', version: 1, name: 'Theke', width: 4000 },
    { id: 'b', version: 1, name: 'Schaufenster', width: 800 },
  ];
  dom.render(
    <QueryClientProvider client={clientWith(rows)}>
      <MemoryRouter>
        <DataList
          api={photosApi}
          title="Fotos"
          searchLabel="Suchen"
          rowTitle={(photo) => photo.name}
          rowPath={(photo) => `/photos/${photo.id}`}
          columns={[{ label: 'Breite', render: (photo) => `${photo.width} px` }]}
          sorts={[{ value: 'name', label: 'Name' }]}
          emptyText="Leer"
          grid={grid ? { media: (photo) => <img src={`/image/thumbnail/${photo.id}.jpg`} alt="" /> } : undefined}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the data list', () => {
  it('shows rows as a table by default', () => {
    render(false);
    expect(dom.container.querySelectorAll('.bo-table tbody tr')).toHaveLength(2);
    expect(dom.container.querySelector('.bo-grid')).toBeNull();
  });

  it('shows rows as tiles of a grid with their picture, linked title and labelled lines', () => {
    render(true);
    expect(dom.container.querySelector('table')).toBeNull();
    const tiles = [...dom.container.querySelectorAll('.bo-grid > li')];
    expect(tiles).toHaveLength(2);
    expect(tiles[0]!.querySelector('img')?.getAttribute('src')).toBe('/image/thumbnail/a.jpg');
    expect(tiles[0]!.querySelector('a')?.getAttribute('href')).toBe('/photos/a');
    expect(textOf(tiles[0]!.querySelector('.bo-grid__line'))).toBe('Breite: 4000 px');
    // The list is named by the page's heading.
    const heading = dom.container.querySelector('h1')!;
    expect(dom.container.querySelector('.bo-grid')?.getAttribute('aria-labelledby')).toBe(heading.id);
  });

  it('names the first column by titleLabel and shows no search box without a searchLabel', () => {
    dom.render(
      <QueryClientProvider client={clientWith([{ id: 'a', version: 1, name: 'Sabine Holzer', width: 1 }])}>
        <MemoryRouter>
          <DataList
            api={photosApi}
            title="Arbeitszeiten"
            titleLabel="Mitarbeiter"
            rowTitle={(photo) => photo.name}
            rowPath={(photo) => `/photos/${photo.id}`}
            sorts={[{ value: 'name', label: 'Name' }]}
            emptyText="Leer"
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(textOf(dom.container.querySelector('.bo-table thead th'))).toBe('Mitarbeiter');
    expect(dom.container.querySelector('input[type="search"]')).toBeNull();
    expect(dom.container.querySelectorAll('.bo-table tbody tr')).toHaveLength(1);
  });

  it('hands the rows to an area-drawn body instead of the table, keeping the count', () => {
    const rows = [
      { id: 'a', version: 1, name: 'Theke', width: 4000 },
      { id: 'b', version: 1, name: 'Schaufenster', width: 800 },
    ];
    dom.render(
      <QueryClientProvider client={clientWith(rows)}>
        <MemoryRouter>
          <DataList
            api={photosApi}
            title="Fotos"
            searchLabel="Suchen"
            rowTitle={(photo) => photo.name}
            rowPath={(photo) => `/photos/${photo.id}`}
            sorts={[{ value: 'name', label: 'Name' }]}
            emptyText="Leer"
            body={(shown) => (
              <ol className="board">
                {shown.map((photo) => (
                  <li key={photo.id}>{photo.name}</li>
                ))}
              </ol>
            )}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect([...dom.container.querySelectorAll('.board li')].map(textOf)).toEqual(['Theke', 'Schaufenster']);
    expect(dom.container.querySelector('.bo-table')).toBeNull();
    expect(textOf(dom.container.querySelector('.bo-list__count'))).toContain('2');
  });
});
