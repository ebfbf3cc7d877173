/**
 * The German questions to the model. They hold only what the editor typed as the brief and the
 * shop's and page's own data (shop name and city, page name, path, type, current title and
 * description; an image's name): never a customer's or a staff member's personal data.
 * The model is asked for JSON only; bedrock.ts parses the answer.
 */
import * as z from 'zod';
import type { ContentTone, SiteProposalField } from '#shared/schemas/content-ai.ts';

export interface ShopContext {
  shopName?: string;
  city?: string;
}

export interface SiteContext {
  name: string;
  path: string;
  type: 'default' | 'simple';
  title?: string;
  description?: string;
}

const TONE_WORDS: Record<ContentTone, string> = {
  sachlich: 'sachlich und klar',
  herzlich: 'herzlich und persönlich',
  traditionell: 'bodenständig und traditionsbewusst',
  modern: 'modern und frisch',
  festlich: 'festlich und einladend',
};

const shopLine = (shop: ShopContext): string =>
  `Betrieb: ${shop.shopName ?? 'eine Fleischerei'}${shop.city ? ` in ${shop.city}` : ''} (Fleischerei mit Filialen, Abholung, Lieferung und Gastronomie).`;

export const SITE_SYSTEM =
  'Du schreibst Texte für die Website einer österreichischen Fleischerei. Schreibe auf Deutsch (österreichisches Deutsch ist willkommen), ' +
  'ehrlich und ohne erfundene Fakten wie Preise, Öffnungszeiten, Auszeichnungen oder Adressen. ' +
  'Antworte ausschließlich mit einem JSON-Objekt, ohne Erklärungen davor oder danach.';

/** What the model answers for a page (every field may be missing; the handler keeps the asked ones). */
export const siteAnswerSchema = z.object({
  title: z.string().trim().min(1).max(200).optional(),
  description: z.string().trim().min(1).max(1000).optional(),
  content: z.string().trim().min(1).max(20_000).optional(),
});

export function sitePrompt(site: SiteContext, shop: ShopContext, request: { brief?: string; tone: ContentTone; fields: readonly SiteProposalField[] }): string {
  const wanted: Record<SiteProposalField, string> = {
    title: '"title": Seitentitel für Suchmaschinen und den Browser-Tab, höchstens 60 Zeichen, reiner Text',
    description: '"description": Beschreibung für Suchmaschinen, 120 bis 160 Zeichen, reiner Text',
    content: '"content": der Seiteninhalt als HTML, nur <h2>, <h3>, <p>, <ul>, <li>, <strong> und <em>, 2 bis 4 Absätze',
  };
  return [
    shopLine(shop),
    `Seite: „${site.name}“ unter der Adresse ${site.path} (${site.type === 'simple' ? 'einfache Textseite' : 'Seite aus Inhaltsblöcken'}).`,
    site.title ? `Bisheriger Titel: ${site.title}` : '',
    site.description ? `Bisherige Beschreibung: ${site.description}` : '',
    request.brief ? `Worum es gehen soll: ${request.brief}` : 'Worum es gehen soll: ergibt sich aus dem Namen und der Adresse der Seite.',
    `Tonfall: ${TONE_WORDS[request.tone]}.`,
    `Liefere ein JSON-Objekt mit genau diesen Feldern:\n${request.fields.map((field) => `- ${wanted[field]}`).join('\n')}`,
  ]
    .filter(Boolean)
    .join('\n');
}

export const IMAGE_SYSTEM =
  'Du beschreibst Bilder für die Website einer Fleischerei, auf Deutsch, für Menschen, die das Bild nicht sehen. ' +
  'Beschreibe nur, was zu sehen ist; erfinde nichts dazu. Antworte ausschließlich mit einem JSON-Objekt.';

export const imageAnswerSchema = z.object({
  alt: z.string().trim().min(1).max(500),
  description: z.string().trim().min(1).max(1000).optional(),
});

export function imagePrompt(image: { name?: string; brief?: string; hasPicture: boolean }, shop: ShopContext): string {
  return [
    shopLine(shop),
    image.hasPicture ? 'Das Bild ist angehängt.' : 'Das Bild selbst liegt nicht vor: richte dich nach seinem Namen.',
    image.name ? `Name des Bildes in der Bildverwaltung: ${image.name}` : '',
    image.brief ? `Hinweis der Redaktion: ${image.brief}` : '',
    'Liefere ein JSON-Objekt mit den Feldern:\n- "alt": Alternativtext, ein Satz, höchstens 125 Zeichen, ohne „Bild von“\n- "description": ein bis zwei Sätze als Bildunterschrift',
  ]
    .filter(Boolean)
    .join('\n');
}
