import { describe, expect, it } from 'vitest';
import { workingScheduleSchema } from '#shared/schemas/time-tracking.ts';
import { projectSchema, taskSchema } from '#shared/schemas/projects.ts';
import type { z } from 'zod';
import type { EntityType } from '#functions/db/keys.ts';
import { isOpenAt } from '#shared/hours/index.ts';
import { priceLine } from '#shared/pricing/index.ts';
import { initialQuantity, isQuantityAllowed, offeredUnits, quantityBounds } from '#shared/quantity/index.ts';
import { getUnit } from '#shared/units/index.ts';
import { normaliseAllergens } from '#shared/menu/allergens.ts';
import { branchSchema, tableSchema } from '#shared/schemas/branch.ts';
import { categorySchema, menuSchema, productSchema, tagSchema, type Product } from '#shared/schemas/catalogue.ts';
import { ULID_PATTERN } from '#shared/schemas/common.ts';
import { configResponseSchema } from '#shared/schemas/config.ts';
import { blockSchema, donateeSchema, navigationSchema, nodeSchema, siteSchema, type NavigationItem } from '#shared/schemas/content.ts';
import { deviceSchema } from '#shared/schemas/device.ts';
import { divisionSchema } from '#shared/schemas/organisation.ts';
import { userSchema } from '#shared/schemas/user.ts';
import { customerSchema } from '#shared/schemas/crm.ts';
import { orderSchema } from '#shared/schemas/order.ts';
import { imageSchema } from '#shared/schemas/media.ts';
import { digitalSignageDeviceSchema, digitalSignageSegmentSchema, digitalSignageStreamSchema, sceneSchema } from '#shared/schemas/signage.ts';
import { PHOTO_FILE, photos } from './data/photos';
import { hasOwnSubject } from './photos/scenes';
import { demoShopRecordSets, demoUsers } from './demo-shop';
import { branches, division } from './data/branches';
import { categories, menus, products, productsByCategory, tags } from './data/catalogue';
import { navigations, nodes, sites } from './data/content';
import { allergenInformation, toHtml, toMarkdown, type LegalDocument } from './data/legal-texts';
import { config, donatees, tables, users } from './data/shop';
import * as ids from './ids';
import { branchIds, categoryIds, productIds } from './ids';

const ZONE = 'Europe/Vienna';
/** Local wall-clock time in Vienna in November (UTC+1) as an instant. */
const vienna = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const SATURDAY = '2026-11-28';

/** What GET returns for a stored record: the API's response schema for each type. */
const storedSchemas: Record<string, z.ZodType> = {
  Division: divisionSchema,
  Tag: tagSchema,
  Branch: branchSchema,
  Table: tableSchema,
  Device: deviceSchema,
  Category: categorySchema,
  Product: productSchema,
  Menu: menuSchema,
  Donatee: donateeSchema,
  Node: nodeSchema,
  Site: siteSchema,
  Block: blockSchema,
  Navigation: navigationSchema,
  User: userSchema,
  Customer: customerSchema,
  Order: orderSchema,
  Image: imageSchema,
  WorkingSchedule: workingScheduleSchema,
  Project: projectSchema,
  Task: taskSchema,
  Scene: sceneSchema,
  DigitalSignageSegment: digitalSignageSegmentSchema,
  DigitalSignageStream: digitalSignageStreamSchema,
  DigitalSignageDevice: digitalSignageDeviceSchema,
};

const parsedSets = demoShopRecordSets.map((set) => ({
  type: set.type,
  records: set.records.map(({ id, ...data }) => ({ id, data: set.schema.parse(data) as Record<string, unknown> })),
}));

const parsedOf = (type: EntityType) => parsedSets.find((set) => set.type === type)?.records ?? [];
const parsedProducts = parsedOf('Product').map(({ id, data }) => ({ id, ...data }) as unknown as Product);

describe('demo shop records and the API schemas', () => {
  it('parses every record with the input schema of its type', () => {
    for (const set of demoShopRecordSets) {
      for (const { id: _id, ...data } of set.records) {
        const result = set.schema.safeParse(data);
        expect(result.error?.issues ?? [], `${set.type} ${_id}`).toEqual([]);
      }
    }
  });

  it('gives records that parse with the response schemas once stored', () => {
    const meta = { version: 1, createdAt: '2026-11-02T08:00:00.000Z', updatedAt: '2026-11-02T08:00:00.000Z' };
    for (const set of parsedSets) {
      for (const { id, data } of set.records) {
        const stored = { ...data, ...meta, id, entityType: set.type, hasApiKey: false, hasAccessToken: false, hasKey: false };
        const schema = set.type === 'Config' ? configResponseSchema : storedSchemas[set.type];
        expect(schema, set.type).toBeDefined();
        const result = schema!.safeParse(stored);
        expect(result.error?.issues ?? [], `${set.type} ${id}`).toEqual([]);
      }
    }
  });

  it('uses unique, ULID-shaped, stable ids', () => {
    // Demo secrets (exports named …Keys, e.g. screenApiKeys) are keys, not record ids.
    const all: string[] = Object.entries(ids)
      .filter(([name]) => !name.endsWith('Keys'))
      .flatMap(([, group]) => Object.values(group));
    expect(new Set(all).size).toBe(all.length);
    for (const id of all) expect(id).toMatch(ULID_PATTERN);
    const seeded = demoShopRecordSets.filter((set) => set.type !== 'Config').flatMap((set) => set.records.map((record) => record.id));
    expect(new Set(seeded).size).toBe(seeded.length);
    expect(seeded.every((id) => all.includes(id))).toBe(true);
  });
});

describe('branches', () => {
  const [graz, leibnitz, weiz] = branches;

  it('are three public branches of the one division, with Austrian addresses and phone numbers', () => {
    expect(branches).toHaveLength(3);
    for (const branch of branches) {
      expect(branch.division).toEqual({ id: division.id });
      expect(branch.zipCode).toMatch(/^\d{4}$/);
      expect(branch.phone).toMatch(/^\+43 \d/);
      expect(branch.email).toMatch(/@fleischerei-gruber\.example$/);
      expect(branch.isPublic && branch.isEnabled).toBe(true);
      expect(branch.openingHours?.length).toBeGreaterThan(0);
    }
    expect(new Set(branches.map((branch) => branch.identifier)).size).toBe(3);
  });

  it('Graz delivers in its own delivery hours to three PLZ areas at 20 % tax', () => {
    expect(graz!.isDeliveryEnabled && graz!.isDeliveryHoursEnabled).toBe(true);
    expect(graz!.deliveryAreas).toHaveLength(3);
    for (const area of graz!.deliveryAreas ?? []) {
      expect(area.area).toMatch(/\(80\d\d\)$/);
      expect(area).toMatchObject({ tax: 20, free: false });
      expect(area.price).toBeGreaterThan(0);
      expect(area.freeFromOrderValue).toBeGreaterThan(area.minimumOrderValue ?? 0);
    }
    // Delivery pauses in the afternoon while the shop stays open.
    expect(isOpenAt(graz!.deliveryHours, vienna(MONDAY, '11:00'), ZONE)).toBe(true);
    expect(isOpenAt(graz!.deliveryHours, vienna(MONDAY, '15:00'), ZONE)).toBe(false);
    expect(isOpenAt(graz!.openingHours, vienna(MONDAY, '15:00'), ZONE)).toBe(true);
    expect(isOpenAt(graz!.openingHours, vienna('2026-11-22', '10:00'), ZONE)).toBe(false); // Sunday
  });

  it('Leibnitz is closed on Mondays and says so in its closed message', () => {
    expect(isOpenAt(leibnitz!.openingHours, vienna(MONDAY, '10:00'), ZONE)).toBe(false);
    expect(isOpenAt(leibnitz!.openingHours, vienna(TUESDAY, '10:00'), ZONE)).toBe(true);
    expect(isOpenAt(leibnitz!.openingHours, vienna(SATURDAY, '11:00'), ZONE)).toBe(true);
    expect(isOpenAt(leibnitz!.openingHours, vienna(SATURDAY, '13:00'), ZONE)).toBe(false);
    expect(leibnitz!.closedMessage).toContain('Montag');
    expect(leibnitz!.isAppointmentRequired && leibnitz!.isPreorderEnabled).toBe(true);
    expect(leibnitz!.isDineInEnabled || leibnitz!.isDeliveryEnabled).toBe(false);
  });

  it('Weiz has split hours with a lunch break and takes online orders from 09:00', () => {
    expect(isOpenAt(weiz!.openingHours, vienna(TUESDAY, '11:00'), ZONE)).toBe(true);
    expect(isOpenAt(weiz!.openingHours, vienna(TUESDAY, '13:00'), ZONE)).toBe(false);
    expect(isOpenAt(weiz!.openingHours, vienna(TUESDAY, '15:00'), ZONE)).toBe(true);
    expect(isOpenAt(weiz!.openingHours, vienna(TUESDAY, '18:30'), ZONE)).toBe(false);
    expect(weiz!.orderableFrom).toBe('09:00');
    expect(weiz!.isDineInEnabled && weiz!.isTableSelectionEnabled).toBe(true);
  });

  it('every branch is closed on Christmas Day (a once rule), open on a normal Friday', () => {
    for (const branch of branches) {
      expect(isOpenAt(branch.openingHours, vienna('2026-12-25', '10:00'), ZONE), branch.name).toBe(false);
      expect(isOpenAt(branch.openingHours, vienna('2026-12-18', '10:00'), ZONE), branch.name).toBe(true);
      expect(branch.openingHours).toContainEqual({ type: 'once', date: '2026-12-25', isClosed: true });
    }
  });

  it('differ in order types, payment and required fields', () => {
    const flags = (key: keyof (typeof branches)[number]) => new Set(branches.map((branch) => branch[key]));
    for (const key of [
      'isDeliveryEnabled',
      'isDineInEnabled',
      'isPreorderEnabled',
      'isAppointmentRequired',
      'isMollieEnabled',
      'isATMCardEnabled',
      'isTakeawayEmailRequired',
    ] as const) {
      expect(flags(key).size, key).toBe(2);
    }
  });

  it('carry existing tags, and the tables belong to the dine-in branches', () => {
    const tagIds = new Set(tags.map((tag) => tag.id));
    for (const branch of branches) for (const tag of branch.tags ?? []) expect(tagIds.has(tag.id)).toBe(true);
    expect(tags.map((tag) => tag.name)).toEqual(expect.arrayContaining(['Mittagsmenü', 'Lieferung', 'Parkplatz', 'Heißer Leberkäse']));
    const dineIn = new Set(branches.filter((branch) => branch.isDineInEnabled).map((branch) => branch.id));
    expect(dineIn.size).toBe(2);
    for (const id of dineIn) expect(tables.filter((table) => table.branch.id === id).length).toBeGreaterThanOrEqual(3);
    for (const table of tables) expect(dineIn.has(table.branch.id)).toBe(true);
    const keys = tables.map((table) => `${table.branch.id}/${table.identifier}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('catalogue', () => {
  it('has at least 40 products in the eight categories', () => {
    expect(products.length).toBeGreaterThanOrEqual(40);
    expect(categories.map((category) => category.name)).toEqual([
      'Frischfleisch',
      'Wurst & Aufschnitt',
      'Heiße Theke',
      'Mittagsmenü',
      'Feinkost & Salate',
      'Grillspezialitäten',
      'Getränke',
      'Party & Catering',
    ]);
    for (const category of categories) expect(productsByCategory[category.id]?.length, category.name).toBeGreaterThan(0);
  });

  it('sells by weight (g, dag, kg), by the piece and by the serving', () => {
    const units = new Set(products.flatMap((product) => [product.unit, ...(product.alternativeUnits ?? []).map((alternative) => alternative.unit)]));
    for (const unit of ['gram', 'decagram', 'kilogram', 'amount', 'serving']) expect(units.has(unit as never), unit).toBe(true);
    expect(products.filter((product) => product.unit === 'decagram').length).toBeGreaterThanOrEqual(8);
  });

  it('uses all three pricing models, on products and on alternative units', () => {
    expect(new Set(products.map((product) => product.pricing))).toEqual(new Set(['fixed', 'approximate', 'minimum']));
    const alternativeModels = new Set(products.flatMap((product) => (product.alternativeUnits ?? []).map((unit) => unit.calculationModel)));
    expect(alternativeModels).toEqual(new Set(['fixed', 'approximate']));
    // The Beiried is cut to the ordered weight (fixed) but a steak only weighs about 30 dag.
    const beiried = parsedProducts.find((product) => product.id === productIds.beiried)!;
    expect(priceLine({ product: beiried, amount: 1, unit: 'kilogram', parts: [] }, { orderType: 'takeaway' }).isVariable).toBe(false);
    expect(priceLine({ product: beiried, amount: 2, unit: 'amount', parts: [] }, { orderType: 'takeaway' })).toMatchObject({
      isVariable: true,
      gross: 329_400, // 2 × 0.3 kg × 54.90 €
    });
  });

  it('has configurable parts of type select, multiselect and text with add, subtract and overwrite modifiers', () => {
    const parts = products.flatMap((product) => product.config?.parts ?? []);
    const types = new Set(parts.map((part) => part.type));
    for (const type of ['select', 'multiselect', 'text']) expect(types.has(type as never), type).toBe(true);
    const modifiers = new Set(parts.flatMap((part) => (part.options ?? []).map((option) => option.modifier)));
    expect(modifiers).toEqual(new Set([undefined, 'add', 'subtract', 'overwrite']));
    for (const product of products) expect(product.type === 'configurable', product.name).toBe((product.config?.parts?.length ?? 0) > 0);
    const semmel = products.find((product) => product.id === productIds.leberkaesesemmel)!;
    expect(semmel.config?.parts?.map((part) => [part.name, part.type])).toEqual([
      ['Gebäck', 'select'],
      ['Leberkäse', 'select'],
      ['Extras', 'multiselect'],
    ]);
    const platte = products.find((product) => product.id === productIds.aufschnittplatte)!;
    expect(platte.config?.parts).toContainEqual(expect.objectContaining({ name: 'Wunschtext', type: 'text', optional: true }));
  });

  it('prices a Leberkässemmel on Schwarzbrot with Gurkerl as 3.90 + 0.20 + 0.30 at 10 %', () => {
    const semmel = parsedProducts.find((product) => product.id === productIds.leberkaesesemmel)!;
    const line = priceLine(
      { product: semmel, amount: 2, unit: 'amount', parts: [{ value: 'Schwarzbrot' }, { value: 'Klassisch' }, { value: ['Senf süß', 'Gurkerl'] }] },
      { orderType: 'takeaway' },
    );
    expect(line).toMatchObject({ gross: 88_000, rate: 10, isVariable: false });
  });

  it('has one step-by-step product, lead times, a disabled but visible product and a lunch schedule', () => {
    expect(products.filter((product) => product.isStepByStep).map((product) => product.id)).toEqual([productIds.tagesmenue]);
    const spanferkel = products.find((product) => product.id === productIds.spanferkel)!;
    expect(spanferkel).toMatchObject({ isLeadTimeEnabled: true, leadTimeType: 'days', leadTimeValue: 2, pricing: 'minimum' });
    const disabled = products.filter((product) => product.isEnabled === false);
    expect(disabled).toHaveLength(1);
    expect(disabled[0]!.isVisibleWhenUnavailable).toBe(true);
    const lunch = products.filter((product) => (product.schedule?.length ?? 0) > 0);
    expect(lunch.length).toBeGreaterThanOrEqual(3);
    for (const product of lunch) {
      expect(isOpenAt(product.schedule, vienna(MONDAY, '12:00'), ZONE), product.name).toBe(true);
      expect(isOpenAt(product.schedule, vienna(MONDAY, '10:59'), ZONE), product.name).toBe(false);
      expect(isOpenAt(product.schedule, vienna(MONDAY, '14:00'), ZONE), product.name).toBe(false);
      expect(isOpenAt(product.schedule, vienna(SATURDAY, '12:00'), ZONE), product.name).toBe(false);
    }
  });

  it('charges 10 % VAT on food and 20 % on drinks, for every order type', () => {
    const drinks = new Set(productsByCategory[categoryIds.getraenke]!.map((product) => product.id));
    for (const product of products) {
      const rate = drinks.has(product.id) ? 20 : 10;
      expect([product.tax, product.dineInTax, product.takeawayTax], product.name).toEqual([rate, rate, rate]);
    }
  });

  it('declares allergens as Austrian letter codes, each once and in list order', () => {
    const withAllergens = products.filter((product) => product.allergenCodes?.length);
    expect(withAllergens.length).toBeGreaterThanOrEqual(20);
    for (const product of withAllergens) expect(normaliseAllergens(product.allergenCodes), product.name).toEqual(product.allergenCodes);
    expect(products.find((product) => product.id === productIds.leberkaesesemmel)?.allergenCodes).toEqual(['A', 'G', 'M']);
    expect(products.find((product) => product.id === productIds.rindsschnitzel)?.allergenCodes).toBeUndefined();
  });

  it('has quantity bounds on the step and a default quantity the overlay accepts', () => {
    for (const product of parsedProducts) {
      for (const unit of offeredUnits(product)) {
        const bounds = quantityBounds(product, unit);
        for (const value of [bounds.minimumQuantity, bounds.maximumQuantity]) {
          expect(isQuantityAllowed(value!, bounds), `${product.name} ${unit} ${value}`).toBe(true);
        }
        // Alternatives of another unit type need a ratio to convert.
        if (unit !== product.unit && getUnit(unit).type !== getUnit(product.unit).type) {
          expect(product.alternativeUnits?.find((alternative) => alternative.unit === unit)?.ratio, product.name).toBeGreaterThan(0);
        }
      }
      const start = initialQuantity(product);
      expect(start, product.name).toEqual({ amount: product.defaultQuantity, unit: product.defaultUnit });
      const line = priceLine({ product, amount: start.amount, unit: start.unit, parts: [] }, { orderType: 'takeaway' });
      expect(line.gross, product.name).toBeGreaterThan(0);
    }
  });

  it('has one menu per branch whose categories and products exist, every product on a menu', () => {
    const productIdSet = new Set(products.map((product) => product.id));
    const categoryIdSet = new Set(categories.map((category) => category.id));
    expect(menus.map((menu) => menu.branches?.map((branch) => branch.id))).toEqual([[branchIds.graz], [branchIds.leibnitz], [branchIds.weiz]]);
    const listed = new Set<string>();
    for (const menu of menus) {
      for (const group of menu.catalog ?? []) {
        expect(categoryIdSet.has(group.id)).toBe(true);
        for (const id of group.products ?? []) {
          expect(productIdSet.has(id)).toBe(true);
          listed.add(id);
        }
      }
    }
    expect(listed).toEqual(productIdSet);
    // Leibnitz has no kitchen: no lunch menu there.
    expect(menus[1]!.catalog?.map((group) => group.id)).not.toContain(categoryIds.mittagsmenue);
  });
});

describe('content, config and users', () => {
  it('configures the shop in German with EUR, tickets and the plugins of the demo', () => {
    expect(config).toMatchObject({
      shopName: 'Fleischerei Gruber',
      currency: 'EUR',
      defaultDeliveryMethod: 'takeaway',
      disableTickets: false,
      enablePluginSearch: true,
      enablePluginTags: true,
      enablePluginToolbar: true,
      enablePluginMapbox: true,
    });
    for (const key of ['privacyPolicyText', 'termsAndConditionsText', 'imprintText', 'allergensText'] as const) {
      expect(config[key], key).toMatch(/^# \S/);
    }
  });

  it('has the three public navigations whose site and branch targets exist', () => {
    expect(navigations.map((navigation) => [navigation.identifier, navigation.isPublic])).toEqual([
      ['mainMenu', true],
      ['footer', true],
      ['socialMedia', true],
    ]);
    const paths = new Set(sites.map((site) => site.path));
    const identifiers = new Set(branches.map((branch) => branch.identifier));
    const walk = (items: readonly NavigationItem[]): NavigationItem[] => items.flatMap((item) => [item, ...walk(item.children ?? [])]);
    const items = walk(navigations.flatMap((navigation) => (navigation.items ?? []) as NavigationItem[]));
    for (const item of items) {
      if (item.type === 'site') expect(paths.has(item.target!), item.label).toBe(true);
      if (item.type === 'branch') expect(identifiers.has(item.target!), item.label).toBe(true);
      if (item.type === 'link') expect(item.target).toMatch(/^https:\/\//);
      if (item.type === 'group') expect(item.children?.length).toBeGreaterThan(0);
    }
    expect((navigations[2]!.items as NavigationItem[]).map((item) => item.label)).toEqual(['Facebook', 'Instagram']);
  });

  it('has the legal pages as simple pages at the paths the footer links to', () => {
    for (const path of ['/site/privacy', '/site/imprint', '/site/terms-and-conditions', '/site/allergens']) {
      const site = sites.find((candidate) => candidate.path === path);
      expect(site?.type, path).toBe('simple');
      expect(site?.content?.body, path).toMatch(/^<(h2|p|ul)>/);
    }
    expect(sites.filter((site) => site.type === 'default').map((site) => site.name)).toEqual(['Über uns', 'Catering', 'Kontakt']);
  });

  it('has a news popup, two employees and the catering form that the pages use', () => {
    expect(nodes.map((node) => node.type)).toEqual(['newsPopup', 'employee', 'employee', 'form']);
    const form = nodes.find((node) => node.type === 'form')!;
    const formBlocks = sites.flatMap((site) => site.content?.blocks ?? []).filter((block) => block.type === 'form' || block.type === 'formText');
    expect(formBlocks.length).toBe(2);
    for (const block of formBlocks) expect(block.value).toMatchObject({ form: { id: form.id } });
    expect(donatees.length).toBeGreaterThanOrEqual(2);
  });

  it('has one admin and one employee per branch with strong passwords and matching records', () => {
    expect(demoUsers.filter((user) => user.roles.includes('ROLE_ADMIN'))).toHaveLength(1);
    for (const branch of branches) {
      const employees = demoUsers.filter((user) => user.roles.includes('ROLE_EMPLOYEE') && user.branchIds.includes(branch.id));
      expect(
        employees.map((user) => user.branchIds),
        branch.name,
      ).toEqual([[branch.id]]);
    }
    for (const user of demoUsers) {
      // The Cognito pool's policy (infra/stacks/auth-stack.ts): 12+ characters, upper, lower, digit, symbol.
      expect(user.password.length).toBeGreaterThanOrEqual(12);
      for (const pattern of [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/]) expect(user.password).toMatch(pattern);
      expect(user.email).toMatch(/@fleischerei-gruber\.example$/);
    }
    expect(users.map((user) => [user.id, user.username, user.roles, user.branches])).toEqual(
      demoUsers.map((user) => [user.id, user.username, user.roles, user.branchIds.map((id) => ({ id }))]),
    );
  });
});

describe('legal texts', () => {
  const sample: LegalDocument = {
    title: 'Titel',
    sections: [{ heading: 'A & B', paragraphs: ['<script>x</script>'], items: ['eins', 'zwei'] }],
  };

  it('renders markdown with headings, paragraphs and lists', () => {
    expect(toMarkdown(sample)).toBe('# Titel\n\n## A & B\n\n<script>x</script>\n\n- eins\n- zwei\n');
  });

  it('renders escaped HTML without the title (the page shows it)', () => {
    expect(toHtml(sample)).toBe('<h2>A &amp; B</h2>\n<p>&lt;script&gt;x&lt;/script&gt;</p>\n<ul><li>eins</li><li>zwei</li></ul>');
    expect(toHtml(allergenInformation)).toContain('<li>A – Glutenhaltiges Getreide</li>');
  });
});

describe('photos', () => {
  const seededImages = new Map(parsedOf('Image').map(({ id, data }) => [id, data]));
  const imageSet = demoShopRecordSets.find((set) => set.type === 'Image')!;

  it('give every product, category and branch a photo of its own, stored as a ready image of file version 1', () => {
    const refs = [
      ...parsedProducts.map((product) => product.images[0]),
      ...parsedOf('Category').map(({ data }) => data.image),
      ...parsedOf('Branch').map(({ data }) => (data.images as unknown[])[0]),
    ];
    expect(refs).toHaveLength(products.length + categories.length + branches.length);
    const ids = refs.map((ref) => (ref as { id: string }).id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const ref of refs) {
      expect(ref).toMatchObject({ version: 1, extension: 'jpg' });
      expect(seededImages.has((ref as { id: string }).id)).toBe(true);
    }
    const stored = imageSet.prepare!(imageSet.schema.parse({ name: 'x' }) as never, undefined);
    expect(stored).toMatchObject({ status: 'ready', fileVersion: 1, width: PHOTO_FILE.width, height: PHOTO_FILE.height });
  });

  it('describe the picture in German alt texts that name the product', () => {
    for (const product of products) {
      const photo = photos.find((entry) => entry.subject.seed === product.id)!;
      expect(photo.alt).toMatch(new RegExp(`^${product.name.replace(/[()]/g, '\\$&')} (auf dem Holzbrett|auf dem Teller|in der Schüssel|auf dem Holztisch)$`));
    }
  });

  it('draw each product as what it is, not as its category', () => {
    expect(products.filter((product) => !hasOwnSubject(product.name)).map((product) => product.name)).toEqual([]);
  });
});
