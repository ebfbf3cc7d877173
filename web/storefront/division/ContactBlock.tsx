/** A branch's contact block (storefront.md §2): name, street, zipCode, city, phone, email, website. */
import { t } from '../../common/i18n';
import type { Branch } from '../data';

/** 'tel:' address: only the plus and the digits. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function ContactBlock({ branch }: { branch: Branch }) {
  const cityLine = [branch.zipCode, branch.city].filter(Boolean).join(' ');
  return (
    <address className="contact-block">
      <strong>{branch.name}</strong>
      {branch.street && <span>{branch.street}</span>}
      {cityLine && <span>{cityLine}</span>}
      {branch.phone && (
        <span>
          {t('layout.contact.phone')}: <a href={phoneHref(branch.phone)}>{branch.phone}</a>
        </span>
      )}
      {branch.email && (
        <span>
          {t('layout.contact.email')}: <a href={`mailto:${branch.email}`}>{branch.email}</a>
        </span>
      )}
      {branch.website && (
        <span>
          {t('layout.contact.website')}:{' '}
          <a href={branch.website} target="_blank" rel="noopener noreferrer">
            {branch.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            <span className="visually-hidden"> {t('layout.newTab')}</span>
          </a>
        </span>
      )}
    </address>
  );
}
