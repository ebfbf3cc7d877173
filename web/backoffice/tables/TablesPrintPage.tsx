/**
 * /backend/tables/print?branch=<id>: the printable QR cards of one branch's tables (./TableQrSheet,
 * with its print button; printing leaves only the cards). Without `branch` an employee of one
 * branch gets their branch; a branch the viewer may not look at (an employee: another branch) or
 * that does not exist says so, with the way back.
 *
 * Decision: the cards come from the whole table list (the one /api/init and the storefront read;
 * the sheet keeps the branch's tables). Every table of the branch must be on the sheet, which a
 * list page could cut off, and a shop's tables are a few dozen, so the whole list is small; it
 * also stays in step with the editor's saves and deletes (../data/resource-api.ts storeSaved).
 */
import { Link, useSearchParams } from 'react-router';
import { ErrorState, Loading } from '../../common/ui';
import { useDocumentTitle } from '../../common/document';
import { t } from '../i18n';
import { useViewer } from '../data/access';
import { branchesApi } from '../branches/api';
import { tablesApi } from './api';
import { TableQrSheet } from './TableQrSheet';
import { singleBranchId } from './tables-model';

export default function TablesPrintPage() {
  // The sheet's own heading names the branch; the page's is the button that led here.
  const title = t('tablesAdmin.print');
  useDocumentTitle(title);
  const viewer = useViewer();
  const [params] = useSearchParams();
  const branches = branchesApi.useAll();
  const tables = tablesApi.useAll();

  const body = () => {
    if (!viewer || branches.isPending || tables.isPending) return <Loading />;
    if (branches.isError) return <ErrorState message={branches.error.message} onRetry={() => void branches.refetch()} />;
    if (tables.isError) return <ErrorState message={tables.error.message} onRetry={() => void tables.refetch()} />;
    const branchId = singleBranchId(viewer, params.get('branch') ?? undefined);
    const branch = branches.data.find((candidate) => candidate.id === branchId);
    if (!branch) return <p className="bo-notice bo-notice--warning">{t('tablesAdmin.printPage.unknownBranch')}</p>;
    return <TableQrSheet branch={branch} tables={tables.data} origin={window.location.origin} />;
  };

  return (
    <section className="tables-print-page" aria-labelledby="tables-print-title">
      <p className="bo-editor__back">
        <Link to={params.get('branch') ? `/tables?branch=${encodeURIComponent(params.get('branch')!)}` : '/tables'}>{t('tablesAdmin.back')}</Link>
      </p>
      <h1 id="tables-print-title" className="bo-page-title">
        {title}
      </h1>
      {body()}
    </section>
  );
}
