/**
 * The pure rules of the site editor: a new block's value per type (the shapes the storefront reads,
 * shared/content/blocks.ts), a block's short summary for its card, and switching a site between
 * 'Standardseite' (blocks) and 'Einfache Seite' (rich-text body).
 *
 * Decision: switching the type keeps the other kind of content aside (the stash) while the page is
 * open, so switching back by mistake loses nothing; only the content of the chosen type is saved
 * (the server accepts blocks only for a default site and a body only for a simple one).
 */
import type { BLOCK_TYPES, Site } from '#shared/schemas/content.ts';

export type BlockType = (typeof BLOCK_TYPES)[number];
export type BlockValue = Record<string, unknown>;
export interface SiteBlock {
  type: BlockType;
  value: BlockValue;
}

/** The value a block of this type starts with: the fields its editor shows, empty. */
export function newBlockValue(type: BlockType): BlockValue {
  switch (type) {
    case 'hero':
      return { text: '', files: [] };
    case 'offers':
      return { title: '', text: '', products: [] };
    case 'text':
    case 'privacy':
      return { text: '' };
    case 'formText':
      return { text: '' };
    case 'socialMedia':
      return { text: '' };
    case 'heroSlider':
      return { text: '', links: [], slider: { images: [], duration: 5, label: '' } };
    case 'bulletPoints':
      return { points: [] };
    case 'map':
      return { iframe: '' };
    case 'form':
    case 'team':
    case 'heroMap':
      return {};
  }
}

export function newBlock(type: BlockType): SiteBlock {
  return { type, value: newBlockValue(type) };
}

/** The words of an HTML text without its tags, on one line (for a card's title). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What a block's card names besides its type: its title or the start of its text, at most `max` characters ('' when empty). */
export function blockSummary(block: SiteBlock, max = 60): string {
  const value = block.value;
  const first = [value.title, value.text, ...(Array.isArray(value.points) ? value.points.map((point) => (point as { headline?: unknown }).headline) : [])].find(
    (candidate) => typeof candidate === 'string' && plainText(candidate) !== '',
  ) as string | undefined;
  const text = first ? plainText(first) : '';
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

type SiteContent = Site['content'];
/** The content kept aside while the other type is chosen. */
export interface ContentStash {
  blocks?: SiteContent['blocks'];
  body?: string;
}

/**
 * The site as the other type: the current content goes to the stash, the stashed content of the
 * new type (or an empty one) comes back.
 */
export function withSiteType<S extends { type: Site['type']; content: SiteContent }>(
  site: S,
  type: Site['type'],
  stash: ContentStash,
): { site: S; stash: ContentStash } {
  if (site.type === type) return { site, stash };
  const kept: ContentStash = { ...stash, ...(site.type === 'default' ? { blocks: site.content.blocks ?? [] } : { body: site.content.body ?? '' }) };
  const content: SiteContent = type === 'default' ? { blocks: kept.blocks ?? [] } : { body: kept.body ?? '' };
  return { site: { ...site, type, content }, stash: kept };
}
