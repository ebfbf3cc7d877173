/**
 * /api/fonts (backoffice.md §7): the font families the website may use, and the stylesheet of one
 * family's variant, whose `@font-face` rules load the WOFF2 files from the shop's own origin
 * (`/font/…`, shared/fonts/fonts.ts): no visitor's browser ever asks Google for a font.
 *
 * Both answers are the same for everyone and change only with a deploy (a new package version
 * gives new file addresses), so they are marked shareable for CloudFront; the stylesheet also
 * for a day in the browser (its URL has no version: a day bounds how long a page keeps an old one).
 */
import { createLookup } from '#shared/i18n/lookup.ts';
import { mediaMessages } from '#shared/i18n/media.ts';
import {
  embedStylesheet,
  familyVariants,
  findFamily,
  FONT_FAMILIES,
  fontStack,
  hasVariant,
  parseStylesheetName,
  stylesheetUrl,
  variantId,
  type FontFamily,
} from '#shared/fonts/fonts.ts';
import { fontListParamsSchema } from '#shared/fonts/schemas.ts';
import { ApiError } from '../lib/errors';
import { createGroupHandler, RawReply, route, sharedForSeconds } from '../lib/router';

const text = createLookup(mediaMessages);

/** A day at the edge for the list (its texts could change with a deploy). */
const LIST_SHARED_SECONDS = 86_400;
/** A week at the edge (CloudFront caps API answers at its max TTL), a day in the browser. */
const STYLESHEET_CACHE_CONTROL = 'public, max-age=86400, s-maxage=604800';

function describeFamily(family: FontFamily) {
  return {
    family: family.id,
    name: family.name,
    category: family.category,
    categoryLabel: text(`font.category.${family.category}`),
    fontFamily: fontStack(family),
    variants: familyVariants(family).map((variant) => {
      const weightName = text(`font.weight.${variant.weight}`);
      return {
        id: variantId(variant),
        weight: variant.weight,
        style: variant.style,
        weightName,
        label: text(variant.style === 'italic' ? 'font.variant.italic' : 'font.variant.normal', { weight: variant.weight, name: weightName }),
        stylesheetUrl: stylesheetUrl(family, variant),
      };
    }),
  };
}

const notFound = (key: 'api.font.unknownFamily' | 'api.font.unknownVariant'): ApiError =>
  new ApiError(404, [{ code: key.slice('api.'.length), message: text(key) }]);

export const handler = createGroupHandler('fonts', {
  'GET /api/fonts': route({
    handle: () => Promise.resolve(sharedForSeconds(FONT_FAMILIES.map(describeFamily), LIST_SHARED_SECONDS)),
  }),
  'GET /api/fonts/google/{family}/{stylesheet}': route({
    params: fontListParamsSchema,
    handle: ({ params }) => {
      const family = findFamily(params.family);
      if (!family) throw notFound('api.font.unknownFamily');
      const variant = parseStylesheetName(params.stylesheet);
      if (!variant || !hasVariant(family, variant)) throw notFound('api.font.unknownVariant');
      return Promise.resolve(
        new RawReply(200, embedStylesheet(family, variant), 'text/css; charset=utf-8', {
          'cache-control': STYLESHEET_CACHE_CONTROL,
          'x-content-type-options': 'nosniff',
        }),
      );
    },
  }),
});
