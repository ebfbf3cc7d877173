/**
 * The list of every back-office data area (backoffice.md §4, §8): search, the area's filters and
 * sort (kept in the URL, so 'Zurück' from a record returns to the same list), a table whose first
 * column links to the record, paging by 'Weitere laden' (the server pages; no list loads
 * everything), the loader at once, an empty state, and a load failure in place with a retry.
 */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass, Button, ErrorState, Loading } from '../../common/ui';
import { useDocumentTitle } from '../../common/document';
import { t } from '../i18n';
import type { SelectOption } from './fields';
import { useDebouncedValue } from './hooks';
import type { ListParams, ResourceApi, StoredRecord } from './resource-api';
import './data-screens.css';

export interface Column<T> {
  label: string;
  render: (row: T) => ReactNode;
  /** Narrow columns are hidden on phones. */
  secondary?: boolean;
  numeric?: boolean;
}

export interface ListFilter {
  /** The query parameter the server filters by. */
  name: string;
  label: string;
  /** A choice of options (default), free text (sent once typing rests) or a date (`YYYY-MM-DD`). */
  kind?: 'select' | 'text' | 'date';
  options?: readonly SelectOption[];
  /** The option for "all" (no filter) of a choice. */
  allLabel?: string;
}

/** A text or date filter: the URL follows the input once typing rests, as the search box does. */
function FilterInput({ id, filter, value, onChange }: { id: string; filter: ListFilter; value: string; onChange: (value: string | undefined) => void }) {
  const [typed, setTyped] = useState(value);
  const settled = useDebouncedValue(typed);
  useEffect(() => setTyped(value), [value]);
  useEffect(() => {
    if (settled !== value) onChange(settled.trim() || undefined);
  }, [settled]);
  return (
    <input id={id} className="bo-input" type={filter.kind === 'date' ? 'date' : 'search'} value={typed} onChange={(event) => setTyped(event.target.value)} />
  );
}

export interface DataListProps<T extends StoredRecord> {
  api: ResourceApi<T, never> | ResourceApi<T, unknown>;
  title: string;
  /** The label of the search box; a list the server does not search (working activities) has none. */
  searchLabel?: string;
  /** The linked first column: the record's name. */
  rowTitle: (row: T) => string;
  /** The heading of the linked first column (default 'Name'). */
  titleLabel?: string;
  rowPath: (row: T) => string;
  columns?: readonly Column<T>[];
  filters?: readonly ListFilter[];
  /**
   * Filter values sent while the URL names none for that filter, e.g. an employee's own branches
   * (`{ branch: 'A,B' }`) on a list of public records, so the "all" option means "all of mine".
   */
  defaultFilters?: Readonly<Record<string, string>>;
  sorts: readonly SelectOption[];
  newPath?: string;
  newLabel?: string;
  emptyText: string;
  /** Extra content above the table (e.g. a hint for employees). */
  intro?: ReactNode;
  /**
   * The rows this screen shows among those the server lists (e.g. an employee's own branches
   * among the public ones every visitor sees). The count then names the shown rows only.
   */
  rowFilter?: (row: T) => boolean;
  /**
   * Rows as tiles of a grid instead of table rows (the image library): each tile shows `media`
   * (e.g. a thumbnail) above the linked title, then the columns as labelled lines.
   */
  grid?: { media: (row: T) => ReactNode };
  /**
   * The rows drawn by the area instead of a table or grid (the task board's columns); search,
   * filters, count, paging, loader, empty state and failure stay the list's.
   */
  body?: (rows: readonly T[]) => ReactNode;
  /** Reads the loaded pages again this often (ms), for rows that change without an edit (a TV's state). */
  refreshMs?: number;
}

export function DataList<T extends StoredRecord>({
  api,
  title,
  searchLabel,
  rowTitle,
  titleLabel,
  rowPath,
  columns = [],
  filters = [],
  defaultFilters,
  sorts,
  newPath,
  newLabel,
  emptyText,
  intro,
  rowFilter,
  grid,
  body,
  refreshMs,
}: DataListProps<T>) {
  useDocumentTitle(title);
  const headingId = useId();
  const searchId = useId();
  const sortId = useId();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const [typed, setTyped] = useState(search);
  const sort = params.get('sort') ?? sorts[0]?.value;

  // The URL (and with it the query) follows the search box once typing rests.
  const settled = useDebouncedValue(typed);
  useEffect(() => {
    if (settled !== search) update('q', settled);
  }, [settled]);

  function update(name: string, value: string | undefined) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  }

  const listParams: ListParams = {
    search,
    sort,
    // A filter chosen in the URL replaces the default of the same name.
    filters: {
      ...defaultFilters,
      ...Object.fromEntries(filters.flatMap((filter) => (params.get(filter.name) ? [[filter.name, params.get(filter.name)!]] : []))),
    },
  };
  const pages = (api as ResourceApi<T, unknown>).usePages(listParams, { refetchInterval: refreshMs });
  const listed = pages.data?.pages.flatMap((page) => page.rows) ?? [];
  const rows = rowFilter ? listed.filter(rowFilter) : listed;
  // The server's total counts rows the filter hides: a filtered list counts once all pages are loaded.
  const total = rowFilter ? (pages.hasNextPage ? undefined : rows.length) : pages.data?.pages[0]?.total;

  return (
    <section className="bo-list" aria-labelledby={headingId}>
      <div className="bo-list__head">
        <h1 id={headingId} className="bo-page-title">
          {title}
        </h1>
        {newPath && (
          <Link className={buttonClass('primary')} to={newPath}>
            {newLabel ?? t('dataScreen.new')}
          </Link>
        )}
      </div>
      {intro}
      <div className="bo-list__tools" role="search">
        {searchLabel !== undefined && (
          <div className="bo-field">
            <label className="bo-field__label" htmlFor={searchId}>
              {searchLabel}
            </label>
            <input id={searchId} className="bo-input" type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
          </div>
        )}
        {filters.map((filter) => (
          <div className="bo-field" key={filter.name}>
            <label className="bo-field__label" htmlFor={`${searchId}-${filter.name}`}>
              {filter.label}
            </label>
            {filter.kind === 'text' || filter.kind === 'date' ? (
              <FilterInput
                id={`${searchId}-${filter.name}`}
                filter={filter}
                value={params.get(filter.name) ?? ''}
                onChange={(value) => update(filter.name, value)}
              />
            ) : (
              <select
                id={`${searchId}-${filter.name}`}
                className="bo-input bo-select"
                value={params.get(filter.name) ?? ''}
                onChange={(event) => update(filter.name, event.target.value || undefined)}
              >
                <option value="">{filter.allLabel}</option>
                {(filter.options ?? []).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </div>
        ))}
        {sorts.length > 1 && (
          <div className="bo-field">
            <label className="bo-field__label" htmlFor={sortId}>
              {t('dataScreen.list.sort')}
            </label>
            <select id={sortId} className="bo-input bo-select" value={sort} onChange={(event) => update('sort', event.target.value)}>
              {sorts.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>

      {pages.isPending ? (
        <Loading />
      ) : pages.isError && rows.length === 0 ? (
        <ErrorState message={pages.error.message} onRetry={() => void pages.refetch()} />
      ) : rows.length === 0 ? (
        <p className="bo-list__empty" role="status">
          {search || filters.some((filter) => params.get(filter.name)) ? t('dataScreen.list.noMatch') : emptyText}
        </p>
      ) : (
        <>
          <p className="bo-list__count" role="status" aria-live="polite">
            {total !== undefined ? t('dataScreen.list.count', { shown: rows.length, total }) : ''}
          </p>
          {body ? (
            body(rows)
          ) : grid ? (
            <ul className="bo-grid" aria-labelledby={headingId}>
              {rows.map((row) => (
                <li key={row.id} className="bo-grid__tile">
                  <div className="bo-grid__media">{grid.media(row)}</div>
                  <Link className="bo-grid__title" to={rowPath(row)}>
                    {rowTitle(row)}
                  </Link>
                  {columns.map((column) => (
                    <p key={column.label} className={['bo-grid__line', cellClass(column)].filter(Boolean).join(' ')}>
                      <span className="visually-hidden">{column.label}: </span>
                      {column.render(row)}
                    </p>
                  ))}
                </li>
              ))}
            </ul>
          ) : (
            <div className="bo-table-wrap">
              <table className="bo-table">
                <thead>
                  <tr>
                    <th scope="col">{titleLabel ?? t('dataScreen.list.name')}</th>
                    {columns.map((column) => (
                      <th key={column.label} scope="col" className={cellClass(column)}>
                        {column.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.id}>
                      <th scope="row">
                        <Link to={rowPath(row)}>{rowTitle(row)}</Link>
                      </th>
                      {columns.map((column) => (
                        <td key={column.label} className={cellClass(column)}>
                          {column.render(row)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {pages.isError && <ErrorState message={pages.error.message} onRetry={() => void pages.fetchNextPage()} />}
          {pages.hasNextPage && (
            <Button variant="secondary" className="bo-list__more" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
              {pages.isFetchingNextPage ? t('dataScreen.list.loadingMore') : t('dataScreen.list.more')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

function cellClass<T>(column: Column<T>): string | undefined {
  return [column.secondary ? 'is-secondary' : undefined, column.numeric ? 'is-numeric' : undefined].filter(Boolean).join(' ') || undefined;
}
