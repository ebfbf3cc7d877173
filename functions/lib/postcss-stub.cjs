/**
 * Stands in for postcss in the Lambda bundles (infra/constructs/bundle-aliases.ts). sanitize-html
 * requires postcss only to parse `style` attributes, which our allow-list never lets through
 * (functions/lib/rich-text.ts), so the parser is never called; bundling it would add about 150 KB
 * to the sites, blocks and nodes Lambdas (DESIGN.md §9: 300 KB each). Called anyway, it fails,
 * and sanitize-html drops the attribute.
 */
module.exports = {
  parse() {
    throw new Error('postcss is not bundled: style attributes are not allowed in rich text');
  },
};
