/**
 * The home-page plugin (storefront.md §2, setting enablePluginHomePage). With exactly one branch
 * three teasers lead the page: order online (the store page), table reservation (a phone link)
 * and directions (an external maps link from street and city). Then, per branch, its opening
 * hours (with the delivery-hours switch) and its contact block.
 *
 * Decisions: "exactly one branch" counts the active (public and enabled) branches; a teaser
 * without its data (no phone, no address) is left out; each branch section links to its store
 * page, since this page replaces the branch list.
 */
import { Link } from 'react-router';
import { isBranchActive } from '#shared/hours/index.ts';
import { t } from '../../common/i18n';
import { buttonClass } from '../../common/ui';
import type { Branch, PublicConfig } from '../data';
import { ContactBlock, phoneHref } from './ContactBlock';
import { addressDirectionsUrl } from './directions';
import { BranchHours } from './OpeningHours';

export function HomePage({ branches, config }: { branches: readonly Branch[]; config: PublicConfig }) {
  const active = branches.filter(isBranchActive);
  const single = active.length === 1 ? active[0] : undefined;
  return (
    <>
      {single && <Teasers branch={single} config={config} />}
      {active.map((branch) => (
        <section key={branch.id} className="home-branch" aria-labelledby={`home-branch-${branch.id}`}>
          <h2 id={`home-branch-${branch.id}`} className="division__heading">
            {branch.name}
          </h2>
          <div className="home-branch__grid">
            <div>
              <h3 className="home-branch__subheading">{t('hours.openingHours')}</h3>
              <BranchHours branch={branch} />
            </div>
            <div>
              <h3 className="home-branch__subheading">{t('layout.footer.contact')}</h3>
              <ContactBlock branch={branch} />
            </div>
          </div>
          {!single && (
            <Link className={buttonClass('secondary')} to={`/store/${encodeURIComponent(branch.identifier)}`}>
              {t('web.branch.toStore')}
            </Link>
          )}
        </section>
      ))}
    </>
  );
}

function Teasers({ branch, config }: { branch: Branch; config: PublicConfig }) {
  const phone = branch.phone || config.phone;
  const directions = addressDirectionsUrl(branch.street, branch.city);
  return (
    <ul className="teasers" role="list">
      <li className="teaser">
        <Link className="teaser__link" to={`/store/${encodeURIComponent(branch.identifier)}`}>
          <span className="teaser__title">{t('home.orderOnline')}</span>
          <span className="teaser__text">{t('layout.teaser.orderOnline')}</span>
        </Link>
      </li>
      {phone && (
        <li className="teaser">
          <a className="teaser__link" href={phoneHref(phone)}>
            <span className="teaser__title">{t('home.reserveTable')}</span>
            <span className="teaser__text">{t('layout.teaser.reserveTable', { phone })}</span>
          </a>
        </li>
      )}
      {directions && (
        <li className="teaser">
          <a className="teaser__link" href={directions} target="_blank" rel="noopener noreferrer">
            <span className="teaser__title">{t('home.directions')}</span>
            <span className="teaser__text">{[branch.street, [branch.zipCode, branch.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')}</span>
            <span className="visually-hidden"> {t('layout.newTab')}</span>
          </a>
        </li>
      )}
    </ul>
  );
}
