/**
 * Division / home screen (storefront.md §2): the config's title and description, then either the
 * home-page plugin (enablePluginHomePage: teasers, opening hours, contact) or the branch list
 * with search and tag chips; below either, the map (enablePluginMapbox, after cookie consent).
 * The page title is set by the layout (layout/page-meta.ts).
 *
 * The map's component loads on demand, only for a shop with the map plugin: the home page's first
 * paint does not wait for it (DESIGN.md §9).
 *
 * Decision: the branch list is headed by the division's own title and description when the shop
 * has a division (the seed's 'Unsere Filialen'), else by 'Filialen'.
 */
import { lazy, Suspense } from 'react';
import { t } from '../../common/i18n';
import { DEFAULT_TIME_ZONE } from '#shared/time/zone.ts';
import { useDivisions, useTags } from '../data';
import { WithShopData, type ShopData } from '../ShopData';
import { BranchList } from './BranchList';
import { HomePage } from './HomePage';

const BranchMap = lazy(() => import('./BranchMap').then((module) => ({ default: module.BranchMap })));

export function DivisionPage() {
  return <WithShopData>{(data) => <Division {...data} />}</WithShopData>;
}

function Division({ config, branches }: ShopData) {
  // Optional: without a division the list keeps its plain heading; without tags, no chips.
  const division = useDivisions().data?.[0];
  const tags = useTags().data ?? [];

  const timeZone = config.timeZone || DEFAULT_TIME_ZONE;
  return (
    <div className="container division">
      <section className="division__intro" aria-labelledby="division-title">
        <h1 id="division-title">{config.title || config.shopName}</h1>
        {config.description && <p className="division__description">{config.description}</p>}
      </section>
      {config.enablePluginHomePage ? (
        <HomePage branches={branches} config={config} />
      ) : (
        <section aria-labelledby="branches-title">
          <h2 id="branches-title" className="division__heading">
            {division?.title || t('web.branches.heading')}
          </h2>
          {division?.description && <p className="division__lead">{division.description}</p>}
          <BranchList branches={branches} tags={tags} config={config} timeZone={timeZone} />
        </section>
      )}
      {config.enablePluginMapbox && (
        <Suspense fallback={null}>
          <BranchMap branches={branches} config={config} />
        </Suspense>
      )}
    </div>
  );
}
