/**
 * The body of a content page (storefront.md §2 "Content pages"): a 'Standardseite' renders its
 * typed blocks in order, an 'Einfache Seite' its rich-text body; any other type shows the 500
 * page's text. A draft carries a visible 'Entwurf' marker. The back office's live preview renders
 * the same component (inside a router and a query cache; it brings content.css into its frame
 * itself: this module does not import the styles, so they never land in the back office's page).
 */
import type { ComponentType } from 'react';
import type { BLOCK_TYPES } from '#shared/schemas/content.ts';
import { t } from '../../common/i18n';
import { InternalErrorPage } from '../errors';
import {
  BulletPointsBlock,
  FormBlock,
  FormTextBlock,
  HeroBlock,
  HeroMapBlock,
  HeroSliderBlock,
  MapBlock,
  OffersBlock,
  PrivacyBlock,
  SocialMediaBlock,
  TeamBlock,
  TextBlock,
} from './blocks';
import type { SiteBody } from './content-data';
import { RichText } from './RichText';

const BLOCKS: Record<(typeof BLOCK_TYPES)[number], ComponentType<{ value: unknown }>> = {
  hero: HeroBlock,
  heroMap: HeroMapBlock,
  offers: OffersBlock,
  text: TextBlock,
  formText: FormTextBlock,
  socialMedia: SocialMediaBlock,
  heroSlider: HeroSliderBlock,
  bulletPoints: BulletPointsBlock,
  team: TeamBlock,
  map: MapBlock,
  form: FormBlock,
  privacy: PrivacyBlock,
};

export function DraftMarker() {
  return (
    <p className="site-draft" role="note">
      {t('site.draft')}
    </p>
  );
}

export interface SiteContentProps {
  site: SiteBody;
  isDraft?: boolean;
}

export function SiteContent({ site, isDraft = false }: SiteContentProps) {
  if (site.type !== 'default' && site.type !== 'simple') return <InternalErrorPage />;
  return (
    <div className={`site-content site-content--${site.type}`}>
      {isDraft && <DraftMarker />}
      {site.type === 'simple' ? (
        <div className="container block">
          <RichText html={site.content.body ?? ''} />
        </div>
      ) : (
        (site.content.blocks ?? []).map((block, index) => {
          const Block = BLOCKS[block.type];
          // A block type this version does not know (written by a newer back office) is left out.
          return Block ? <Block key={index} value={block.value} /> : null;
        })
      )}
    </div>
  );
}
