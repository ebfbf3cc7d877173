/**
 * Division / home screen (storefront.md §2): the config's title and description and the branch
 * list. Search, tag filter, map and the one-branch home page come with a later issue.
 */
import { t } from '../../common/i18n';
import { pageTitle, useDocumentTitle } from '../../common/document';
import { useNow } from '../../common/time';
import { ErrorState, Loading } from '../../common/ui';
import { DEFAULT_TIME_ZONE, useBranches, useConfig } from '../data';
import { BranchCard } from './BranchCard';

export function DivisionPage() {
  const config = useConfig();
  const branches = useBranches();
  const now = useNow();
  const title = config.data?.title;
  useDocumentTitle(pageTitle(title, config.data?.shopName), config.data?.seoDescription || config.data?.description);

  if (config.isPending || branches.isPending) return <Loading />;
  if (config.isError || branches.isError) {
    return (
      <ErrorState
        message={t('web.error.initialLoad')}
        onRetry={() => {
          void config.refetch();
          void branches.refetch();
        }}
      />
    );
  }

  const timeZone = config.data.timeZone || DEFAULT_TIME_ZONE;
  return (
    <div className="container division">
      <section className="division__intro" aria-labelledby="division-title">
        <h1 id="division-title">{title || config.data.shopName}</h1>
        {config.data.description && <p className="division__description">{config.data.description}</p>}
      </section>
      <section aria-labelledby="branches-title">
        <h2 id="branches-title" className="division__heading">
          {t('web.branches.heading')}
        </h2>
        {branches.data.length === 0 ? (
          <p>{t('web.branches.empty')}</p>
        ) : (
          <ul className="branch-grid" role="list">
            {branches.data.map((branch, index) => (
              <BranchCard key={branch.id} branch={branch} now={now} timeZone={timeZone} eagerImage={index < 2} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
