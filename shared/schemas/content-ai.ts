/**
 * Content generation (backoffice.md §7 "POST /content-ai/generate/site/{id}", "…/generate/image"):
 * what the back office asks for and the proposal it gets. A proposal is never stored: the editor
 * shows it beside the current values, and the user takes it over into the form and saves.
 */
import * as z from 'zod';
import { idSchema, trimmedText } from './common';

export const CONTENT_TONES = ['sachlich', 'herzlich', 'traditionell', 'modern', 'festlich'] as const;
export type ContentTone = (typeof CONTENT_TONES)[number];

export const SITE_PROPOSAL_FIELDS = ['title', 'description', 'content'] as const;
export type SiteProposalField = (typeof SITE_PROPOSAL_FIELDS)[number];

/** Longest brief: a paragraph or two of what the page should say. */
export const BRIEF_MAX_LENGTH = 1000;

export const siteProposalRequestSchema = z.object({
  /** What the page should say; without one the proposal follows the page's name and path. */
  brief: trimmedText(BRIEF_MAX_LENGTH).optional(),
  tone: z.enum(CONTENT_TONES).default('sachlich'),
  fields: z.array(z.enum(SITE_PROPOSAL_FIELDS)).min(1).max(3).optional(),
});
export type SiteProposalRequest = z.input<typeof siteProposalRequestSchema>;

export const siteProposalSchema = z.object({
  /** For search engines and the browser tab (plain text). */
  title: z.string().optional(),
  /** The meta description (plain text, about 160 characters). */
  description: z.string().optional(),
  /** Headings and paragraphs as HTML, cleaned like every site's rich text. */
  content: z.string().optional(),
});
export type SiteProposal = z.infer<typeof siteProposalSchema>;

export const imageProposalRequestSchema = z.object({
  /** A library image: its name and, for a real model, its `small` rendition are described. */
  imageId: idSchema.optional(),
  /** Without an image: what the picture shows, in a few words. */
  name: trimmedText(200).optional(),
  brief: trimmedText(BRIEF_MAX_LENGTH).optional(),
});
export type ImageProposalRequest = z.input<typeof imageProposalRequestSchema>;

export const imageProposalSchema = z.object({
  /** The alternative text (what a screen reader says; plain text). */
  alt: z.string(),
  /** A sentence or two for captions (plain text). */
  description: z.string().optional(),
});
export type ImageProposal = z.infer<typeof imageProposalSchema>;
