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
