/**
 * The values of a content page's blocks (storefront.md §2 "Content pages", §3 "Site"), read
 * from the free JSON a block stores. The spec names some value fields; the others are ours and
 * the back office's block editors write the same shapes:
 *
 * | block | value |
 * |---|---|
 * | hero | text (rich text), files (file refs), image, branch {id} (whose opening hours the button shows; else the first active branch) |
 * | heroMap | – (the first enabled and public branch) |
 * | offers | title, text (rich text), products ([{id}] or ids, in this order) |
 * | text, privacy | text (rich text) |
 * | formText | form {id}, image, text |
 * | form | form {id} |
 * | socialMedia | text, background (a CSS colour), feed (the embed address of a Facebook page plugin or an Instagram embed, or the iframe code they hand out) |
 * | heroSlider | text, links ([{type, label, value, target}], shared/content/fields.ts linkView), slider (a slider value) |
 * | slider | images, duration (seconds), height (CSS pixels), label |
 * | bulletPoints | points [{headline, text}] |
 * | team | – (every public employee node) |
 * | map | iframe (the embed address, or the embed code a map service hands out) |
 *
 * Both embeds are iframes from the providers of shared/web/embeds.ts only, the ones the
 * Content-Security-Policy frames; no third-party script runs on the shop's origin (why: there).
 *
 * Reading never throws: a missing or mistyped field is empty, so a half-edited block still renders.
 */
import { embedUrl } from '../web/embeds';
import { filesOf, imagesOf, textOf, type FileLike, type ImageLike } from './fields';

type Value = Record<string, unknown>;

const isRecord = (value: unknown): value is Value => typeof value === 'object' && value !== null && !Array.isArray(value);
const record = (value: unknown): Value => (isRecord(value) ? value : {});

/** The id of a `{id}` reference or a plain id string ('' when none). */
export function refId(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  return isRecord(value) ? textOf(value.id) : '';
}

export interface SliderValue {
  images: ImageLike[];
  /** Seconds per slide; 0 = no autoplay. */
  duration: number;
  /** Height in CSS pixels; null = the images' own ratio (16:9 box). */
  height: number | null;
  label: string;
}

const positive = (value: unknown): number => {
  const number = typeof value === 'string' ? Number(value.replace(',', '.')) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : 0;
};

export function readSlider(value: unknown): SliderValue {
  const slider = record(value);
  const height = positive(slider.height);
  return { images: imagesOf(slider.images), duration: positive(slider.duration), height: height ? Math.min(height, 1200) : null, label: textOf(slider.label) };
}

export interface HeroValue {
  text: string;
  files: FileLike[];
  image: ImageLike | null;
  branchId: string;
}

export function readHero(value: unknown): HeroValue {
  const hero = record(value);
  return { text: textOf(hero.text), files: filesOf(hero.files), image: imagesOf(hero.image)[0] ?? null, branchId: refId(hero.branch) };
}

export interface OffersValue {
  title: string;
  text: string;
  productIds: string[];
}

export function readOffers(value: unknown): OffersValue {
  const offers = record(value);
  const ids = (Array.isArray(offers.products) ? offers.products : []).map(refId).filter(Boolean);
  return { title: textOf(offers.title), text: textOf(offers.text), productIds: [...new Set(ids)] };
}

export interface FormTextValue {
  formId: string;
  image: ImageLike | null;
  text: string;
}

export function readFormText(value: unknown): FormTextValue {
  const block = record(value);
  return { formId: refId(block.form), image: imagesOf(block.image)[0] ?? null, text: textOf(block.text) };
}

export interface SocialMediaValue {
  text: string;
  /** A CSS colour, only when it is one ('#a1b2c3', 'rgb(…)', a colour name); '' otherwise. */
  background: string;
  /** The feed's iframe address ('' when none or not from an allowed provider). */
  feed: string;
}

/** Colour values a block may set as background: hex, rgb(a)/hsl(a) functions and plain names, nothing that could close the declaration. */
export function cssColour(value: unknown): string {
  const text = textOf(value);
  if (/^#[0-9a-f]{3,8}$/i.test(text)) return text;
  if (/^(rgb|rgba|hsl|hsla)\(\s*[\d.,%\s/]+\)$/i.test(text)) return text;
  if (/^[a-z]{3,20}$/i.test(text)) return text;
  return '';
}

export function readSocialMedia(value: unknown): SocialMediaValue {
  const block = record(value);
  return { text: textOf(block.text), background: cssColour(block.background), feed: embedUrl('feed', textOf(block.feed)) };
}

export interface HeroSliderValue {
  text: string;
  links: unknown[];
  slider: SliderValue;
}

export function readHeroSlider(value: unknown): HeroSliderValue {
  const block = record(value);
  return { text: textOf(block.text), links: Array.isArray(block.links) ? block.links : [], slider: readSlider(block.slider) };
}

export interface BulletPoint {
  headline: string;
  text: string;
}

export function readBulletPoints(value: unknown): BulletPoint[] {
  const points = record(value).points;
  return (Array.isArray(points) ? points : [])
    .map((point) => ({ headline: textOf(record(point).headline), text: textOf(record(point).text) }))
    .filter((point) => point.headline || point.text);
}

/**
 * The map's embed address from the block's iframe value: the address itself, or the src of the
 * <iframe> code a map service hands out (what editors paste). Only Google Maps and OpenStreetMap
 * embeds (shared/web/embeds.ts); '' for any other address.
 */
export function mapEmbedUrl(value: unknown): string {
  return embedUrl('map', textOf(record(value).iframe));
}

/** The rich text of a text or privacy block. */
export function readText(value: unknown): string {
  return textOf(record(value).text);
}
