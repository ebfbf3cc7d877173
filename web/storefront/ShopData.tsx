/**
 * The shop's settings and branches (from GET /api/init), with the loading and failed states every
 * storefront page shows before it can render anything of its own.
 */
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { t } from '../common/i18n';
import { ErrorState, Loading } from '../common/ui';
import { useBranches, useConfig, type Branch, type PublicConfig } from './data';
import { NotFoundPage } from './errors';

export interface ShopData {
  config: PublicConfig;
  branches: Branch[];
}

export function WithShopData({ children }: { children: (data: ShopData) => ReactNode }) {
  const config = useConfig();
  const branches = useBranches();
  if (config.isPending || branches.isPending) return <Loading />;
  if (config.isError || branches.isError) {
    return (
      <ErrorState
        message={t('backoffice.initialLoadFailed')}
        onRetry={() => {
          void config.refetch();
          void branches.refetch();
        }}
      />
    );
  }
  return children({ config: config.data, branches: branches.data });
}

/** The branch of a /store/{branchIdentifier}/… route with the settings; an unknown one is a 404. */
export function WithShopBranch({ children }: { children: (data: { config: PublicConfig; branch: Branch }) => ReactNode }) {
  const { branchIdentifier } = useParams();
  return (
    <WithShopData>
      {({ config, branches }) => {
        const branch = branches.find((candidate) => candidate.identifier === branchIdentifier);
        return branch ? children({ config, branch }) : <NotFoundPage />;
      }}
    </WithShopData>
  );
}
