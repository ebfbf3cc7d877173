/**
 * Page helpers for the digital-signage screens of the back office (web/backoffice/signage): the
 * scene editor driven as a user would, for the scene e2e and the end-to-end flow.
 */
import type { Page } from 'playwright-core';
import type { SceneRegionKind } from '#shared/schemas/signage.ts';
import { t } from '#shared/i18n/staff.ts';

/** The card of the region at `index` in the editor's region list. */
export const regionCard = (page: Page, index: number) => page.locator(`[data-item="regions.${index}"]`);

/** A text or number field of a region's card by its label (a required field's label ends in '*'). */
export const regionField = (page: Page, index: number, label: string) => regionCard(page, index).getByRole('textbox', { name: new RegExp(`^${label}\\b`) });

/** The region's outline in the preview (a button: arrow keys move it, Shift+arrows resize it). */
export const regionOutline = (page: Page, index: number) => page.getByTestId('scene-preview').locator(`[data-region="${index}"]`);

/** The texts the preview's scene shows (SceneView's own drawing). */
export const previewText = (page: Page) => page.getByTestId('scene-preview').locator('.sg-scene').innerText();

/** Adds a region of `kind` at the end of the list. */
export async function addRegion(page: Page, kind: SceneRegionKind): Promise<void> {
  await page.getByLabel(t('signageAdmin.scenes.regions.addKind')).selectOption({ label: t(`signageAdmin.scenes.kind.${kind}`) });
  await page.getByRole('button', { name: t('signageAdmin.scenes.regions.add') }).click();
}

const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}\\b`) });

export interface SceneInEditor {
  name: string;
  path: string;
  /** A title text at the top of the screen. */
  title?: string;
  /** A price list of this category (its name) of the branch's current menu. */
  priceListCategory?: string;
  /** Steps before saving (e.g. moving a region with the keyboard). */
  beforeSave?: (page: Page) => Promise<void>;
}

/**
 * Creates a scene through the editor: the page must be signed in to the back office as an
 * administrator. Opens 'Neue Szene', fills name and path, adds the title text and the price list
 * (in that order: regions 0 and 1), saves, and answers the new scene's id.
 */
export async function createSceneInEditor(page: Page, baseUrl: string, scene: SceneInEditor): Promise<string> {
  await page.goto(`${baseUrl}/backend/signage/scenes/new`);
  await textbox(page, t('signageAdmin.scenes.field.name')).fill(scene.name);
  await textbox(page, t('signageAdmin.scenes.field.path')).fill(scene.path);
  let index = 0;
  if (scene.title !== undefined) {
    await addRegion(page, 'text');
    await regionField(page, index, t('signageAdmin.scenes.region.text')).fill(scene.title);
    index += 1;
  }
  if (scene.priceListCategory !== undefined) {
    await addRegion(page, 'priceList');
    const category = regionCard(page, index).getByLabel(t('signageAdmin.scenes.region.category'));
    await category.locator('option', { hasText: scene.priceListCategory }).first().waitFor({ state: 'attached' });
    await category.selectOption({ label: scene.priceListCategory });
    index += 1;
  }
  await scene.beforeSave?.(page);
  await page.getByRole('button', { name: t('dataScreen.save') }).click();
  await page.waitForURL(/\/backend\/signage\/scenes\/[0-9A-Z]{26}$/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

// ---------------------------------------------------------------------------------------------
// Filmsequenzen, streams and TVs (web/backoffice/signage/segments, streams, devices)

/** The card of an item of an editor's list ('items', 'entries', 'screenSchedule'). */
export const listItem = (page: Page, scope: string, index: number) => page.locator(`[data-item="${scope}.${index}"]`);

const nameField = (page: Page) => page.getByRole('textbox', { name: new RegExp(`^${t('signageAdmin.field.name')}\\b`) });

async function saveNew(page: Page, area: 'segments' | 'streams' | 'devices'): Promise<string> {
  await page.getByRole('button', { name: t('dataScreen.save') }).click();
  await page.waitForURL(new RegExp(`/backend/signage/${area}/[0-9A-Z]{26}$`));
  return new URL(page.url()).pathname.split('/').pop()!;
}

type Scope = Page | ReturnType<Page['locator']>;

/** A select by its label (a required field's label ends in '*'; item buttons name the item too). */
const selectNamed = (scope: Scope, label: string) => scope.getByRole('combobox', { name: new RegExp(`^${label}\\b`) });
/** A text, number or time input by its label. */
const inputNamed = (scope: Scope, label: string) => scope.getByRole('textbox', { name: new RegExp(`^${label}\\b`) });

/** Picks an option by its label once the select has it (options arrive with their list). */
async function choose(select: ReturnType<Page['locator']>, label: string): Promise<void> {
  await select.locator('option', { hasText: label }).first().waitFor({ state: 'attached' });
  await select.selectOption({ label });
}

export interface SegmentInEditor {
  name: string;
  /** Scenes by name with their seconds, in order. */
  items: { scene: string; seconds: number }[];
}

/** Creates a Filmsequenz through its editor (signed in as an administrator); answers its id. */
export async function createSegmentInEditor(page: Page, baseUrl: string, segment: SegmentInEditor): Promise<string> {
  await page.goto(`${baseUrl}/backend/signage/segments/new`);
  await nameField(page).fill(segment.name);
  for (const [index, item] of segment.items.entries()) {
    await page.getByRole('button', { name: t('signageAdmin.segments.addItem') }).click();
    const card = listItem(page, 'items', index);
    await choose(selectNamed(card, t('signageAdmin.segments.field.scene')), item.scene);
    await inputNamed(card, t('signageAdmin.segments.field.seconds')).fill(String(item.seconds));
  }
  return saveNew(page, 'segments');
}

export interface StreamEntryInEditor {
  segment: string;
  /** 0 = Monday … 6 = Sunday; none = every day. */
  weekdays?: number[];
  from?: string;
  to?: string;
}

const WEEKDAY_NAMES = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'];

/** Fills the weekday toggles and times of a time window's card. */
export async function fillTimeWindow(card: ReturnType<Page['locator']>, window: Omit<StreamEntryInEditor, 'segment'>): Promise<void> {
  for (const day of window.weekdays ?? []) await card.getByRole('checkbox', { name: WEEKDAY_NAMES[day]! }).check();
  if (window.from) await card.getByLabel(t('signageAdmin.window.from'), { exact: true }).fill(window.from);
  if (window.to) await card.getByLabel(t('signageAdmin.window.to'), { exact: true }).fill(window.to);
}

/** Creates a stream through its editor; answers its id. */
export async function createStreamInEditor(page: Page, baseUrl: string, stream: { name: string; entries: StreamEntryInEditor[] }): Promise<string> {
  await page.goto(`${baseUrl}/backend/signage/streams/new`);
  await nameField(page).fill(stream.name);
  for (const [index, entry] of stream.entries.entries()) {
    await page.getByRole('button', { name: t('signageAdmin.streams.addEntry') }).click();
    const card = listItem(page, 'entries', index);
    await choose(selectNamed(card, t('signageAdmin.streams.field.segment')), entry.segment);
    await fillTimeWindow(card, entry);
  }
  return saveNew(page, 'streams');
}

/** Creates a TV through its editor with a branch and a stream (by name); answers its id. */
export async function createDeviceInEditor(page: Page, baseUrl: string, device: { name: string; branch?: string; stream?: string }): Promise<string> {
  await page.goto(`${baseUrl}/backend/signage/devices/new`);
  await nameField(page).fill(device.name);
  if (device.branch) await choose(selectNamed(page, t('signageAdmin.devices.field.branch')), device.branch);
  if (device.stream) await choose(selectNamed(page, t('signageAdmin.devices.field.stream')), device.stream);
  return saveNew(page, 'devices');
}

/**
 * 'Neuen Schlüssel erzeugen' on the open TV editor (`replacing`: the TV has a key, so the question
 * is confirmed); answers the player link shown once and its key.
 */
export async function makePlayerLink(page: Page, { replacing = false }: { replacing?: boolean } = {}): Promise<{ link: string; key: string }> {
  await page.getByRole('button', { name: t('signageAdmin.link.generate') }).click();
  if (replacing)
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('signageAdmin.link.generate') })
      .click();
  const field = page.getByRole('textbox', { name: t('signageAdmin.link.address'), exact: true });
  await field.waitFor();
  const link = await field.inputValue();
  return { link, key: link.split('/').pop()! };
}

/** The open TV editor's last command state ('Wartet auf den TV', 'Zugestellt' …). */
export const commandState = (page: Page) => page.getByTestId('command-state');

/** 'Szene jetzt zeigen' on the open TV editor: the scene by name, for `minutes`. */
export async function showSceneNow(page: Page, scene: string, minutes = 10): Promise<void> {
  const section = page.locator('section', { has: page.getByRole('heading', { name: t('signageAdmin.commands.legend') }) });
  await choose(selectNamed(section, t('signageAdmin.commands.scene')), scene);
  await inputNamed(section, t('signageAdmin.commands.minutes')).fill(String(minutes));
  await section.getByRole('button', { name: t('signageAdmin.commands.showScene') }).click();
}
