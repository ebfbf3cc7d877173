/**
 * The block types of a 'Standardseite' (storefront.md §2 "Content pages"); the value shapes are
 * read by shared/content/blocks.ts (its table lists them). Each block is a <section> of the page.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { isBranchActive } from '#shared/hours/index.ts';
import { mapEmbedUrl, readBulletPoints, readFormText, readHero, readHeroSlider, readOffers, readSocialMedia, readText, refId } from '#shared/content/blocks.ts';
import { linkView, type ImageLike } from '#shared/content/fields.ts';
import { EMBED_SANDBOX } from '#shared/web/embeds.ts';
import { money } from '#shared/money/money.ts';
import { effectivePricingModel } from '#shared/pricing/pricing.ts';
import { formatPrice } from '#shared/pricing/format.ts';
import { getUnit } from '#shared/units/units.ts';
import { t } from '../../common/i18n';
import { Button, buttonClass } from '../../common/ui';
import { useThirdPartyAllowed, decideConsent } from '../consent/consent';
import { useBranches, useConfig, useMenus, useProducts, type Branch } from '../data';
import { Picture } from '../layout/Picture';
import { phoneHref } from '../division/ContactBlock';
import { addressDirectionsUrl } from '../division/directions';
import { HoursDialog, HoursTable } from '../division/OpeningHours';
import { publicNodes, useNodes } from './content-data';
import { ContactForm } from './ContactForm';
import { ContentField } from './ContentField';
import { ChevronIcon } from './icons';
import { Lightbox, useLightbox } from './Lightbox';
import { RichText } from './RichText';
import { Slider } from './Slider';
import { SocialFeed } from './SocialFeed';

type BlockProps = { value: unknown };

/** The first branch a visitor can order from (storefront.md §2 "Hero map": first enabled and public). */
function useFirstActiveBranch(preferredId = ''): Branch | undefined {
  const branches = useBranches().data ?? [];
  return branches.find((branch) => branch.id === preferredId && isBranchActive(branch)) ?? branches.find(isBranchActive);
}

/** The hero's image: beside the text (half the page) from 720 px, the whole width below. */
const HALF_PAGE_SIZES = '(min-width: 1152px) 36rem, (min-width: 720px) 50vw, 100vw';

/** An image that opens the lightbox on click, Enter or Space (it is a button). */
function ZoomImage({ image, sizes, eager, onOpen, className }: { image: ImageLike; sizes: string; eager?: boolean; onOpen: () => void; className?: string }) {
  const alt = image.alt ?? image.name ?? '';
  return (
    <button
      type="button"
      className={['zoom-image', className].filter(Boolean).join(' ')}
      onClick={onOpen}
      aria-label={alt ? `${alt}, ${t('lightbox.enlarge')}` : t('lightbox.enlarge')}
    >
      <Picture image={image} src="small" sizes={sizes} alt="" priority={eager} />
    </button>
  );
}

export function HeroBlock({ value }: BlockProps) {
  const hero = readHero(value);
  const branch = useFirstActiveBranch(hero.branchId);
  const [hoursOpen, setHoursOpen] = useState(false);
  const lightbox = useLightbox();
  return (
    <section className="block block-hero">
      <div className="block-hero__text">
        <RichText html={hero.text} />
        <ContentField definition={{ key: 'files', type: 'files' }} value={hero.files} />
        {branch && (
          <Button variant="secondary" onClick={() => setHoursOpen(true)}>
            {t('hours.openingHours')}
          </Button>
        )}
      </div>
      {hero.image && (
        <>
          <ZoomImage image={hero.image} sizes={HALF_PAGE_SIZES} eager onOpen={() => lightbox.show(0)} className="block-hero__image" />
          <Lightbox images={[hero.image]} start={lightbox.start} onClose={lightbox.close} />
        </>
      )}
      <HoursDialog branch={hoursOpen ? (branch ?? null) : null} onClose={() => setHoursOpen(false)} />
    </section>
  );
}

/**
 * The shop's address block beside the first active branch's week (storefront.md §2 "Hero map").
 * The phone is a tel: link: the spec reports a mailto: link there as a defect.
 * Decision: no map tiles here (a third-party request before consent and a 1 MB library for a
 * contact block); the 'Anfahrt' link opens the directions instead.
 */
export function HeroMapBlock() {
  const config = useConfig().data;
  const branch = useFirstActiveBranch();
  if (!branch) return null;
  const names = [config?.businessName, config?.shopName].filter((name, index, all): name is string => !!name && all.indexOf(name) === index);
  const cityLine = [branch.zipCode, branch.city].filter(Boolean).join(' ');
  const directions = addressDirectionsUrl(branch.street, branch.city);
  return (
    <section className="block block-hero-map">
      <div className="block-hero-map__contact">
        {names.map((name, index) =>
          index === 0 ? (
            <h2 key={name}>{name}</h2>
          ) : (
            <p key={name} className="block-hero-map__shop">
              {name}
            </p>
          ),
        )}
        <h3>{t('block.heroMap.address')}</h3>
        <address>
          <span>{branch.name}</span>
          {branch.street && <span>{branch.street}</span>}
          {cityLine && <span>{cityLine}</span>}
        </address>
        {directions && (
          <a href={directions} target="_blank" rel="noopener noreferrer">
            {t('home.directions')}
            <span className="visually-hidden"> {t('layout.newTab')}</span>
          </a>
        )}
        {branch.phone && (
          <>
            <h3>{t('block.heroMap.phone')}</h3>
            <p>
              <a href={phoneHref(branch.phone)}>{branch.phone}</a>
            </p>
          </>
        )}
        {branch.email && (
          <>
            <h3>{t('block.heroMap.email')}</h3>
            <p>
              <a href={`mailto:${branch.email}`}>{branch.email}</a>
            </p>
          </>
        )}
      </div>
      <div className="block-hero-map__hours">
        <h3>{t('block.heroMap.openingHours')}</h3>
        <HoursTable rules={branch.openingHours} style="full" caption={`${t('hours.openingHours')} ${branch.name}`} />
      </div>
    </section>
  );
}

/**
 * Offers: products the editor picked, with name, price and picture, each linking to the store
 * page of a branch whose menu lists it (else the first active branch). Decision: the spec names
 * the block only; a butcher's "Angebote der Woche" are products of the shop, so the block
 * points at products instead of repeating their data, and prices stay current by themselves.
 * A product that is gone or disabled is left out.
 */
export function OffersBlock({ value }: BlockProps) {
  const offers = readOffers(value);
  const products = useProducts().data ?? [];
  const menus = useMenus().data ?? [];
  const branches = useBranches().data ?? [];
  const currency = useConfig().data?.currency;
  const fallback = branches.find(isBranchActive);
  const shown = offers.productIds.map((id) => products.find((product) => product.id === id && product.isEnabled)).filter((product) => product !== undefined);
  if (shown.length === 0 && !offers.text) return null;
  const storeOf = (productId: string) => {
    const menu = menus.find((candidate) => candidate.catalog.some((category) => category.products.includes(productId)));
    const branch = menu?.branches
      .map((ref) => branches.find((candidate) => candidate.id === refId(ref)))
      .find((candidate) => candidate && isBranchActive(candidate));
    return branch ?? fallback;
  };
  return (
    <section className="block block-offers">
      {offers.title && <h2>{offers.title}</h2>}
      <RichText html={offers.text} />
      <ul className="block-offers__list">
        {shown.map((product) => {
          const branch = storeOf(product.id);
          const image = product.images[0];
          return (
            <li key={product.id} className="block-offers__item">
              {image && <Picture image={image} src="product" sizes="(min-width: 720px) 18rem, calc(100vw - 2rem)" widths={['tiny', 'small']} alt="" />}
              <h3>{product.name}</h3>
              {!product.isPriceHidden && (
                <p className="block-offers__price">
                  {t('store.product.pricePerUnit', {
                    price: formatPrice(money(product.price), effectivePricingModel(product, product.unit), currency),
                    unit: getUnit(product.unit).shortName,
                  })}
                </p>
              )}
              {branch && (
                <Link to={`/store/${encodeURIComponent(branch.identifier)}`} aria-label={`${t('home.orderOnline')}: ${product.name}`}>
                  {t('home.orderOnline')}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function TextBlock({ value }: BlockProps) {
  return (
    <section className="block block-text">
      <RichText html={readText(value)} />
    </section>
  );
}

function useForm(formId: string) {
  return publicNodes(useNodes().data, 'form').find((node) => node.id === formId);
}

export function FormBlock({ value }: BlockProps) {
  const form = useForm(refId((value as { form?: unknown } | null)?.form));
  if (!form) return null;
  return (
    <section className="block block-form">
      <ContactForm form={form} />
    </section>
  );
}

export function FormTextBlock({ value }: BlockProps) {
  const block = readFormText(value);
  const form = useForm(block.formId);
  const lightbox = useLightbox();
  return (
    <section className="block block-form-text">
      <div className="block-form-text__aside">
        <RichText html={block.text} />
        {block.image && (
          <>
            <ZoomImage image={block.image} sizes="(min-width: 1152px) 28rem, (min-width: 720px) 40vw, 100vw" onOpen={() => lightbox.show(0)} />
            <Lightbox images={[block.image]} start={lightbox.start} onClose={lightbox.close} />
          </>
        )}
      </div>
      {form && <ContactForm form={form} />}
    </section>
  );
}

/** What a third-party embed shows before consent: why it is missing and the button that consents. */
export function ConsentGate({ note }: { note: string }) {
  return (
    <div className="consent-gate">
      <p>{note}</p>
      <Button variant="secondary" onClick={() => decideConsent('accepted')}>
        {t('consent.external.accept')}
      </Button>
    </div>
  );
}

export function SocialMediaBlock({ value }: BlockProps) {
  const block = readSocialMedia(value);
  const allowed = useThirdPartyAllowed();
  return (
    <section
      className={`block block-social${block.background ? ' block-social--coloured' : ''}`}
      style={block.background ? { backgroundColor: block.background } : undefined}
    >
      <RichText html={block.text} />
      {block.feed && (allowed ? <SocialFeed src={block.feed} /> : <ConsentGate note={t('consent.external.social')} />)}
    </section>
  );
}

export function HeroSliderBlock({ value }: BlockProps) {
  const block = readHeroSlider(value);
  const links = block.links.map(linkView).filter((link) => link !== null);
  return (
    <section className="block block-hero-slider">
      <div className="block-hero-slider__text">
        <RichText html={block.text} />
        {links.length > 0 && (
          <ul className="block-links">
            {links.map((link, index) => (
              <li key={`${link.href}-${index}`}>
                {link.internal ? (
                  <Link to={link.href} className={buttonClass('primary')}>
                    {link.text}
                  </Link>
                ) : (
                  <a href={link.href} className={buttonClass('secondary')} {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                    {link.text}
                    {link.newTab && <span className="visually-hidden"> {t('layout.newTab')}</span>}
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <Slider slider={block.slider} />
    </section>
  );
}

/** Bullet points as an accordion: each headline is a button (aria-expanded) that shows or hides its text. */
export function BulletPointsBlock({ value }: BlockProps) {
  const points = readBulletPoints(value);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  if (points.length === 0) return null;
  return (
    <section className="block block-bullets">
      <ul className="accordion">
        {points.map((point, index) => {
          const expanded = open.has(index);
          return (
            <li key={index} className="accordion__item">
              <h3 className="accordion__heading">
                <button type="button" className="accordion__toggle" aria-expanded={expanded} onClick={() => toggle(index)}>
                  <span>{point.headline}</span>
                  <span className={`accordion__icon${expanded ? ' is-open' : ''}`}>
                    <ChevronIcon direction="down" />
                  </span>
                </button>
              </h3>
              <div className="accordion__panel" hidden={!expanded}>
                <RichText html={point.text} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Every public employee: name, text, picture (a gallery of all the team's pictures), phone and e-mail. */
export function TeamBlock() {
  const employees = publicNodes(useNodes().data, 'employee');
  const lightbox = useLightbox();
  const images = employees.flatMap((employee) =>
    employee.content.image
      ? [{ ...employee.content.image, alt: employee.content.image.alt || `${employee.content.firstName} ${employee.content.lastName}` }]
      : [],
  );
  if (employees.length === 0) return null;
  return (
    <section className="block block-team">
      <ul className="team">
        {employees.map((employee) => {
          const { firstName, lastName, text, phone, email, image } = employee.content;
          const imageIndex = image ? images.findIndex((candidate) => candidate.id === image.id) : -1;
          return (
            <li key={employee.id} className="team__member">
              {image && imageIndex >= 0 && (
                <ZoomImage image={images[imageIndex]!} sizes="16rem" onOpen={() => lightbox.show(imageIndex)} className="team__image" />
              )}
              <h3 className="team__name">{`${firstName} ${lastName}`}</h3>
              {text && <p className="team__text">{text}</p>}
              {(phone || email) && (
                <div className="team__contact">
                  <h4>{t('block.team.contact')}</h4>
                  {phone && (
                    <p>
                      {t('block.team.phone')} <a href={phoneHref(phone)}>{phone}</a>
                    </p>
                  )}
                  {email && (
                    <p>
                      {t('block.team.mail')} <a href={`mailto:${email}`}>{email}</a>
                    </p>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <Lightbox images={images} start={lightbox.start} onClose={lightbox.close} />
    </section>
  );
}

/**
 * The embedded map, only after consent and lazily loaded; before consent a note with the button
 * that consents. Google Maps and OpenStreetMap only (shared/web/embeds.ts): a frame of another
 * host would be refused by the Content-Security-Policy, so mapEmbedUrl drops it and the block
 * shows nothing.
 */
export function MapBlock({ value }: BlockProps) {
  const src = mapEmbedUrl(value);
  const allowed = useThirdPartyAllowed();
  if (!src) return null;
  return (
    <section className="block block-map">
      {allowed ? (
        <iframe
          className="block-map__frame"
          src={src}
          title={t('block.map.title')}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          sandbox={EMBED_SANDBOX}
        />
      ) : (
        <ConsentGate note={t('consent.external.map')} />
      )}
    </section>
  );
}

export function PrivacyBlock({ value }: BlockProps) {
  return (
    <section className="block block-privacy">
      <RichText html={readText(value)} />
    </section>
  );
}
