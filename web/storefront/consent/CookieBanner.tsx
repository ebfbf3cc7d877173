/**
 * The cookie banner (storefront.md §2, §4): a non-modal bar at the bottom with 'Akzeptieren' and
 * 'Ablehnen' side by side and a link to the privacy policy. Not shown in the self-service context.
 * Withdrawing an earlier consent reloads the page when a tracking script had already loaded
 * (a loaded script cannot be taken back).
 */
import { Link } from 'react-router';
import { t } from '../../common/i18n';
import { Button } from '../../common/ui';
import type { PublicConfig } from '../data';
import { privacyLink } from '../layout/legal';
import { decideConsent, useConsent, type ConsentDecision } from './consent';
import { isTrackingLoaded } from './tracking';

export function CookieBanner({ config }: { config: PublicConfig | undefined }) {
  const { status, isBannerOpen } = useConsent();
  if (!isBannerOpen) return null;
  const privacy = privacyLink(config);

  const decide = (decision: ConsentDecision) => {
    const withdraws = status === 'accepted' && decision === 'declined';
    decideConsent(decision);
    if (withdraws && isTrackingLoaded()) window.location.reload();
  };

  return (
    <section className="cookie-banner" aria-labelledby="cookie-banner-title" data-testid="cookie-banner">
      <div className="container cookie-banner__inner">
        <div className="cookie-banner__text">
          <h2 id="cookie-banner-title" className="cookie-banner__title">
            {t('layout.consent.title')}
          </h2>
          <p>
            {t('layout.consent.text')}{' '}
            {privacy &&
              (privacy.external ? (
                <a href={privacy.href} target="_blank" rel="noopener noreferrer">
                  {t('layout.consent.privacy')}
                  <span className="visually-hidden"> {t('layout.newTab')}</span>
                </a>
              ) : (
                <Link to={privacy.href}>{t('layout.consent.privacy')}</Link>
              ))}
          </p>
        </div>
        <div className="cookie-banner__actions">
          <Button variant="secondary" onClick={() => decide('declined')}>
            {t('layout.consent.decline')}
          </Button>
          <Button onClick={() => decide('accepted')}>{t('layout.consent.accept')}</Button>
        </div>
      </div>
    </section>
  );
}
