/**
 * Digital signage: scenes, segments (Filmsequenzen), streams and devices (TVs); fields not shown
 * in the spec. Decision: a scene is a page of content at a path; a segment shows a scene (or
 * free content) for a duration; a stream is an ordered list of segments; a device (TV) plays a
 * stream. Device commands are separate actions.
 */
import * as z from 'zod';
import { contentSchema, flagOn, idSchema, identifierSchema, pathSchema, recordMeta, refSchema, requiredText, searchQuery, trimmedText } from './common';

export const sceneInputSchema = z.object({
  path: pathSchema,
  name: requiredText(200),
  content: contentSchema.default({}),
});
export const sceneSchema = sceneInputSchema.extend(recordMeta);
export type Scene = z.infer<typeof sceneSchema>;

export const digitalSignageSegmentInputSchema = z.object({
  name: requiredText(200),
  scene: refSchema.optional(),
  durationSeconds: z.number().int().min(1).max(86_400).default(10),
  content: contentSchema.optional(),
  isEnabled: flagOn,
});
export const digitalSignageSegmentSchema = digitalSignageSegmentInputSchema.extend(recordMeta);
export type DigitalSignageSegment = z.infer<typeof digitalSignageSegmentSchema>;

export const digitalSignageStreamInputSchema = z.object({
  name: requiredText(200),
  segments: z.array(refSchema).max(500).default([]),
  isEnabled: flagOn,
});
export const digitalSignageStreamSchema = digitalSignageStreamInputSchema.extend(recordMeta);
export type DigitalSignageStream = z.infer<typeof digitalSignageStreamSchema>;

export const digitalSignageDeviceInputSchema = z.object({
  identifier: identifierSchema.optional(),
  name: requiredText(200),
  stream: refSchema.optional(),
  branch: refSchema.optional(),
  description: trimmedText(2000).optional(),
  isEnabled: flagOn,
});
export const digitalSignageDeviceSchema = digitalSignageDeviceInputSchema.extend(recordMeta);
export type DigitalSignageDevice = z.infer<typeof digitalSignageDeviceSchema>;

/** `GET /digital-signage-segments|streams?search=` */
export const signageListQuerySchema = z.object({ ...searchQuery });

/** `GET /digital-signage-devices?stream=&search=` */
export const signageDeviceListQuerySchema = z.object({ stream: idSchema.optional(), ...searchQuery });
