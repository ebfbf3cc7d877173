/**
 * The footer (storefront.md §2 "Global layout"): contact data, the opening hours of the first
 * branch, the footer navigation, social links (Facebook and Instagram as icons, others by label),
 * the legal links (layout/legal.ts), the online-order link when exactly one branch exists, and
 * 'Cookie-Einstellungen' to change the consent.
 *
 * Decisions:
 * - "Map image link": a text link 'Anfahrt' to the directions to the shop's address; an image of
 *   a map would come from the map service, a third-party request before consent.
 * - The first branch is the first active one (an inactive branch's hours would mislead).
 * - 'App installieren' (with the legal links) opens the app-install flow (../pwa/) where
 *   installing can be offered: plugin on, not self-service, supported, not installed or registered.
 * - In the self-service context there is no consent to change, so no 'Cookie-Einstellungen';
 *   and no link leads off the shop (social media, external addresses, directions).
 */
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { isBranchActive } from '#shared/hours/index.ts';
import { t } from '../../common/i18n';
import { reopenConsentBanner } from '../consent/consent';
import { showInstallPrompt, useCanOfferInstall } from '../pwa/install';
import { useBranches, useConfig, useNavigations } from '../data';
import { phoneHref } from '../division/ContactBlock';
import { addressDirectionsUrl } from '../division/directions';
import { HoursTable } from '../division/OpeningHours';
import { SocialIcon } from './icons';
import { legalLinks } from './legal';
import { isActiveHref, menuEntries, navigationItems, socialNetwork, withoutExternal, type MenuEntry } from './navigation';
import { useSelfService } from './self-service';

function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('layout.newTab')}</span>
    </a>
  );
}

function FooterEntries({ entries }: { entries: MenuEntry[] }) {
  const { pathname } = useLocation();
  return entries.map((entry, index) => (
    <li key={`${entry.label}-${index}`}>
      {entry.kind === 'group' ? (
        <>
          <span className="site-footer__group">{entry.label}</span>
          <ul className="site-footer__list">
            <FooterEntries entries={entry.children} />
          </ul>
        </>
      ) : entry.kind === 'external' ? (
        <ExternalLink href={entry.href}>{entry.label}</ExternalLink>
      ) : (
        <Link to={entry.href} aria-current={isActiveHref(entry.href, pathname) ? 'page' : undefined}>
          {entry.label}
        </Link>
      )}
    </li>
  ));
}

export function Footer() {
  const config = useConfig().data;
  const branches = useBranches().data ?? [];
  const navigations = useNavigations().data;
  const { isSelfService } = useSelfService();
  const offerInstall = useCanOfferInstall(!!config?.enablePluginPWA && !isSelfService);
  const firstBranch = branches.find(isBranchActive);
  const allFooterEntries = menuEntries(navigationItems(navigations, 'footer'));
  const footerEntries = isSelfService ? withoutExternal(allFooterEntries) : allFooterEntries;
  const socialEntries = isSelfService ? [] : menuEntries(navigationItems(navigations, 'socialMedia')).filter((entry) => entry.kind !== 'group');
  const legal = legalLinks(config).filter((link) => !(isSelfService && link.external));
  const directions = isSelfService ? null : addressDirectionsUrl(config?.street, config?.city);
  const onlyBranch = branches.length === 1 ? branches[0] : undefined;
  const name = config?.businessName || config?.shopName;
  const cityLine = [config?.zipCode, config?.city].filter(Boolean).join(' ');

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            {t('layout.footer.contact')}
          </h2>
          <address className="site-footer__address">
            {name && <strong>{name}</strong>}
            {config?.street && <span>{config.street}</span>}
            {cityLine && <span>{cityLine}</span>}
            {config?.phone && <a href={phoneHref(config.phone)}>{config.phone}</a>}
            {config?.email && <a href={`mailto:${config.email}`}>{config.email}</a>}
          </address>
          {directions && <ExternalLink href={directions}>{t('home.directions')}</ExternalLink>}
        </section>

        {firstBranch && (
          <section aria-labelledby="footer-hours">
            <h2 id="footer-hours" className="site-footer__heading">
              {t('hours.openingHours')}
            </h2>
            <p className="site-footer__branch">{firstBranch.name}</p>
            <HoursTable rules={firstBranch.openingHours} caption={`${t('hours.openingHours')} ${firstBranch.name}`} />
          </section>
        )}

        {(footerEntries.length > 0 || onlyBranch) && (
          <nav aria-labelledby="footer-links">
            <h2 id="footer-links" className="site-footer__heading">
              {t('layout.footer.links')}
            </h2>
            <ul className="site-footer__list">
              {onlyBranch && (
                <li>
                  <Link to={`/store/${encodeURIComponent(onlyBranch.identifier)}`}>{t('home.orderOnline')}</Link>
                </li>
              )}
              <FooterEntries entries={footerEntries} />
            </ul>
          </nav>
        )}

        {socialEntries.length > 0 && (
          <nav aria-labelledby="footer-social">
            <h2 id="footer-social" className="site-footer__heading">
              {t('layout.footer.social')}
            </h2>
            <ul className="site-footer__social">
              {socialEntries.map((entry, index) => {
                const network = socialNetwork(entry);
                return (
                  <li key={`${entry.href}-${index}`}>
                    {network ? (
                      <a
                        href={entry.href}
                        className="site-footer__social-link"
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`${entry.label} ${t('layout.newTab')}`}
                      >
                        <SocialIcon network={network} />
                      </a>
                    ) : (
                      <ExternalLink href={entry.href}>{entry.label}</ExternalLink>
                    )}
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
      </div>

      <div className="container site-footer__bottom">
        <nav aria-label={t('layout.footer.legal')}>
          <ul className="site-footer__legal">
            {legal.map((link) => (
              <li key={link.key}>{link.external ? <ExternalLink href={link.href}>{link.label}</ExternalLink> : <Link to={link.href}>{link.label}</Link>}</li>
            ))}
            {!isSelfService && (
              <li>
                <button type="button" className="text-button" onClick={reopenConsentBanner}>
                  {t('layout.consent.settings')}
                </button>
              </li>
            )}
            {offerInstall && (
              <li>
                <button type="button" className="text-button" onClick={showInstallPrompt}>
                  {t('pwa.installLink')}
                </button>
              </li>
            )}
          </ul>
        </nav>
        {name && <p className="site-footer__copyright">{t('layout.footer.copyright', { year: new Date().getFullYear(), name })}</p>}
      </div>
    </footer>
  );
}
