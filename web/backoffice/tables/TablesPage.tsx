/**
 * /backend/tables: the tables of the branches (storefront.md §3 "Table") with their identifier,
 * name, seats and branch, a branch filter, and 'QR-Codes drucken' for one branch (./TablesPrintPage).
 *
 * Employees see the tables of their own branches only (./tables-model.ts): the list asks the
 * server for those branches, the filter offers only them (and is left out for an employee of one
 * branch), and another branch in the address is dropped. Administrators see every branch.
 */
import { useEffect, useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Table } from '#shared/schemas/branch.ts';
import { tableLabel } from '#shared/web/table-link.ts';
import { Button, buttonClass, Loading } from '../../common/ui';
import { t } from '../i18n';
import { DataList, type Column, type ListFilter } from '../data/DataList';
import { resourceAccess, useViewer } from '../data/access';
import { branchesApi } from '../branches/api';
import { tablesApi } from './api';
import { defaultBranchFilter, mayShowBranch, singleBranchId, workBranches } from './tables-model';
import './tables.css';

/** The list's query parameter of the branch filter (the server's `branch`). */
const BRANCH = 'branch';

export default function TablesPage() {
  const viewer = useViewer();
  const branches = branchesApi.useAll();
  const [params, setParams] = useSearchParams();
  const chosen = params.get(BRANCH) ?? undefined;
  const hintId = useId();
  const branchNames = useMemo(() => new Map((branches.data ?? []).map((branch) => [branch.id, branch.name])), [branches.data]);

  // An employee's address naming another branch (typed or shared) falls back to their own.
  useEffect(() => {
    if (viewer && chosen && !mayShowBranch(viewer, chosen)) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(BRANCH);
          return next;
        },
        { replace: true },
      );
    }
  }, [viewer, chosen, setParams]);

  // Until the viewer is known the list would not know whose tables to ask for.
  if (!viewer) return <Loading />;

  const choices = workBranches(viewer, branches.data ?? []);
  const filters: ListFilter[] =
    viewer.isAdmin || viewer.branchIds.size > 1
      ? [
          {
            name: BRANCH,
            label: t('tablesAdmin.list.branch'),
            options: choices.map((branch) => ({ value: branch.id, label: branch.name })),
            allLabel: viewer.isAdmin ? t('tablesAdmin.list.allBranches') : t('tablesAdmin.list.allOwnBranches'),
          },
        ]
      : [];
  const ownFilter = defaultBranchFilter(viewer);
  const shownBranch = singleBranchId(viewer, chosen);
  const access = resourceAccess(viewer, 'tables');

  const columns: Column<Table>[] = [
    { label: t('tablesAdmin.column.identifier'), render: (table) => table.identifier },
    { label: t('tablesAdmin.column.seats'), render: (table) => table.seats ?? '', numeric: true, secondary: true },
    { label: t('tablesAdmin.column.branch'), render: (table) => branchNames.get(table.branch.id) ?? '…' },
  ];

  const print = (
    <div className="tables-print">
      {shownBranch ? (
        <Link className={buttonClass('secondary')} to={`/tables/print?${BRANCH}=${encodeURIComponent(shownBranch)}`}>
          {t('tablesAdmin.print')}
        </Link>
      ) : (
        <>
          <Button variant="secondary" disabled aria-describedby={hintId}>
            {t('tablesAdmin.print')}
          </Button>
          <p id={hintId} className="bo-field__help">
            {t('tablesAdmin.print.chooseBranch')}
          </p>
        </>
      )}
    </div>
  );

  // A new table starts in the branch the list shows.
  const newPath = access.create() ? (shownBranch ? `/tables/new?${BRANCH}=${encodeURIComponent(shownBranch)}` : '/tables/new') : undefined;

  return (
    <DataList
      api={tablesApi}
      title={t('backoffice.area.tables')}
      searchLabel={t('tablesAdmin.list.search')}
      rowTitle={tableLabel}
      rowPath={(table) => `/tables/${table.id}`}
      columns={columns}
      filters={filters}
      defaultFilters={ownFilter ? { [BRANCH]: ownFilter } : undefined}
      sorts={[
        { value: 'identifier', label: t('tablesAdmin.sort.identifier') },
        { value: 'name', label: t('dataScreen.sort.nameAsc') },
        { value: '-updatedAt', label: t('dataScreen.sort.updatedDesc') },
      ]}
      newPath={newPath}
      newLabel={t('tablesAdmin.new')}
      emptyText={t('tablesAdmin.list.empty')}
      intro={print}
    />
  );
}
