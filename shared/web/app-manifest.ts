/**
 * The web app manifest of the installable storefront (storefront.md §2 "App-install flow"), built
 * from the shop's public settings and served by GET /api/config/app-manifest.
 *
 * Decisions:
 * - Name: the shop's title, else its shop name, else 'Theke'; the short name (home-screen label)
 *   is the shop name when set (usually shorter), else the name, cut to SHORT_NAME_MAX characters
 *   at a word boundary where possible (longer labels are cut by the phone anyway, without a say).
 * - The settings hold no logo or colours, so the icons are the bundled default ones
 *   (web/public/icons/, a shop front on black) and the colours are the storefront's theme
 *   (web/common/ui/theme.css): black theme colour, white background for the splash screen.
 * - start_url '/' with scope '/': the app opens the shop's home page and stays in the app for
 *   every storefront address (the status page too).
 */

export interface AppManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: 'any' | 'maskable';
}

export interface AppManifest {
  name: string;
  short_name: string;
  description?: string;
  lang: 'de';
  dir: 'ltr';
  start_url: '/';
  scope: '/';
  id: '/';
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: AppManifestIcon[];
}

export interface AppManifestSource {
  title?: string | undefined;
  shopName?: string | undefined;
  description?: string | undefined;
  seoDescription?: string | undefined;
}

export const DEFAULT_APP_NAME = 'Theke';
export const SHORT_NAME_MAX = 12;
export const THEME_COLOR = '#000000';
export const BACKGROUND_COLOR = '#ffffff';

export const APP_ICONS: AppManifestIcon[] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

const filled = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** A label of at most `max` characters: whole words where the first word fits, else cut. */
export function shortLabel(text: string, max = SHORT_NAME_MAX): string {
  if (text.length <= max) return text;
  let label = '';
  for (const word of text.split(/\s+/)) {
    const next = label ? `${label} ${word}` : word;
    if (next.length > max) break;
    label = next;
  }
  return label || text.slice(0, max);
}

export function appManifest(config: AppManifestSource): AppManifest {
  const name = filled(config.title) ?? filled(config.shopName) ?? DEFAULT_APP_NAME;
  const description = filled(config.seoDescription) ?? filled(config.description);
  return {
    name,
    short_name: shortLabel(filled(config.shopName) ?? name),
    ...(description ? { description } : {}),
    lang: 'de',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    id: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: APP_ICONS,
  };
}
