/**
 * Scenes in the back office (web/backoffice/signage/scenes) against the seeded local stack: the
 * administrator builds "Heiße Theke Schaufenster" with a title text and a price list of the
 * Heiße Theke, moves the price list with the arrow keys (the live region says where it is), and
 * the preview, drawn by the player's SceneView with the Graz branch's live data, shows the hot
 * Leberkäse with its price. Saved and reloaded, everything is there, in the editor and in the API.
 * A region dragged past the edge stays inside the screen; a second scene with the same path is
 * refused with the server's message at the path field. List and editor pass axe-core and are
 * screenshotted at 1280 × 800 and 1920 × 1080 into /work/screens/signage-scenes/.
 *
 * The stack is shared by every e2e file: the scene made here is deleted again.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Scene } from '#shared/schemas/signage.ts';
import { t } from '#shared/i18n/staff.ts';
import { auditPage } from './axe';
import { useBrowser, viewports } from './browser';
import { addRegion, createSceneInEditor, previewText, regionCard, regionField, regionOutline } from './signage-pages';
import { openBackofficeAs, staffApi } from './staff';

const baseUrl = inject('baseUrl');
const session = useBrowser();
const SCREENS = '/work/screens/signage-scenes';
const FULL_HD = { width: 1920, height: 1080 };
const TABLET = { width: 768, height: 1024 };
const NAME = 'Heiße Theke Schaufenster';
const PATH = `/heisse-theke-schaufenster-${Date.now().toString(36)}`;

/** An API call as the administrator. */
const adminApi = (method: string, path: string, body?: unknown) => staffApi(baseUrl, method, path, body);

/** Screenshots at 1280 × 800 and 1920 × 1080 (the page is left at 1280 × 800). */
async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS, { recursive: true });
  const settled = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.evaluate(() => window.scrollTo(0, 0));
  await settled();
  await page.screenshot({ path: join(SCREENS, `${name}-1280.png`) });
  await page.setViewportSize(FULL_HD);
  await page.evaluate(() => window.scrollTo(0, 0));
  await settled();
  await page.screenshot({ path: join(SCREENS, `${name}-1920.png`) });
  await page.setViewportSize(viewports.desktop);
}

/** The texts that describe a field (its help and its error). */
async function describedText(page: Page, field: Locator): Promise<string> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  return (await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()))).join(' ');
}

/** Polls with room for the debounced preview and a loaded stack. */
const poll = <T>(read: () => T | Promise<T>, timeout = 10_000) => expect.poll(read, { timeout });

const frameField = (page: Page, index: number, field: 'x' | 'y' | 'width' | 'height') => regionField(page, index, t(`signageAdmin.scenes.frame.${field}`));

describe('scenes (back office)', () => {
  it('builds a scene with a title and a live price list, moves and keeps regions inside, saves it and refuses a taken path', async () => {
    const page = await session.newPage(viewports.desktop);
    await openBackofficeAs(page, baseUrl, 'admin', '/signage/scenes');
    await page.getByRole('heading', { name: t('signageAdmin.area.scenes') }).waitFor();

    let id: string | undefined;
    try {
      id = await createSceneInEditor(page, baseUrl, {
        name: NAME,
        path: PATH,
        title: 'Heiße Theke',
        priceListCategory: 'Heiße Theke',
        beforeSave: async (editor) => {
          // The price list starts at x 5, y 15 (55 × 80); two steps right and one down with the keyboard.
          await poll(() => frameField(editor, 1, 'x').inputValue()).toBe('5');
          const outline = regionOutline(editor, 1);
          await outline.focus();
          await editor.keyboard.press('ArrowRight');
          await editor.keyboard.press('ArrowRight');
          await editor.keyboard.press('ArrowDown');
          expect(await outline.getAttribute('aria-pressed')).toBe('true');
          await poll(() => frameField(editor, 1, 'x').inputValue()).toBe('7');
          await poll(() => frameField(editor, 1, 'y').inputValue()).toBe('16');
          await poll(() => editor.locator('.sc-preview [role="status"]').textContent()).toBe(
            t('signageAdmin.scenes.preview.moved', { kind: 'Preisliste', id: 'r2', x: '7', y: '16', width: '55', height: '80' }),
          );
          // Shift+arrow resizes: one percent narrower.
          await editor.keyboard.press('Shift+ArrowLeft');
          await poll(() => frameField(editor, 1, 'width').inputValue()).toBe('54');

          // The preview draws the draft with the Graz branch's live prices.
          await poll(() => previewText(editor), 15_000).toContain('Heißer Leberkäse nach Gewicht');
          const text = await previewText(editor);
          expect(text).toContain('Heiße Theke');
          expect(text).toMatch(/Leberkässemmel[\s\S]*\d+,\d{2}\u00a0€/);
          const preview = editor.getByTestId('scene-preview');
          const box = (await preview.boundingBox())!;
          expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
        },
      });

      // Saved: the API has both regions, the moved frame included.
      const stored = (await (await adminApi('GET', `scenes/${id}`)).json()) as { data: Scene };
      expect(stored.data).toMatchObject({ name: NAME, path: PATH, orientation: 'landscape' });
      expect(stored.data.regions.map((region) => [region.id, region.kind])).toEqual([
        ['r1', 'text'],
        ['r2', 'priceList'],
      ]);
      expect(stored.data.regions[1]!.frame).toEqual({ x: 7, y: 16, width: 54, height: 80 });

      // Reloaded: the editor shows it all again, and the preview its prices.
      await page.reload();
      await page.getByRole('heading', { name: t('signageAdmin.scenes.editor.title', { name: NAME }) }).waitFor();
      expect(await regionField(page, 0, t('signageAdmin.scenes.region.text')).inputValue()).toBe('Heiße Theke');
      await poll(() => frameField(page, 1, 'x').inputValue()).toBe('7');
      await poll(() => frameField(page, 1, 'y').inputValue()).toBe('16');
      await poll(() => previewText(page), 15_000).toContain('Heißer Leberkäse nach Gewicht');
      expect(await auditPage(page)).toEqual([]);
      await regionOutline(page, 1).click();
      await shoot(page, 'editor');

      // Upright: the canvas turns to 9:16.
      const format = page.getByLabel(t('signageAdmin.scenes.field.orientation'));
      await format.selectOption({ label: t('signageAdmin.scenes.orientation.portrait') });
      await poll(async () => {
        const box = (await page.getByTestId('scene-preview').boundingBox())!;
        return Math.round((box.width / box.height) * 100) / 100;
      }).toBe(0.56);
      await shoot(page, 'editor-portrait');
      await page.setViewportSize(TABLET);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(SCREENS, 'editor-portrait-768.png') });
      await page.setViewportSize(viewports.desktop);
      await format.selectOption({ label: t('signageAdmin.scenes.orientation.landscape') });

      // A failing preview is said in place; the last good drawing stays.
      await page.route('**/api/scenes/preview', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"errors":[]}' }));
      const title = regionField(page, 0, t('signageAdmin.scenes.region.text'));
      await title.fill('Heiße Theke – frisch');
      await poll(() => page.locator('.sc-preview__error').textContent()).toBe(t('signageAdmin.scenes.preview.failed'));
      expect(await previewText(page)).toContain('Heiße Theke – frisch');
      expect(await previewText(page)).toContain('Leberkässemmel');
      await page.unroute('**/api/scenes/preview');
      await title.fill('Heiße Theke');
      await poll(() => page.locator('.sc-preview__error').count()).toBe(0);

      // Dragged far past the right and bottom edge: the region stops at the screen's edge.
      const outline = (await regionOutline(page, 1).boundingBox())!;
      const from = { x: outline.x + outline.width / 2, y: outline.y + outline.height / 2 };
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x + 400, from.y + 100, { steps: 4 });
      await page.mouse.move(from.x + 2000, from.y + 2000, { steps: 4 });
      await page.mouse.up();
      await poll(() => frameField(page, 1, 'x').inputValue()).toBe('46');
      await poll(() => frameField(page, 1, 'y').inputValue()).toBe('20');
      const canvas = (await page.getByTestId('scene-preview').boundingBox())!;
      const moved = (await regionOutline(page, 1).boundingBox())!;
      expect(moved.x + moved.width).toBeLessThanOrEqual(canvas.x + canvas.width + 1);
      expect(moved.y + moved.height).toBeLessThanOrEqual(canvas.y + canvas.height + 1);
      await page.getByRole('button', { name: t('dataScreen.save') }).click();
      await poll(async () => ((await (await adminApi('GET', `scenes/${id}`)).json()) as { data: Scene }).data.regions[1]!.frame).toEqual({
        x: 46,
        y: 20,
        width: 54,
        height: 80,
      });

      // A second scene with the same path: the server's refusal at the path field.
      await page.goto(`${baseUrl}/backend/signage/scenes/new`);
      await page.getByRole('textbox', { name: new RegExp(`^${t('signageAdmin.scenes.field.name')}\\b`) }).fill(`${NAME} 2`);
      const path = page.getByRole('textbox', { name: new RegExp(`^${t('signageAdmin.scenes.field.path')}\\b`) });
      await path.fill(PATH);
      // First a price list past the screen's right edge and without its category: the server's
      // messages at the region's fields.
      await addRegion(page, 'priceList');
      await frameField(page, 0, 'x').fill('50');
      await page.getByRole('button', { name: t('dataScreen.save') }).click();
      const width = frameField(page, 0, 'width');
      await poll(() => width.getAttribute('aria-invalid')).toBe('true');
      expect(await describedText(page, width)).toContain(t('api.validation.regionOutside'));
      const category = regionCard(page, 0).getByLabel(t('signageAdmin.scenes.region.category'));
      await poll(() => category.getAttribute('aria-invalid')).toBe('true');
      expect(await describedText(page, category)).not.toBe('');
      await regionCard(page, 0).scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SCREENS, 'editor-region-errors-1280.png') });
      // Put right, the taken path is what is left.
      await frameField(page, 0, 'x').fill('5');
      await category.selectOption({ label: 'Heiße Theke' });
      await page.getByRole('button', { name: t('dataScreen.save') }).click();
      await poll(() => path.getAttribute('aria-invalid')).toBe('true');
      expect(await describedText(page, path)).toContain(`„${PATH}“ ist bereits vergeben.`);
      expect(await width.getAttribute('aria-invalid')).toBeNull();
      expect(new URL(page.url()).pathname).toBe('/backend/signage/scenes/new');
      expect(await auditPage(page)).toEqual([]);

      // The list: name, path, format and number of regions.
      await page.goto(`${baseUrl}/backend/signage/scenes?q=${encodeURIComponent('Schaufenster')}`);
      const row = page.getByRole('row', { name: new RegExp(NAME) });
      await row.waitFor();
      expect(await page.getByLabel(t('signageAdmin.scenes.list.search')).inputValue()).toBe('Schaufenster');
      // Searched on the server: every row found names the word.
      await poll(async () => (await page.locator('tbody tr').allInnerTexts()).every((text) => /Schaufenster/i.test(text))).toBe(true);
      expect(await row.innerText()).toMatch(new RegExp(`${PATH}[\\s\\S]*Querformat[\\s\\S]*2`));
      expect(await auditPage(page)).toEqual([]);
      await shoot(page, 'list');
    } finally {
      if (id) expect((await adminApi('DELETE', `scenes/${id}`)).status).toBeLessThan(300);
    }
  });
});
