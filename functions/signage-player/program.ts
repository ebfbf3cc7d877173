/**
 * What a TV plays (shared/schemas/signage.ts `signageProgramSchema`): its stream's entries, the
 * enabled segments they name and every scene those show, each with its live data keyed by region
 * id. Used by the player's program route, the back office's view of a TV's program and the scene
 * editor's preview.
 *
 * Decisions:
 * - The program is the same at every moment of the day: it carries every entry with its weekdays
 *   and times, and the player picks what plays now (shared/signage `playlistOf`), so a schedule
 *   change on the screen needs no new program. Live data (prices, what is sold out or available
 *   now) is read at each build; `version` is a hash of everything but `generatedAt`, so the
 *   player's If-None-Match answers 304 until any of it changes. The scene of a showScene command
 *   is in the program while the command is open and while it holds the screen.
 * - Every record of a kind is read in one batch for the whole program (scenes, segments,
 *   categories, products, branches incl. the TV's, templates); only menus are listed (the current menu of a
 *   branch is chosen among all menus), and the shop config only when a price list or template
 *   needs the currency.
 * - A region whose source is gone (deleted category, template, branch) has no data entry.
 */
import { createHash } from 'node:crypto';
import { currentMenu, menuGroups } from '#shared/menu/menu.ts';
import { weekRows } from '#shared/hours/week.ts';
import { labelContent } from '#shared/labels/content.ts';
import { renderTemplateSvg, type RenderableTemplate } from '#shared/image-templates/render-svg.ts';
import { imageUrl } from '#shared/media/image-files.ts';
import { isOpenCommand } from '#shared/signage/commands.ts';
import type {
  OpeningHoursData,
  PlayableScene,
  PriceListData,
  PriceListRegion,
  SceneData,
  SceneRegion,
  SignageCommand,
  SignageProgram,
  SignageScreenMode,
} from '#shared/schemas/signage.ts';
import type { EntityData } from '../db/entities';
import { getEntities, getEntity, listEntities, type StoredEntity, type StoredRecord } from '../db/repository';
import { loadShopConfig } from '../config/service';
import { readConfig } from '../lib/config';
import { createLogger } from '../lib/logger';

type Region = SceneRegion;

const refId = (value: unknown): string | undefined =>
  value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string' ? (value as { id: string }).id : undefined;

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** The scene fields the player draws (a stored scene or an editor's draft) with its id. */
export interface SceneSource {
  id: string;
  name: string;
  orientation?: 'landscape' | 'portrait';
  background?: string;
  backgroundImage?: PlayableScene['backgroundImage'];
  regions?: Region[];
}

/** The records the live data of a set of scenes needs, read once for all of them. */
interface LiveSources {
  now: Date;
  timeZone: string;
  currency: string;
  menus: StoredRecord<'Menu'>[];
  categories: Map<string, StoredRecord<'Category'>>;
  products: Map<string, StoredRecord<'Product'>>;
  branches: Map<string, StoredRecord<'Branch'>>;
  templates: Map<string, StoredEntity>;
}

const byId = <T extends { id: string }>(records: T[]): Map<string, T> => new Map(records.map((record) => [record.id, record]));

const regionsOf = (scenes: readonly SceneSource[]): Region[] => scenes.flatMap((scene) => scene.regions ?? []);

async function readSources(scenes: readonly SceneSource[], branchId: string | undefined, now: Date): Promise<LiveSources> {
  const regions = regionsOf(scenes);
  const priceLists = regions.filter((region): region is PriceListRegion => region.kind === 'priceList');
  const templates = regions.filter((region) => region.kind === 'template');
  const branchIds = new Set<string>(branchId ? [branchId] : []);
  for (const region of regions) if (region.kind === 'openingHours' && region.branch) branchIds.add(region.branch.id);
  const productIds = templates.flatMap((region) => (region.product ? [region.product.id] : []));
  const needsMenus = priceLists.some((region) => !region.menu) && branchId !== undefined;
  const needsCurrency = priceLists.length > 0 || templates.length > 0;

  const [menus, explicitMenus, categories, branches, templateRecords, config] = await Promise.all([
    needsMenus ? listEntities('Menu') : Promise.resolve([]),
    getEntities('Menu', needsMenus ? [] : priceLists.flatMap((region) => (region.menu ? [region.menu.id] : []))),
    getEntities('Category', [...new Set(priceLists.map((region) => region.category.id))]),
    getEntities('Branch', [...branchIds]),
    getEntities(
      'ImageTemplate',
      templates.map((region) => region.template.id),
    ),
    needsCurrency ? loadShopConfig(createLogger({ group: 'signage-program' })) : Promise.resolve(undefined),
  ]);
  const allMenus = [...menus, ...explicitMenus];
  const sources: LiveSources = {
    now,
    timeZone: readConfig().timeZone,
    currency: config?.config.currency ?? 'EUR',
    menus: allMenus,
    categories: byId(categories),
    products: new Map(),
    branches: byId(branches),
    templates: byId(templateRecords),
  };
  // The products of the menus' price list categories and of the templates, in one batch.
  for (const region of priceLists) {
    const menu = menuOf(region, branchId, sources);
    const entry = listOf<{ id?: string; products?: string[] }>(menu?.catalog).find((candidate) => candidate.id === region.category.id);
    productIds.push(...(entry?.products ?? []));
  }
  sources.products = byId(await getEntities('Product', [...new Set(productIds)]));
  return sources;
}

/** The menu a price list shows: its own, else the branch's current menu. */
function menuOf(region: PriceListRegion, branchId: string | undefined, sources: Pick<LiveSources, 'menus' | 'now'>): StoredRecord<'Menu'> | undefined {
  if (region.menu) return sources.menus.find((menu) => menu.id === region.menu!.id);
  return branchId ? (currentMenu(sources.menus, branchId, sources.now) ?? undefined) : undefined;
}

function priceListData(region: PriceListRegion, branchId: string | undefined, sources: LiveSources): PriceListData | undefined {
  const menu = menuOf(region, branchId, sources);
  const category = sources.categories.get(region.category.id);
  if (!menu || !category) return undefined;
  const entry = listOf<{ id: string; products?: string[] }>(menu.catalog).find((candidate) => candidate.id === category.id);
  if (!entry) return undefined;
  // The shop's availability rules (schedules, sold out at the branch today), as the store page applies them.
  const branch = branchId ? sources.branches.get(branchId) : undefined;
  const products = (entry.products ?? []).flatMap((id) => {
    const product = sources.products.get(id);
    return product ? [product] : [];
  });
  const [group] = menuGroups({ id: menu.id, catalog: [entry] }, [category], products, sources.now, sources.timeZone, branch);
  const rows = (group?.products ?? []).filter((row) => region.unavailable !== 'hide' || (row.available && group!.available));
  return {
    title: region.title || category.name,
    items: rows.slice(0, region.maxItems).map(({ product, available }) => {
      const label = labelContent(product, { currency: sources.currency });
      return { productId: product.id, name: label.name, price: label.price, basePrice: label.basePrice, available: available && group!.available };
    }),
  };
}

function openingHoursData(branch: StoredRecord<'Branch'> | undefined): OpeningHoursData | undefined {
  if (!branch) return undefined;
  return {
    branchName: branch.name,
    rows: weekRows(branch.openingHours ?? [], 'table').map((row) => ({ days: row.days, hours: row.hours, isClosed: row.isClosed })),
  };
}

function templateSvg(templateId: string, productId: string | undefined, branchId: string | undefined, sources: LiveSources): string | undefined {
  const template = sources.templates.get(templateId);
  if (!template) return undefined;
  const product = productId ? sources.products.get(productId) : undefined;
  const branch = branchId ? sources.branches.get(branchId) : undefined;
  return renderTemplateSvg(
    template as unknown as RenderableTemplate,
    { product: product ?? null, branch: branch ? { name: branch.name } : null, currency: sources.currency },
    // The library's medium rendition, on this shop's address like every image the player shows.
    (image) => imageUrl(image, 'medium'),
  );
}

function dataOf(scene: SceneSource, branchId: string | undefined, sources: LiveSources): SceneData {
  const data: SceneData = { priceLists: {}, openingHours: {}, templates: {} };
  for (const region of scene.regions ?? []) {
    if (region.kind === 'priceList') {
      const list = priceListData(region, branchId, sources);
      if (list) data.priceLists[region.id] = list;
    } else if (region.kind === 'openingHours') {
      const hours = openingHoursData(sources.branches.get(region.branch?.id ?? branchId ?? ''));
      if (hours) data.openingHours[region.id] = region.title ? { ...hours, branchName: region.title } : hours;
    } else if (region.kind === 'template') {
      const svg = templateSvg(region.template.id, region.product?.id, branchId, sources);
      if (svg) data.templates[region.id] = svg;
    }
  }
  return data;
}

const playable = (scene: SceneSource, data: SceneData): PlayableScene => ({
  id: scene.id,
  name: scene.name,
  orientation: scene.orientation ?? 'landscape',
  background: scene.background ?? '#111111',
  ...(scene.backgroundImage ? { backgroundImage: scene.backgroundImage } : {}),
  regions: scene.regions ?? [],
  data,
});

/** Scenes with the live data of a branch's menu, opening hours and templates (one batch of reads for all), and the branch. */
async function liveScenes(scenes: readonly SceneSource[], branchId: string | undefined, now: Date) {
  const sources = await readSources(scenes, branchId, now);
  return { scenes: scenes.map((scene) => playable(scene, dataOf(scene, branchId, sources))), branch: branchId ? sources.branches.get(branchId) : undefined };
}

export async function scenesWithData(scenes: readonly SceneSource[], branchId: string | undefined, now: Date): Promise<PlayableScene[]> {
  return (await liveScenes(scenes, branchId, now)).scenes;
}

export async function sceneWithData(scene: SceneSource, branchId: string | undefined, now: Date): Promise<PlayableScene> {
  const [result] = await scenesWithData([scene], branchId, now);
  return result!;
}

/**
 * The scene of a showScene command the player needs: while the command is open (the player reads
 * the program again when it is handed a scene it does not have) and, once confirmed, while it
 * holds the screen.
 */
function commandedSceneId(command: SignageCommand | undefined, now: Date): string | undefined {
  if (!command || command.kind !== 'showScene') return undefined;
  if (isOpenCommand(command, now)) return command.scene.id;
  const holds = command.state === 'confirmed' && command.until !== undefined && Date.parse(command.until) > now.getTime();
  return holds ? command.scene.id : undefined;
}

const isEnabled = (record: EntityData): boolean => record.isEnabled !== false;

/** Object keys sorted at every depth, so equal programs hash alike whatever order the store kept. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  return value;
}

/** sha1 of the program without `generatedAt`, 16 hex digits. */
export function programVersion(program: Omit<SignageProgram, 'version' | 'generatedAt'>): string {
  return createHash('sha1')
    .update(JSON.stringify(canonical(program)))
    .digest('hex')
    .slice(0, 16);
}

/** Everything a TV plays, with live data, as of `now`. */
export async function buildProgram(device: StoredEntity, now: Date): Promise<SignageProgram> {
  const branchId = refId(device.branch);
  const streamId = refId(device.stream);
  const stream = streamId ? await getEntity('DigitalSignageStream', streamId) : undefined;
  const entries = stream && isEnabled(stream) ? listOf<{ segment: { id: string }; weekdays?: number[]; from?: string; to?: string }>(stream.entries) : [];
  const segments = (await getEntities('DigitalSignageSegment', [...new Set(entries.map((entry) => entry.segment.id))])).filter(isEnabled);
  const segmentItems = segments.map((segment) => ({
    id: segment.id,
    name: String(segment.name ?? ''),
    items: listOf<{ scene: { id: string }; durationSeconds: number }>(segment.items).map((item) => ({
      scene: { id: item.scene.id },
      durationSeconds: item.durationSeconds,
    })),
  }));
  const playing = new Set(segments.map((segment) => segment.id));
  const held = commandedSceneId(device.command as SignageCommand | undefined, now);
  const sceneIds = [...new Set([...segmentItems.flatMap((segment) => segment.items.map((item) => item.scene.id)), ...(held ? [held] : [])])];
  const sceneRecords = (await getEntities('Scene', sceneIds)) as unknown as SceneSource[];
  // The TV's branch comes with the live data's batch of branches.
  const { scenes, branch } = await liveScenes(sceneRecords, branchId, now);
  const body: Omit<SignageProgram, 'version' | 'generatedAt'> = {
    timeZone: readConfig().timeZone,
    device: {
      id: device.id,
      name: String(device.name ?? ''),
      rotation: typeof device.rotation === 'number' ? device.rotation : 0,
      screenSchedule: listOf<{ weekdays?: number[]; from?: string; to?: string }>(device.screenSchedule).map((window) => ({
        weekdays: window.weekdays ?? [],
        ...(window.from ? { from: window.from } : {}),
        ...(window.to ? { to: window.to } : {}),
      })),
      branch: branch ? { id: branch.id, name: branch.name } : null,
      screenMode: (device.screenMode as SignageScreenMode | undefined) ?? 'schedule',
    },
    // Entries of a disabled or deleted segment are left out: they would play nothing.
    entries: entries
      .filter((entry) => playing.has(entry.segment.id))
      .map((entry) => ({
        segment: { id: entry.segment.id },
        weekdays: entry.weekdays ?? [],
        ...(entry.from ? { from: entry.from } : {}),
        ...(entry.to ? { to: entry.to } : {}),
      })),
    segments: segmentItems,
    scenes,
  };
  return { version: programVersion(body), generatedAt: now.toISOString(), ...body };
}
