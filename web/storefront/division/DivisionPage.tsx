/**
 * Division / home screen (storefront.md §2): the config's title and description and the branch
 * list. Search, tag filter, map and the one-branch home page come with a later issue.
 *
 * Decisions where the spec leaves room:
 * - The branch list is headed by the division's own title and description when the shop has a
 *   division (the seed's 'Unsere Filialen'), else by 'Filialen'.
 * - Page title '{title} - {shop title}': the division's title (else the config title), then the
 *   shop name (else the config title), e.g. 'Unsere Filialen - Fleischerei Gruber'.
 */
import { t } from '../../common/i18n';
import { pageTitle, useDocumentTitle } from '../../common/document';
import { useNow } from '../../common/time';
import { ErrorState, Loading } from '../../common/ui';
import { DEFAULT_TIME_ZONE, useBranches, useConfig, useDivisions } from '../data';
import { BranchCard } from './BranchCard';

export function DivisionPage() {
  const config = useConfig();
  const branches = useBranches();
  // Optional: without a division the list keeps its plain heading.
  const division = useDivisions().data?.[0];
  const now = useNow();
  useDocumentTitle(
    pageTitle(division?.title || config.data?.title, config.data?.shopName || config.data?.title),
    config.data?.seoDescription || config.data?.description,
  );

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

  const timeZone = config.data.timeZone || DEFAULT_TIME_ZONE;
  return (
    <div className="container division">
      <section className="division__intro" aria-labelledby="division-title">
        <h1 id="division-title">{config.data.title || config.data.shopName}</h1>
        {config.data.description && <p className="division__description">{config.data.description}</p>}
      </section>
      <section aria-labelledby="branches-title">
        <h2 id="branches-title" className="division__heading">
          {division?.title || t('web.branches.heading')}
        </h2>
        {division?.description && <p className="division__lead">{division.description}</p>}
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
