/**
 * The website editors of the back office (web/backoffice/website) against the seeded local stack:
 * the administrator builds a 'Standardseite' from three blocks on the screen (adds them, moves
 * one, types its text), publishes it, reads it on the storefront and deletes it; adds a link to
 * the footer navigation and takes it out again; creates and deletes a redirect; adds a required
 * field to the catering form and removes it again. The Graz employee sees none of the website
 * areas. List and editor pass axe-core and are screenshotted at 1280 × 800 and at 768 px.
 *
 * The stack is shared by every e2e file: every record changed here is put back as it was.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { navigationIds, nodeIds } from '../../infra/local/seed/ids';
import { t } from '#shared/i18n/staff.ts';
import { auditPage } from './axe';
import { screenshot, useBrowser, viewports } from './browser';
import { openBackofficeAs, staffToken } from './staff';

const baseUrl = inject('baseUrl');
const session = useBrowser();
const TABLET = { width: 768, height: 1024 };

interface Listed {
  id: string;
  path?: string;
  identifier?: string;
  isPublic?: boolean;
  type?: string;
  content?: { blocks?: { type: string; value: Record<string, unknown> }[]; fields?: { value: { label: string; isRequired: boolean } }[] };
  items?: { label: string; type: string; target?: string }[];
  target?: string;
  statusCode?: number;
}

/** A list of the API as the administrator reads it (drafts included). */
async function apiList(resource: string): Promise<Listed[]> {
  const token = await staffToken(baseUrl);
  const response = await fetch(`${baseUrl}/api/${resource}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Listed[] }).data;
}

const blockCard = (page: Page, position: number) => page.locator(`[data-item="content.blocks.${position - 1}"]`);

describe('website editors (back office)', () => {
  it('builds a page from three blocks, publishes it, shows it on the storefront and deletes it', async () => {
    const page = await session.newPage(viewports.desktop);
    await openBackofficeAs(page, baseUrl, 'admin', '/sites');
    await page.getByRole('link', { name: 'Über uns', exact: true }).waitFor();
    expect(await auditPage(page)).toEqual([]);
    await screenshot(page, 'backoffice-sites-list');

    await page.getByRole('link', { name: t('websiteAdmin.sites.new') }).click();
    await page.getByLabel(t('websiteAdmin.field.name')).fill('Grillsaison');
    const path = page.getByLabel(t('websiteAdmin.field.path'));
    await path.fill('grillsaison');
    // The path rule as the server has it, shown while typing.
    await page.getByText(t('websiteAdmin.field.pathInvalid')).waitFor();
    await path.fill('/grillsaison');
    expect(await page.getByText(t('websiteAdmin.field.pathInvalid')).count()).toBe(0);

    // Three blocks: text, team, bullet points.
    const addType = page.getByLabel(t('websiteAdmin.site.blocks.addType'));
    const add = page.getByRole('button', { name: t('websiteAdmin.site.blocks.add') });
    await addType.selectOption('text');
    await add.click();
    await addType.selectOption('team');
    await add.click();
    await addType.selectOption('bulletPoints');
    await add.click();
    await blockCard(page, 3)
      .getByRole('button', { name: t('websiteAdmin.block.bulletPoints.add') })
      .click();
    await blockCard(page, 3)
      .getByRole('textbox', { name: t('websiteAdmin.block.bulletPoints.headline'), exact: true })
      .fill('Steaks vom Almochsen');

    // Bullet points move above the team: the arrow button keeps the focus on the moved block.
    const moveUp = page.getByRole('button', {
      name: t('dataScreen.itemList.moveUp', { item: t('websiteAdmin.site.blocks.item', { position: 3, type: t('websiteAdmin.blockType.bulletPoints') }) }),
    });
    await moveUp.click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-item]')?.getAttribute('data-item'))).toBe('content.blocks.1');

    // The text of the first block, typed into the rich-text editor with a bold word.
    const editor = blockCard(page, 1).getByRole('textbox', { name: t('websiteAdmin.field.text') });
    await editor.click();
    await page.keyboard.type('Jetzt frisch: ');
    await blockCard(page, 1)
      .getByRole('button', { name: t('dataScreen.richText.bold') })
      .click();
    await page.keyboard.type('Grillfleisch');
    // The preview draws the unsaved page with the storefront's own component.
    const preview = page.frameLocator('.ws-preview__frame');
    await preview.getByText('Grillfleisch').waitFor();
    await preview.getByText('Steaks vom Almochsen').waitFor();

    await page.getByLabel(t('websiteAdmin.field.isPublic')).check();
    await page.getByRole('button', { name: t('dataScreen.save') }).click();
    await page.getByRole('heading', { level: 1, name: t('websiteAdmin.site.title', { name: 'Grillsaison' }) }).waitFor();
    expect(await auditPage(page)).toEqual([]);
    await screenshot(page, 'backoffice-site-editor');
    await page.setViewportSize(TABLET);
    await screenshot(page, 'backoffice-site-editor-768');
    await page.setViewportSize(viewports.desktop);

    const saved = (await apiList('sites')).find((site) => site.path === '/grillsaison')!;
    expect(saved.isPublic).toBe(true);
    expect(saved.content?.blocks?.map((block) => block.type)).toEqual(['text', 'bulletPoints', 'team']);
    expect(saved.content?.blocks?.[0]?.value.text).toBe('<p>Jetzt frisch: <strong>Grillfleisch</strong></p>');
    expect(saved.content?.blocks?.[1]?.value.points).toMatchObject([{ headline: 'Steaks vom Almochsen' }]);

    // The storefront shows the published page (its public list is cached for a few seconds).
    const visitor = await session.newPage(viewports.desktop);
    await expect
      .poll(
        async () => {
          await visitor.goto(`${baseUrl}/grillsaison`);
          await visitor
            .getByText('Grillfleisch')
            .waitFor({ timeout: 4000 })
            .catch(() => undefined);
          return visitor.locator('main').innerText();
        },
        { timeout: 30_000, interval: 500 },
      )
      .toContain('Jetzt frisch: Grillfleisch');
    expect(await visitor.getByText('Steaks vom Almochsen').count()).toBe(1);

    await page.getByRole('button', { name: t('dataScreen.delete') }).click();
    const confirm = page.getByRole('dialog', { name: t('dataScreen.deleteConfirm.title') });
    await confirm.getByRole('button', { name: t('dataScreen.delete') }).click();
    await page.getByRole('heading', { level: 1, name: t('websiteAdmin.area.sites') }).waitFor();
    expect((await apiList('sites')).some((site) => site.path === '/grillsaison')).toBe(false);
  });

  it('adds a link to the footer navigation and takes it out again', async () => {
    const before = (await apiList('navigations')).find((navigation) => navigation.id === navigationIds.footer)!;
    const page = await session.newPage(viewports.desktop);
    await openBackofficeAs(page, baseUrl, 'admin', `/navigations/${navigationIds.footer}`);
    await page.getByRole('button', { name: t('websiteAdmin.navigation.addItem') }).click();
    const position = before.items!.length;
    const item = page.locator(`[data-nav="${position}"]`);
    // The new item's type select has the focus.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-nav]')?.getAttribute('data-nav'))).toBe(String(position));
    await item.getByRole('combobox', { name: t('websiteAdmin.navigation.field.type'), exact: true }).selectOption('link');
    await item.getByRole('textbox', { name: t('websiteAdmin.navigation.field.label'), exact: true }).fill('Rezepte');
    await item.getByRole('textbox', { name: t('websiteAdmin.navigation.field.url'), exact: true }).fill('https://rezepte.fleischerei-gruber.example');
    expect(await auditPage(page)).toEqual([]);
    await page.getByRole('button', { name: t('dataScreen.save') }).click();
    await page.getByText(t('dataScreen.saved')).waitFor();
    const added = (await apiList('navigations')).find((navigation) => navigation.id === navigationIds.footer)!;
    expect(added.items?.at(-1)).toEqual({
      type: 'link',
      label: 'Rezepte',
      target: 'https://rezepte.fleischerei-gruber.example',
      isEnabled: true,
      children: [],
    });

    await page.getByRole('button', { name: t('websiteAdmin.navigation.remove', { item: t('websiteAdmin.navigation.item', { label: 'Rezepte' }) }) }).click();
    await page.getByRole('button', { name: t('dataScreen.save') }).click();
    await page.getByText(t('dataScreen.saved')).waitFor();
    const restored = (await apiList('navigations')).find((navigation) => navigation.id === navigationIds.footer)!;
    expect(restored.items).toEqual(before.items);
  });

  it('creates a temporary redirect and deletes it', async () => {
    const page = await session.newPage(viewports.desktop);
    await openBackofficeAs(page, baseUrl, 'admin', '/redirects/new');
    await page.getByLabel(t('websiteAdmin.field.path')).fill('/partyservice');
    await page.getByLabel(t('websiteAdmin.redirect.target')).fill('/catering');
    await page.getByLabel(t('websiteAdmin.redirect.statusCode')).selectOption('302');
    await page.getByRole('button', { name: t('dataScreen.save') }).click();
    await page.getByRole('heading', { level: 1, name: t('websiteAdmin.redirect.title', { path: '/partyservice' }) }).waitFor();
    const created = (await apiList('redirects')).find((redirect) => redirect.path === '/partyservice');
    expect(created).toMatchObject({ target: '/catering', statusCode: 302 });

    await page.getByRole('button', { name: t('dataScreen.delete') }).click();
    await page
      .getByRole('dialog', { name: t('dataScreen.deleteConfirm.title') })
      .getByRole('button', { name: t('dataScreen.delete') })
      .click();
    await page.getByRole('heading', { level: 1, name: t('websiteAdmin.area.redirects') }).waitFor();
    expect((await apiList('redirects')).some((redirect) => redirect.path === '/partyservice')).toBe(false);
  });

  it('adds a required field to the catering form and removes it again', async () => {
    const before = (await apiList('nodes')).find((node) => node.id === nodeIds.cateringForm)!;
    const count = before.content!.fields!.length;
    const page = await session.newPage(viewports.desktop);
    await openBackofficeAs(page, baseUrl, 'admin', `/nodes/${nodeIds.cateringForm}`);
    await page.getByRole('button', { name: t('websiteAdmin.formFields.add') }).click();
    const field = page.locator(`[data-item="content.fields.${count}"]`);
    await field.getByRole('textbox', { name: t('websiteAdmin.formFields.label'), exact: true }).fill('Anzahl der Gäste');
    await field.getByLabel(t('websiteAdmin.formFields.required')).check();
    await page.getByRole('button', { name: t('dataScreen.save') }).click();
    await page.getByText(t('dataScreen.saved')).waitFor();
    const saved = (await apiList('nodes')).find((node) => node.id === nodeIds.cateringForm)!;
    expect(saved.content?.fields?.at(-1)?.value).toMatchObject({ label: 'Anzahl der Gäste', isRequired: true });

    await page
      .getByRole('button', { name: t('dataScreen.itemList.remove', { item: t('websiteAdmin.formFields.item', { label: 'Anzahl der Gäste' }) }) })
      .click();
    await page.getByRole('button', { name: t('dataScreen.save') }).click();
    await page.getByText(t('dataScreen.saved')).waitFor();
    const restored = (await apiList('nodes')).find((node) => node.id === nodeIds.cateringForm)!;
    expect(restored.content?.fields).toEqual(before.content?.fields);
  });

  it('shows the Graz employee none of the website areas', async () => {
    const page = await session.newPage(viewports.desktop);
    await openBackofficeAs(page, baseUrl, 'team-graz');
    const menu = page.getByRole('navigation', { name: t('backoffice.nav.label') });
    await menu.getByRole('link', { name: t('backoffice.nav.current') }).waitFor();
    for (const label of ['websiteAdmin.area.sites', 'websiteAdmin.area.nodes', 'websiteAdmin.area.navigations', 'websiteAdmin.area.redirects'] as const) {
      expect(await menu.getByRole('link', { name: t(label), exact: true }).count()).toBe(0);
    }
    expect(await menu.getByText(t('websiteAdmin.area.website'), { exact: true }).count()).toBe(0);
    // Opened by its address the list offers nothing to create (the server refuses employees' writes).
    await page.goto(`${baseUrl}/backend/sites`);
    await page.getByRole('link', { name: 'Über uns', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: t('websiteAdmin.sites.new') }).count()).toBe(0);
  });
});
