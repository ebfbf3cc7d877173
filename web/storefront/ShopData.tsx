/**
 * The shop's settings and branches (from GET /api/init), with the loading and failed states every
 * storefront page shows before it can render anything of its own.
 */
import type { ReactNode } from 'react';
import { t } from '../common/i18n';
import { ErrorState, Loading } from '../common/ui';
import { useBranches, useConfig, type Branch, type PublicConfig } from './data';

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
        message={t('backend.initialLoadFailed')}
        onRetry={() => {
          void config.refetch();
          void branches.refetch();
        }}
      />
    );
  }
  return children({ config: config.data, branches: branches.data });
}
