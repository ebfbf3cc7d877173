/**
 * Division / home screen (storefront.md §2): the config's title and description, then either the
 * home-page plugin (enablePluginHomePage: teasers, opening hours, contact) or the branch list
 * with search and tag chips; below either, the map (enablePluginMapbox, after cookie consent).
 * The page title is set by the layout (layout/page-meta.ts).
 *
 * Decision: the branch list is headed by the division's own title and description when the shop
 * has a division (the seed's 'Unsere Filialen'), else by 'Filialen'.
 */
import { t } from '../../common/i18n';
import { ErrorState, Loading } from '../../common/ui';
import { DEFAULT_TIME_ZONE, useBranches, useConfig, useDivisions, useTags } from '../data';
import { BranchList } from './BranchList';
import { BranchMap } from './BranchMap';
import { HomePage } from './HomePage';

export function DivisionPage() {
  const config = useConfig();
  const branches = useBranches();
  // Optional: without a division the list keeps its plain heading; without tags, no chips.
  const division = useDivisions().data?.[0];
  const tags = useTags().data ?? [];

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
      {config.data.enablePluginHomePage ? (
        <HomePage branches={branches.data} config={config.data} />
      ) : (
        <section aria-labelledby="branches-title">
          <h2 id="branches-title" className="division__heading">
            {division?.title || t('web.branches.heading')}
          </h2>
          {division?.description && <p className="division__lead">{division.description}</p>}
          <BranchList branches={branches.data} tags={tags} config={config.data} timeZone={timeZone} />
        </section>
      )}
      <BranchMap branches={branches.data} config={config.data} />
    </div>
  );
}
