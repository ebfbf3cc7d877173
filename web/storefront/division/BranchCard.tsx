/**
 * A branch on the home screen (storefront.md §2 "Branch card"): header image, logo, name,
 * address, status lines and the link to /store/{identifier}. The whole card is clickable through
 * the name's link (one link per card for screen readers). The status lines and the inactive state
 * come from the shared opening-hours rules (shared/hours). The 'Öffnungszeiten' button above the
 * card's link opens the opening-hours dialog.
 */
import { Link } from 'react-router';
import { branchCardStatus } from '#shared/hours/index.ts';
import { t } from '../../common/i18n';
import { Card } from '../../common/ui';
import { type Branch } from '../data';
import { BRANCH_CARD_PHOTO } from '#shared/media/image-files.ts';
import { Picture } from '../layout/Picture';

export interface BranchCardProps {
  branch: Branch;
  now: Date;
  timeZone: string;
  /** The first cards are above the fold: load their images at once (Largest Contentful Paint). */
  eagerImage?: boolean;
  onShowHours?: (branch: Branch) => void;
}

export function BranchCard({ branch, now, timeZone, eagerImage = false, onShowHours }: BranchCardProps) {
  const status = branchCardStatus(branch, now, timeZone);
  const image = branch.images?.[0];
  const cityLine = [branch.zipCode, branch.city].filter(Boolean).join(' ');
  const dot = status.isOpen ? (status.closingSoon ? 'status-dot--closing' : 'status-dot--open') : 'status-dot--closed';
  const logo = branch.logo && <Picture image={branch.logo} src="thumbnail" alt="" className="branch-card__logo" />;
  // Without a photo the card starts with its text (a dark block without content would only push
  // the branches down on a phone).
  const media = image && (
    <div className="branch-card__media">
      <Picture image={image} src={BRANCH_CARD_PHOTO.src} sizes={BRANCH_CARD_PHOTO.sizes} widths={BRANCH_CARD_PHOTO.widths} alt="" priority={eagerImage} />
      {logo}
    </div>
  );

  return (
    <Card
      as="li"
      media={media}
      className={['branch-card', image ? '' : 'branch-card--plain', status.isInactive ? 'branch-card--inactive' : ''].filter(Boolean).join(' ')}
      data-branch={branch.identifier}
    >
      {!image && logo}
      {status.isInactive && <span className="badge">{status.lines[0]}</span>}
      <h3 className="branch-card__name">
        <Link to={`/store/${encodeURIComponent(branch.identifier)}`} className="branch-card__link">
          {branch.name}
        </Link>
      </h3>
      {(branch.street || cityLine) && (
        <address className="branch-card__address">
          {branch.street}
          {branch.street && cityLine && <br />}
          {cityLine}
        </address>
      )}
      {!status.isInactive && (
        <ul className="branch-card__status" role="list">
          {status.lines.map((line, index) => (
            <li key={line} className={index === 0 ? undefined : 'branch-card__status-extra'}>
              {index === 0 && <span className={`status-dot ${dot}`} aria-hidden="true" />}
              {line}
            </li>
          ))}
          {status.closingSoon && <li className="branch-card__status-extra branch-card__closing">{t('branchCard.closingSoon')}</li>}
        </ul>
      )}
      <div className="branch-card__actions">
        {onShowHours && (
          <button type="button" className="text-button branch-card__hours" onClick={() => onShowHours(branch)}>
            {t('hours.openingHours')}
            <span className="visually-hidden"> {branch.name}</span>
          </button>
        )}
        <span className="branch-card__cta" aria-hidden="true">
          {t('web.branch.toStore')} →
        </span>
      </div>
    </Card>
  );
}
