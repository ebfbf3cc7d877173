/**
 * The order history's filters by order type and payment method (GET /api/orders?orderType=…&
 * paymentMethod=…), next to the branch limit of an employee.
 */
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { createEntity } from '#functions/db/repository.ts';
import { t } from '#shared/i18n/index.ts';
import { invoke } from './events';
import { orderRecord, useOrdersApi } from './order-fixtures';

const api = useOrdersApi();

describe('order history filtered by order type and payment method', () => {
  it('narrows the list to the asked type and method, and refuses unknown values in German', async () => {
    const branch = api.actors.branchA;
    const base = orderRecord(branch.id);
    const takeawayCash = await createEntity('Order', { ...base, uid: ulid(), isDelivery: false, isDineIn: false, paymentMethod: 'cash' });
    const deliveryOnline = await createEntity('Order', { ...base, uid: ulid(), isDelivery: true, isDineIn: false, paymentMethod: 'mollie' });
    const dineInCard = await createEntity('Order', { ...base, uid: ulid(), isDelivery: false, isDineIn: true, paymentMethod: 'atm-card' });
    const otherBranch = await createEntity('Order', { ...orderRecord(api.actors.branchB.id), uid: ulid(), isDelivery: true, paymentMethod: 'mollie' });

    const history = async (query: Record<string, string>, token = api.actors.employee.token) => {
      const response = await invoke<Array<{ id: string }>>(api.orders, 'GET', { path: '/api/orders', token, query });
      expect(response.status).toBe(200);
      return response.body.data!.map((order) => order.id).filter((id) => [takeawayCash.id, deliveryOnline.id, dineInCard.id, otherBranch.id].includes(id));
    };

    expect(new Set(await history({}))).toEqual(new Set([takeawayCash.id, deliveryOnline.id, dineInCard.id]));
    expect(await history({ orderType: 'takeaway' })).toEqual([takeawayCash.id]);
    expect(await history({ orderType: 'delivery' })).toEqual([deliveryOnline.id]);
    expect(await history({ orderType: 'dineIn' })).toEqual([dineInCard.id]);
    expect(await history({ paymentMethod: 'atm-card' })).toEqual([dineInCard.id]);
    expect(await history({ paymentMethod: 'mollie', orderType: 'delivery' })).toEqual([deliveryOnline.id]);
    expect(await history({ paymentMethod: 'mollie', orderType: 'takeaway' })).toEqual([]);
    // The other branch's delivery is the admin's to see, never the employee's.
    expect(new Set(await history({ orderType: 'delivery' }, api.actors.admin.token))).toEqual(new Set([deliveryOnline.id, otherBranch.id]));

    for (const [field, value] of [
      ['orderType', 'pickup'],
      ['paymentMethod', 'paypal'],
    ] as const) {
      const refused = await invoke(api.orders, 'GET', { path: '/api/orders', token: api.actors.employee.token, query: { [field]: value } });
      expect(refused).toMatchObject({ status: 400, body: { errors: [{ field, message: t('api.validation.option') }] } });
    }
  });
});
