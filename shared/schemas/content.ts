/**
 * Website content: sites, redirects, blocks, nodes, navigations and donatees
 * (storefront.md §2 "Content pages", §3 "Site", "Block", "Node", "Form node", "Navigation",
 * "Donatee").
 *
 * Decisions where the spec is silent:
 * - A default site ('Standardseite') has `content.blocks`, a list of typed blocks whose values are
 *   free JSON (the known value fields are documented in the spec, others are not shown); a simple
 *   site ('Einfache Seite') has `content.body`, rich text.
 * - Blocks are reusable named contents with an identifier.
 * - Node contents are typed by the node type (news popup, employee, form).
 * - Redirects send a path to a target with 301 (permanent) or 302.
 */
import * as z from 'zod';
import {
  contentSchema,
  dateSchema,
  dateTimeSchema,
  fileRefSchema,
  flag,
  flagOn,
  identifierSchema,
  imageRefSchema,
  optionalEmail,
  pathSchema,
  recordMeta,
  requiredText,
  trimmedText,
  withinDepth,
} from './common';

export const SITE_TYPES = ['default', 'simple'] as const;
export const BLOCK_TYPES = [
  'hero',
  'heroMap',
  'offers',
  'text',
  'formText',
  'socialMedia',
  'heroSlider',
  'bulletPoints',
  'team',
  'map',
  'form',
  'privacy',
] as const;

export const siteBlockSchema = z.object({
  type: z.enum(BLOCK_TYPES),
  value: contentSchema.default({}),
});

export const siteInputSchema = z
  .object({
    type: z.enum(SITE_TYPES).default('default'),
    path: pathSchema,
    name: requiredText(200),
    title: trimmedText(200).optional(),
    description: trimmedText(1000).optional(),
    isPublic: flag,
    content: z
      .object({
        blocks: z.array(siteBlockSchema).max(200).optional(),
        body: trimmedText(200_000).optional(),
      })
      .default({}),
  })
  .refine((site) => (site.type === 'default' ? site.content.body === undefined : site.content.blocks === undefined), {
    path: ['content'],
    message: 'api.validation.siteContent',
  });
export const siteSchema = siteInputSchema.safeExtend(recordMeta);
export type Site = z.infer<typeof siteSchema>;

export const redirectInputSchema = z.object({
  path: pathSchema,
  target: requiredText(2000),
  statusCode: z.union([z.literal(301), z.literal(302)]).default(301),
  isEnabled: flagOn,
});
export const redirectSchema = redirectInputSchema.extend(recordMeta);
export type Redirect = z.infer<typeof redirectSchema>;

export const blockInputSchema = z.object({
  identifier: identifierSchema,
  name: requiredText(200),
  content: contentSchema.default({}),
});
export const blockSchema = blockInputSchema.extend(recordMeta);
export type Block = z.infer<typeof blockSchema>;

/** News popup (storefront.md §3 "Node (news)"). */
const newsContentSchema = z.object({
  date: z.union([dateSchema, dateTimeSchema]).optional(),
  title: requiredText(200),
  text: trimmedText(50_000).optional(),
  image: imageRefSchema.optional(),
});

/** Employee shown by the team block (storefront.md §3 "Employee node"). */
const employeeContentSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  text: trimmedText(5000).optional(),
  phone: trimmedText(50).optional(),
  email: optionalEmail,
  image: imageRefSchema.optional(),
});

export const FORM_FIELD_TYPES = ['text', 'boolean', 'select', 'multiselect'] as const;
export const FORM_TEXT_TYPES = ['text', 'email', 'textarea'] as const;

/** A field of a contact form (storefront.md §3 "Form node"). */
export const formFieldSchema = z.object({
  type: z.enum(FORM_FIELD_TYPES),
  value: z.object({
    type: z.enum(FORM_TEXT_TYPES).optional(),
    fieldId: trimmedText(100).optional(),
    label: requiredText(200),
    description: trimmedText(1000).optional(),
    isRequired: flag,
    hasMaxWidth: flag,
    options: z
      .array(z.object({ value: requiredText(200), label: requiredText(200) }))
      .max(100)
      .default([]),
  }),
});

const formContentSchema = z.object({
  name: requiredText(200),
  description: trimmedText(20_000).optional(),
  fields: z.array(formFieldSchema).max(100).default([]),
});

const nodeBase = {
  identifier: identifierSchema.optional(),
  name: trimmedText(200).optional(),
  isPublic: flag,
};

export const NODE_TYPES = ['newsPopup', 'employee', 'form'] as const;

export const nodeInputSchema = z.discriminatedUnion('type', [
  z.object({ ...nodeBase, type: z.literal('newsPopup'), content: newsContentSchema }),
  z.object({ ...nodeBase, type: z.literal('employee'), content: employeeContentSchema }),
  z.object({ ...nodeBase, type: z.literal('form'), content: formContentSchema, thankYouMessage: trimmedText(20_000).optional() }),
]);
export const nodeSchema = z.discriminatedUnion('type', [
  nodeInputSchema.options[0].extend(recordMeta),
  nodeInputSchema.options[1].extend(recordMeta),
  nodeInputSchema.options[2].extend(recordMeta),
]);
export type Node = z.infer<typeof nodeSchema>;

export const NAVIGATION_ITEM_TYPES = ['home', 'site', 'branch', 'link', 'group'] as const;

export interface NavigationItem {
  type: (typeof NAVIGATION_ITEM_TYPES)[number];
  label: string;
  target?: string;
  suffix?: string;
  isEnabled: boolean;
  children: NavigationItem[];
}

/** A navigation entry; 'group' items hold children (storefront.md §3 "Navigation"). */
export const navigationItemSchema: z.ZodType<NavigationItem, unknown> = z.lazy(() =>
  z.object({
    type: z.enum(NAVIGATION_ITEM_TYPES),
    label: requiredText(200),
    target: trimmedText(2000).optional(),
    suffix: trimmedText(200).optional(),
    isEnabled: flagOn,
    children: z.array(navigationItemSchema).max(100).default([]),
  }),
);

/**
 * How many levels of items a navigation may have (items, their children, theirs …). The storefront
 * shows two (menu and group); deeper ones would also exceed DynamoDB's 32 levels per item (each
 * level is an object and a list), which gave a 500.
 */
export const MAX_NAVIGATION_LEVELS = 5;

/** The items, checked for their depth before the recursive item schema walks them. */
const navigationItemsSchema = z
  .unknown()
  .refine((items) => withinDepth(items, 2 * MAX_NAVIGATION_LEVELS), { error: 'api.validation.nestingTooDeep', abort: true })
  .pipe(z.array(navigationItemSchema).max(200));

export const navigationInputSchema = z.object({
  identifier: identifierSchema.or(z.enum(['mainMenu', 'socialMedia'])),
  name: trimmedText(200).optional(),
  isPublic: flag,
  items: navigationItemsSchema.default([]),
});
export const navigationSchema = navigationInputSchema.extend(recordMeta);
export type Navigation = z.infer<typeof navigationSchema>;

/** Donation recipient offered at checkout (storefront.md §3 "Donatee"). */
export const donateeInputSchema = z.object({
  identifier: identifierSchema.optional(),
  name: requiredText(200),
  description: trimmedText(5000).optional(),
  image: imageRefSchema.optional(),
  files: z.array(fileRefSchema).max(20).optional(),
  isEnabled: flagOn,
});
export const donateeSchema = donateeInputSchema.extend(recordMeta);
export type Donatee = z.infer<typeof donateeSchema>;
