/**
 * Digital signage (backoffice.md §2, §4, §7; docs/signage.md): scenes, segments (Filmsequenzen),
 * streams, devices (TVs), the commands sent to a device, and what the player page receives.
 * The spec names the resources and the command routes; everything else is our decision,
 * modelled on what signage tools shops already use (layouts of regions, playlists, schedules,
 * displays) and kept simpler:
 *
 * - A **scene** is one full screen: a background and up to 30 regions placed in percent of the
 *   screen (so one scene fits 1920×1080 and 3840×2160 alike). A region shows text, an image of the
 *   library, a video, a live price list (a category of the branch's current menu, or of a chosen
 *   menu), an image template drawn with a product's data, a branch's opening hours or a clock.
 *   A scene is designed for landscape or portrait.
 * - A **segment** is a timed sequence of scenes (each shown for its seconds).
 * - A **stream** is what a device plays: segments, each with an optional weekday and time window.
 *   At a moment the entries whose window contains it and that have a window play; only when none
 *   of those applies do the entries without a window play (shared/signage/schedule.ts).
 * - A **device** plays one stream. It opens the player page with its id and key (no sign-in);
 *   the key is write-only like a printer's (stored as a hash, `hasKey` answered). The server keeps
 *   what the player reports (last seen, screen, what it shows) and the last command with its state.
 */
import * as z from 'zod';
import {
  colorSchema,
  deviceKeySchema,
  flagOn,
  idSchema,
  identifierSchema,
  imageRefSchema,
  pathSchema,
  recordMeta,
  refSchema,
  requiredText,
  searchQuery,
  timeOfDaySchema,
  trimmedText,
} from './common';
import { parseTimeOfDay } from '../time/calendar';

// ---------------------------------------------------------------------------------------------
// Scenes

export const SCENE_ORIENTATIONS = ['landscape', 'portrait'] as const;
export type SceneOrientation = (typeof SCENE_ORIENTATIONS)[number];

const percent = z.number().min(0).max(100);

/** Where a region sits, in percent of the screen's width and height, from its top left corner. */
export const regionFrameSchema = z
  .object({ x: percent, y: percent, width: z.number().min(1).max(100), height: z.number().min(1).max(100) })
  .refine((frame) => frame.x + frame.width <= 100.0001 && frame.y + frame.height <= 100.0001, { error: 'api.validation.regionOutside', path: ['width'] });
export type RegionFrame = z.infer<typeof regionFrameSchema>;

/** Text sizes are in percent of the screen's height, so a 4K screen shows the same layout. */
const textSize = z.number().min(0.5).max(50);
const fontWeight = z.union([z.literal(400), z.literal(700), z.literal(900)]);
const REGION_ID = /^[a-z0-9-]{1,40}$/;

const regionBase = {
  /** Unique within the scene; made by the editor (e.g. 'r1'); keys the region's live data. */
  id: z.string().regex(REGION_ID, { error: 'api.validation.format' }),
  frame: regionFrameSchema,
  /** Fills the region behind its content; none is transparent. */
  background: colorSchema.optional(),
};

export const textRegionSchema = z.object({
  ...regionBase,
  kind: z.literal('text'),
  text: requiredText(1000),
  color: colorSchema.default('#ffffff'),
  size: textSize.default(6),
  weight: fontWeight.default(700),
  align: z.enum(['left', 'center', 'right']).default('center'),
});

export const imageRegionSchema = z.object({
  ...regionBase,
  kind: z.literal('image'),
  image: imageRefSchema,
  fit: z.enum(['cover', 'contain']).default('cover'),
});

/**
 * A video file: an address on this shop (`/upload/…`, `/image/…`) or https. Played muted and
 * looped (TV browsers refuse autoplay with sound).
 */
export const videoRegionSchema = z.object({
  ...regionBase,
  kind: z.literal('video'),
  src: z
    .string()
    .trim()
    .max(2000)
    .regex(/^(?:https:\/\/[^\s]+|\/[^\s/][^\s]*)$/, { error: 'api.validation.videoSource' }),
  fit: z.enum(['cover', 'contain']).default('cover'),
});

/**
 * The live prices of one category: of `menu` when set, otherwise of the current menu of the
 * branch the device (or the preview) belongs to. Sold-out and unavailable products are dimmed or
 * left out; prices as the shop's labels write them (shared/labels, with the price per kg).
 */
export const priceListRegionSchema = z.object({
  ...regionBase,
  kind: z.literal('priceList'),
  category: refSchema,
  menu: refSchema.optional(),
  /** Heading above the list; the category's name when empty. */
  title: trimmedText(200).optional(),
  columns: z.number().int().min(1).max(3).default(1),
  maxItems: z.number().int().min(1).max(60).default(12),
  showBasePrice: z.boolean().default(true),
  unavailable: z.enum(['dim', 'hide']).default('dim'),
  color: colorSchema.default('#ffffff'),
  accentColor: colorSchema.default('#f2c14e'),
  size: textSize.default(4),
});

/** An image template (Medien › Vorlagen) drawn with a product's name and price. */
export const templateRegionSchema = z.object({
  ...regionBase,
  kind: z.literal('template'),
  template: refSchema,
  product: refSchema.optional(),
});

/** The regular week of a branch: the device's branch when none is chosen. */
export const openingHoursRegionSchema = z.object({
  ...regionBase,
  kind: z.literal('openingHours'),
  branch: refSchema.optional(),
  title: trimmedText(200).optional(),
  color: colorSchema.default('#ffffff'),
  size: textSize.default(4),
});

export const clockRegionSchema = z.object({
  ...regionBase,
  kind: z.literal('clock'),
  showDate: z.boolean().default(false),
  color: colorSchema.default('#ffffff'),
  size: textSize.default(8),
});

export const sceneRegionSchema = z.discriminatedUnion('kind', [
  textRegionSchema,
  imageRegionSchema,
  videoRegionSchema,
  priceListRegionSchema,
  templateRegionSchema,
  openingHoursRegionSchema,
  clockRegionSchema,
]);
export type SceneRegion = z.infer<typeof sceneRegionSchema>;
export type SceneRegionKind = SceneRegion['kind'];
export const SCENE_REGION_KINDS = ['text', 'image', 'video', 'priceList', 'template', 'openingHours', 'clock'] as const satisfies readonly SceneRegionKind[];
export type PriceListRegion = z.infer<typeof priceListRegionSchema>;
export type TemplateRegion = z.infer<typeof templateRegionSchema>;
export type OpeningHoursRegion = z.infer<typeof openingHoursRegionSchema>;

export const sceneInputSchema = z
  .object({
    path: pathSchema,
    name: requiredText(200),
    orientation: z.enum(SCENE_ORIENTATIONS).default('landscape'),
    background: colorSchema.default('#111111'),
    backgroundImage: imageRefSchema.optional(),
    regions: z.array(sceneRegionSchema).max(30).default([]),
  })
  .superRefine((scene, context) => {
    const seen = new Set<string>();
    scene.regions.forEach((region, index) => {
      if (seen.has(region.id)) context.addIssue({ code: 'custom', message: 'api.validation.regionIdTaken', path: ['regions', index, 'id'] });
      seen.add(region.id);
    });
  });
export type SceneInput = z.infer<typeof sceneInputSchema>;
export const sceneSchema = sceneInputSchema.safeExtend(recordMeta);
export type Scene = z.infer<typeof sceneSchema>;

// ---------------------------------------------------------------------------------------------
// Segments (Filmsequenzen) and streams

export const segmentItemSchema = z.object({
  scene: refSchema,
  durationSeconds: z.number().int().min(3).max(3600).default(10),
});
export type SegmentItem = z.infer<typeof segmentItemSchema>;

export const digitalSignageSegmentInputSchema = z.object({
  name: requiredText(200),
  items: z.array(segmentItemSchema).max(100).default([]),
  isEnabled: flagOn,
});
export const digitalSignageSegmentSchema = digitalSignageSegmentInputSchema.extend(recordMeta);
export type DigitalSignageSegment = z.infer<typeof digitalSignageSegmentSchema>;

/** Weekdays 0 = Monday … 6 = Sunday (shared/time/calendar.ts). */
export const weekdaySchema = z.number().int().min(0).max(6);

/** A time window on weekdays: no weekdays means every day; no times mean the whole day; from < to. */
const timeWindow = {
  weekdays: z.array(weekdaySchema).max(7).default([]),
  from: timeOfDaySchema.optional(),
  to: timeOfDaySchema.optional(),
};

const fromBeforeTo = (window: { from?: string; to?: string }) =>
  !window.from || !window.to || (parseTimeOfDay(window.from) ?? 0) < (parseTimeOfDay(window.to) ?? 0);

export const streamEntrySchema = z.object({ segment: refSchema, ...timeWindow }).refine(fromBeforeTo, { error: 'api.validation.timeRange', path: ['to'] });
export type StreamEntry = z.infer<typeof streamEntrySchema>;

export const digitalSignageStreamInputSchema = z.object({
  name: requiredText(200),
  entries: z.array(streamEntrySchema).max(100).default([]),
  isEnabled: flagOn,
});
export const digitalSignageStreamSchema = digitalSignageStreamInputSchema.extend(recordMeta);
export type DigitalSignageStream = z.infer<typeof digitalSignageStreamSchema>;

// ---------------------------------------------------------------------------------------------
// Devices and commands

/** When the screen is on: an empty schedule is always on. */
export const screenWindowSchema = z.object(timeWindow).refine(fromBeforeTo, { error: 'api.validation.timeRange', path: ['to'] });
export type ScreenWindow = z.infer<typeof screenWindowSchema>;

/** Clockwise rotation of the picture, for a TV mounted upright whose stick sends landscape. */
export const DEVICE_ROTATIONS = [0, 90, 180, 270] as const;

export const SIGNAGE_COMMAND_KINDS = ['reload', 'showScene', 'screen', 'identify'] as const;
export type SignageCommandKind = (typeof SIGNAGE_COMMAND_KINDS)[number];

/**
 * What the back office asks a device to do:
 * - reload: the player reloads its page (after an update, or when a screen misbehaves);
 * - showScene: shows one scene now for some minutes, then returns to its stream;
 * - screen: 'off' blanks the screen, 'on' keeps it on, 'schedule' returns to the screen schedule;
 * - identify: shows the device's name full screen for some seconds.
 */
export const signageCommandInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('reload') }),
  z.object({ kind: z.literal('showScene'), scene: refSchema, durationMinutes: z.number().int().min(1).max(240).default(10) }),
  z.object({ kind: z.literal('screen'), mode: z.enum(['on', 'off', 'schedule']) }),
  z.object({ kind: z.literal('identify'), durationSeconds: z.number().int().min(5).max(300).default(30) }),
]);
export type SignageCommandInput = z.infer<typeof signageCommandInputSchema>;

/**
 * A command's life: pending (stored) → delivered (a heartbeat picked it up) → confirmed (the
 * player carried it out) or failed (it could not); aborted by the back office while pending or
 * delivered; expired when no player picked it up in time (shared/signage/commands.ts).
 */
export const SIGNAGE_COMMAND_STATES = ['pending', 'delivered', 'confirmed', 'failed', 'aborted', 'expired'] as const;
export type SignageCommandState = (typeof SIGNAGE_COMMAND_STATES)[number];

export const signageCommandSchema = z.intersection(
  signageCommandInputSchema,
  z.object({
    id: idSchema,
    state: z.enum(SIGNAGE_COMMAND_STATES),
    issuedAt: z.string(),
    issuedBy: z.object({ id: z.string(), name: z.string() }).optional(),
    deliveredAt: z.string().optional(),
    confirmedAt: z.string().optional(),
    abortedAt: z.string().optional(),
    /** Until when a showScene or identify command holds the screen (set when confirmed). */
    until: z.string().optional(),
    /** The player's reason when it failed (German, shown in the back office). */
    message: trimmedText(500).optional(),
  }),
);
export type SignageCommand = z.infer<typeof signageCommandSchema>;

export const digitalSignageDeviceInputSchema = z.object({
  identifier: identifierSchema.optional(),
  name: requiredText(200),
  stream: refSchema.optional(),
  branch: refSchema.optional(),
  description: trimmedText(2000).optional(),
  rotation: z
    .union(DEVICE_ROTATIONS.map((degrees) => z.literal(degrees)) as [z.ZodLiteral<0>, z.ZodLiteral<90>, z.ZodLiteral<180>, z.ZodLiteral<270>])
    .default(0),
  screenSchedule: z.array(screenWindowSchema).max(28).default([]),
  isEnabled: flagOn,
  /** Write-only: the key the player page opens with (stored as its hash). */
  key: deviceKeySchema.optional(),
});
export type DigitalSignageDeviceInput = z.infer<typeof digitalSignageDeviceInputSchema>;

/** What the player reported with its last heartbeat. */
export const signagePlayerReportSchema = z.object({
  /** The screen as the player shows it: 'off' while the schedule or a command blanks it. */
  screen: z.enum(['on', 'off']),
  /** The scene on screen now. */
  scene: z.object({ id: idSchema, name: z.string().max(200) }).optional(),
  /** The player page's size in CSS pixels times the device pixel ratio. */
  width: z.number().int().min(0).max(20_000).optional(),
  height: z.number().int().min(0).max(20_000).optional(),
  /** The program version on screen (SignageProgram.version). */
  programVersion: z.string().max(100).optional(),
});
export type SignagePlayerReport = z.infer<typeof signagePlayerReportSchema>;

/** The screen as the last confirmed `screen` command left it ('schedule': follows the screen schedule). */
export const SIGNAGE_SCREEN_MODES = ['on', 'off', 'schedule'] as const;
export type SignageScreenMode = (typeof SIGNAGE_SCREEN_MODES)[number];

/** Fields only the server writes. */
export const SIGNAGE_DEVICE_SERVER_FIELDS = ['lastSeenAt', 'report', 'command', 'screenMode'] as const;

export const digitalSignageDeviceSchema = digitalSignageDeviceInputSchema.omit({ key: true }).extend({
  ...recordMeta,
  hasKey: z.boolean(),
  lastSeenAt: z.string().optional(),
  report: signagePlayerReportSchema.optional(),
  command: signageCommandSchema.optional(),
  /** Set when a `screen` command is confirmed; none: the screen follows its schedule. */
  screenMode: z.enum(SIGNAGE_SCREEN_MODES).optional(),
});
export type DigitalSignageDevice = z.infer<typeof digitalSignageDeviceSchema>;

/** `POST /digital-signage-devices/{id}/command`: the device object with the command to send (backoffice.md §7). */
export const signageCommandBodySchema = z.object({ command: signageCommandInputSchema });

// ---------------------------------------------------------------------------------------------
// Lists

/** `GET /digital-signage-segments?scene=&search=` */
export const signageSegmentListQuerySchema = z.object({ scene: idSchema.optional(), ...searchQuery });
/** `GET /digital-signage-streams?segment=&search=` */
export const signageStreamListQuerySchema = z.object({ segment: idSchema.optional(), ...searchQuery });
/** `GET /digital-signage-devices?stream=&branch=&search=` */
export const signageDeviceListQuerySchema = z.object({ stream: idSchema.optional(), branch: idSchema.optional(), ...searchQuery });

// ---------------------------------------------------------------------------------------------
// The player: what it receives and what it reports

/** One line of a price list: texts as the shop's labels write them ("2,49 € / 100 g"). */
export const priceListItemSchema = z.object({
  productId: idSchema,
  name: z.string(),
  price: z.string(),
  /** The price per kg or litre for weighed goods ("24,90 € / kg"); null where it is the price. */
  basePrice: z.string().nullable(),
  available: z.boolean(),
});
export type PriceListItem = z.infer<typeof priceListItemSchema>;

export const priceListDataSchema = z.object({
  title: z.string(),
  items: z.array(priceListItemSchema),
});
export type PriceListData = z.infer<typeof priceListDataSchema>;

export const openingHoursDataSchema = z.object({
  branchName: z.string(),
  /** The regular week, e.g. { days: 'Mo–Fr', hours: '07:00–18:30' } (shared/hours weekRows). */
  rows: z.array(z.object({ days: z.string(), hours: z.string(), isClosed: z.boolean() })),
});
export type OpeningHoursData = z.infer<typeof openingHoursDataSchema>;

/**
 * The live data of a scene's regions, keyed by region id: price lists and opening hours as texts,
 * image templates as finished SVG documents (shared/image-templates, drawn by the server so the
 * player carries no drawing code). A region whose source is gone (deleted category, template)
 * has no entry and shows nothing.
 */
export const sceneDataSchema = z.object({
  priceLists: z.record(z.string(), priceListDataSchema).default({}),
  openingHours: z.record(z.string(), openingHoursDataSchema).default({}),
  templates: z.record(z.string(), z.string()).default({}),
});
export type SceneData = z.infer<typeof sceneDataSchema>;

/** A scene as the player and the previews receive it: the stored scene with its live data. */
export const playableSceneSchema = z.object({
  id: idSchema,
  name: z.string(),
  orientation: z.enum(SCENE_ORIENTATIONS),
  background: z.string(),
  backgroundImage: imageRefSchema.optional(),
  regions: z.array(sceneRegionSchema),
  data: sceneDataSchema,
});
export type PlayableScene = z.infer<typeof playableSceneSchema>;

/**
 * `GET /api/signage/{deviceId}/{deviceKey}/program` (and the back office's preview of a device):
 * everything the device plays, with live data. `version` changes whenever any of it changes; the
 * player polls with If-None-Match and gets 304 while nothing changed.
 */
export const signageProgramSchema = z.object({
  version: z.string(),
  generatedAt: z.string(),
  timeZone: z.string(),
  device: z.object({
    id: idSchema,
    name: z.string(),
    rotation: z.number().int(),
    screenSchedule: z.array(z.object({ weekdays: z.array(z.number().int()), from: z.string().optional(), to: z.string().optional() })),
    branch: z.object({ id: idSchema, name: z.string() }).nullable(),
    /** The screen mode of the last confirmed `screen` command; 'schedule' when none. */
    screenMode: z.enum(SIGNAGE_SCREEN_MODES).default('schedule'),
  }),
  /** The stream's entries; empty when the device has no stream or it is switched off. */
  entries: z.array(
    z.object({ segment: z.object({ id: idSchema }), weekdays: z.array(z.number().int()), from: z.string().optional(), to: z.string().optional() }),
  ),
  /** The enabled segments the entries name, with their items. */
  segments: z.array(z.object({ id: idSchema, name: z.string(), items: z.array(z.object({ scene: z.object({ id: idSchema }), durationSeconds: z.number() })) })),
  /** Every scene the segments (and a pending showScene command) name. */
  scenes: z.array(playableSceneSchema),
});
export type SignageProgram = z.infer<typeof signageProgramSchema>;

/** `POST /api/signage/{deviceId}/{deviceKey}/heartbeat` body: the report and a command's outcome. */
export const signageHeartbeatSchema = z.object({
  report: signagePlayerReportSchema,
  /** The outcome of the command the last heartbeat delivered. */
  outcome: z.object({ commandId: idSchema, result: z.enum(['confirmed', 'failed']), message: trimmedText(500).optional() }).optional(),
});
export type SignageHeartbeat = z.infer<typeof signageHeartbeatSchema>;

/** The heartbeat's answer: the server's time (a stick's clock may be wrong) and a command to carry out. */
export const signageHeartbeatAnswerSchema = z.object({
  serverTime: z.string(),
  command: signageCommandSchema.nullable(),
});
export type SignageHeartbeatAnswer = z.infer<typeof signageHeartbeatAnswerSchema>;

/** `POST /api/scenes/preview`: a scene draft drawn with the live data of a branch. */
export const scenePreviewBodySchema = z.object({
  scene: sceneInputSchema,
  branch: refSchema.optional(),
});
