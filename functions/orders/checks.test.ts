import { describe, expect, it } from 'vitest';
import type { Branch } from '#shared/schemas/branch.ts';
import type { Category, Product } from '#shared/schemas/catalogue.ts';
import { configSchema } from '#shared/schemas/config.ts';
import { orderCreateSchema, type OrderCreateInput } from '#shared/schemas/order.ts';
import { uploadTokenHash } from '../uploads/binding';
import { checkOrder, uploadIdsOf, type OrderShop } from './checks';

const VIENNA = 'Europe/Vienna';
// Tuesday 5 May 2026, 10:00 in Vienna.
const NOW = new Date('2026-05-05T08:00:00.000Z');
const ids = {
  branch: '01M6DMBEZ8YFEQZT5DTM2SFB23',
  torte: '01M6DMBEZ8YFEQZT5DTM2SFB24',
  wurst: '01M6DMBEZ8YFEQZT5DTM2SFB25',
  category: '01M6DMBEZ8YFEQZT5DTM2SFB26',
};
const UPLOAD = { id: '01M6DMBEZ8YFEQZT5DTM2SFB27', version: 1, extension: 'jpg', publicHash: 'a'.repeat(32), mimeType: 'image/jpeg' };
/** The browser's upload token and its hash as the stored upload keeps it (functions/uploads/binding.ts). */
const TOKEN = 'browser-upload-token-0001';
const TOKEN_HASH = uploadTokenHash(TOKEN);

const branch = {
  id: ids.branch,
  isPublic: true,
  isEnabled: true,
  openingHours: [{ type: 'daily', from: '08:00', to: '18:00' }],
  isTakeawayEnabled: true,
  isDineInEnabled: true,
  isDeliveryEnabled: true,
  isCashEnabled: true,
  deliveryAreas: [{ area: '8010 Graz', price: 3.5, tax: 20 }],
} as unknown as Branch;

const torte = {
  id: ids.torte,
  name: 'Fototorte',
  price: 40,
  tax: 10,
  dineInTax: 10,
  takeawayTax: 13,
  unit: 'amount',
  isEnabled: true,
  config: { parts: [{ name: 'Foto', type: 'image', optional: false, options: [] }] },
} as unknown as Product;

const wurst = { id: ids.wurst, name: 'Extrawurst', price: 2, tax: 10, dineInTax: 10, takeawayTax: 13, unit: 'amount', isEnabled: true } as unknown as Product;

function shopWith(fields: Partial<OrderShop> = {}): OrderShop {
  return {
    branch,
    config: configSchema.parse({}),
    menu: { id: 'menu', branches: [{ id: ids.branch }], catalog: [{ id: ids.category, products: [ids.torte, ids.wurst] }] },
    products: new Map([
      [ids.torte, torte],
      [ids.wurst, wurst],
    ]),
    categories: new Map([[ids.category, { id: ids.category, name: 'Torten', isEnabled: true } as unknown as Category]]),
    uploads: new Map([[UPLOAD.id, { ...UPLOAD, tokenHash: TOKEN_HASH }]]),
    uploadTokenHash: TOKEN_HASH,
    ...fields,
  };
}

const order = (fields: Partial<OrderCreateInput> = {}) =>
  orderCreateSchema.parse({
    idempotencyKey: 'unit-test-key-0001',
    branch: { id: ids.branch },
    items: [{ product: { id: ids.wurst }, amount: 2, unit: 'amount' }],
    firstName: 'Maria',
    lastName: 'Huber',
    legalInstructions: true,
    privacyPolicy: true,
    ...fields,
  });

describe('checkOrder', () => {
  it('taxes takeaway and dine-in by the product rate of the order type', () => {
    const takeaway = checkOrder(order(), shopWith(), NOW, VIENNA);
    const dineIn = checkOrder(order({ isDineIn: true }), shopWith(), NOW, VIENNA);
    // 2 × 2.00 = 4.00 gross; 13 %: net 3.5398; 10 %: net 3.6364.
    expect(takeaway.ok && takeaway.order.pricing.taxes).toEqual([{ rate: 13, net: 3.5398, tax: 0.4602, gross: 4 }]);
    expect(dineIn.ok && dineIn.order.pricing.taxes).toEqual([{ rate: 10, net: 3.6364, tax: 0.3636, gross: 4 }]);
  });

  it('stores an image part with the upload as stored, and refuses an upload it does not know', () => {
    const photo = (file: Record<string, unknown>) =>
      order({ items: [{ product: { id: ids.torte }, amount: 1, unit: 'amount', parts: [{ name: 'Bild', files: [file] }] }] as never });
    expect(uploadIdsOf(photo({ ...UPLOAD, mimeType: undefined }))).toEqual([UPLOAD.id]);
    const accepted = checkOrder(photo({ ...UPLOAD, version: 7, mimeType: 'text/html' }), shopWith(), NOW, VIENNA);
    expect(accepted.ok && accepted.order.items[0]!.parts).toEqual([{ name: 'Foto', files: [UPLOAD] }]);

    const forged = checkOrder(photo({ ...UPLOAD, publicHash: 'b'.repeat(32) }), shopWith(), NOW, VIENNA);
    expect(forged).toEqual({
      ok: false,
      errors: [
        {
          status: 400,
          code: 'order.upload',
          field: 'items.0.parts.0',
          message: '„Fototorte“: Die gewählte Datei kann leider nicht verarbeitet werden. Möglicherweise ist sie zu groß oder hat ein unbekanntes Format.',
        },
      ],
    });
    const missing = checkOrder(order({ items: [{ product: { id: ids.torte }, amount: 1, unit: 'amount' }] }), shopWith(), NOW, VIENNA);
    expect(!missing.ok && missing.errors).toEqual([
      { status: 400, code: 'order.item', field: 'items.0.parts.0', message: '„Fototorte“: Bitte laden Sie bei „Foto“ ein Bild hoch.' },
    ]);
  });

  it('accepts an upload only with the upload token of the browser that made it, and none being deleted', () => {
    const photo = order({ items: [{ product: { id: ids.torte }, amount: 1, unit: 'amount', parts: [{ name: 'Bild', files: [UPLOAD] }] }] as never });
    expect(checkOrder(photo, shopWith(), NOW, VIENNA).ok).toBe(true);
    const refused = { ok: false, errors: [expect.objectContaining({ code: 'order.upload', field: 'items.0.parts.0' })] };
    expect(checkOrder(photo, shopWith({ uploadTokenHash: uploadTokenHash('another-browser-token-01') }), NOW, VIENNA)).toEqual(refused);
    expect(checkOrder(photo, shopWith({ uploadTokenHash: undefined }), NOW, VIENNA)).toEqual(refused);
    // An upload stored without a token (an old client) binds to nothing.
    expect(checkOrder(photo, shopWith({ uploads: new Map([[UPLOAD.id, UPLOAD]]) }), NOW, VIENNA)).toEqual(refused);
    const deleting = new Map([[UPLOAD.id, { ...UPLOAD, tokenHash: TOKEN_HASH, deletingAt: '2026-05-05T07:00:00.000Z' }]]);
    expect(checkOrder(photo, shopWith({ uploads: deleting }), NOW, VIENNA)).toEqual(refused);
  });

  it('refuses a product sold out at the branch for the day the order is for, not for another day', () => {
    const soldOut = shopWith({ branch: { ...branch, soldOutProductIds: [ids.wurst], soldOutDate: '2026-05-05' } });
    const refused = checkOrder(order(), soldOut, NOW, VIENNA);
    expect(refused).toMatchObject({ ok: false, errors: [{ code: 'order.productSoldOut', field: 'items.0' }] });
    // The next morning it is back; a preorder today for tomorrow 10:00 may have it too.
    expect(checkOrder(order(), soldOut, new Date('2026-05-06T08:00:00.000Z'), VIENNA).ok).toBe(true);
    expect(checkOrder(order({ appointmentDate: '2026-05-06T08:00:00.000Z' }), soldOut, NOW, VIENNA).ok).toBe(true);
    expect(checkOrder(order({ appointmentDate: '2026-05-05T14:00:00.000Z' }), soldOut, NOW, VIENNA)).toMatchObject({
      ok: false,
      errors: [{ code: 'order.productSoldOut' }],
    });
  });

  it('takes a quotation request while the branch is closed', () => {
    const evening = new Date('2026-05-05T19:00:00.000Z');
    expect(checkOrder(order(), shopWith(), evening, VIENNA)).toMatchObject({ ok: false, errors: [{ code: 'order.closed' }] });
    const quotations = shopWith({ branch: { ...branch, isQuotationRequired: true } });
    expect(checkOrder(order(), quotations, evening, VIENNA).ok).toBe(true);
  });

  it('stores only the sections the checkout shows for the order type', () => {
    const takeaway = checkOrder(
      order({ street: 'Herrengasse 1', deliveryStreet: 'Sackstraße 2', deliveryArea: '8010 Graz', table: { id: ids.category } }),
      shopWith(),
      NOW,
      VIENNA,
    );
    expect(takeaway.ok && takeaway.order.fields).toEqual({
      firstName: 'Maria',
      lastName: 'Huber',
      isCompany: false,
      isDeliveryAddressDifferent: false,
      isDelivery: false,
      isDineIn: false,
      paymentMethod: 'cash',
      legalInstructions: true,
      privacyPolicy: true,
    });
    const delivery = checkOrder(
      order({
        isDelivery: true,
        street: 'Herrengasse 1',
        zipCode: '8010',
        city: 'Graz',
        country: 'AT',
        deliveryArea: '8010 Graz',
        isDeliveryAddressDifferent: true,
        deliveryStreet: 'Sackstraße 2',
        deliveryZipCode: '8010',
        deliveryCity: 'Graz',
        deliveryCountry: 'AT',
      }),
      shopWith(),
      NOW,
      VIENNA,
    );
    expect(delivery.ok && delivery.order.fields).toMatchObject({
      street: 'Herrengasse 1',
      deliveryStreet: 'Sackstraße 2',
      deliveryCountry: 'AT',
      isDeliveryAddressDifferent: true,
    });
  });
});
