/**
 * The order detail's calls (backoffice.md §7 "Orders"): the order itself and what staff do with
 * it. Every query and mutation carries its German fallback twice: as the client's `fallback`
 * (the error's message when the server sends none) and as `meta.errorMessage` for the back
 * office's global error entries (§8). After a change the orders are invalidated, so the detail
 * and the lists read the order again (§4 "After each successful action the order is reloaded").
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderAction } from '#shared/order-status/transitions.ts';
import type { Config } from '#shared/schemas/config.ts';
import type { Donatee } from '#shared/schemas/content.ts';
import { keyForUrl, queryKeys, urlForKey } from '#web/common/query.ts';
import { api } from '../../client';
import { t } from '../../i18n';
import { actionFallback, type StaffOrder } from './order-view';

const ORDERS_KEY = keyForUrl('/api/orders');

export const orderKey = (id: string) => keyForUrl(`/api/orders/${encodeURIComponent(id)}`);
const orderUrl = (id: string, ...rest: string[]) => ['/api/orders', encodeURIComponent(id), ...rest].join('/');

export function useOrder(id: string) {
  const errorMessage = t('orderDetail.loadFailed');
  return useQuery({
    queryKey: orderKey(id),
    queryFn: ({ signal }) => api.get<StaffOrder>(orderUrl(id), { signal, fallback: errorMessage }),
    meta: { errorMessage },
    // The counter acts on what it sees: read the order fresh whenever the page opens.
    staleTime: 0,
  });
}

/** The shop settings the page needs (ticket label, currency, SMS plugin); the page works without them. */
export function useShopConfig() {
  const errorMessage = t('backoffice.configLoadFailed');
  return useQuery({
    queryKey: queryKeys.config(),
    queryFn: ({ signal }) => api.get<Config & { timeZone?: string }>(urlForKey(queryKeys.config()), { signal, fallback: errorMessage }),
    meta: { errorMessage },
  });
}

/** Only asked for when the order names a donation recipient. */
export function useDonatees(enabled: boolean) {
  const errorMessage = t('backoffice.donatee.loadFailed');
  return useQuery({
    queryKey: queryKeys.donatees(),
    queryFn: ({ signal }) => api.get<Donatee[]>(urlForKey(queryKeys.donatees()), { signal, fallback: errorMessage }),
    meta: { errorMessage },
    enabled,
  });
}

/** A mutation of the order that ends with the orders read again (also after a refusal: the order changed meanwhile). */
function useOrderChange<V>(errorMessage: string, request: (variables: V) => Promise<unknown>, { reload = true } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: { errorMessage },
    onSettled: () => (reload ? queryClient.invalidateQueries({ queryKey: ORDERS_KEY }) : undefined),
  });
}

export interface StatusActionVariables {
  action: OrderAction;
  /** Reject and cancel: the message to the customer. */
  rejectionMessage?: string;
}

/**
 * POST /api/orders/{id}/status/{action} with the order object as body (the spec); the server reads
 * only `rejectionMessage` of it. Cancel has its own fallback, so it is a mutation of its own.
 */
export function useStatusAction(order: StaffOrder) {
  const request = ({ action, rejectionMessage }: StatusActionVariables) =>
    api.post(orderUrl(order.id, 'status', action), { ...order, rejectionMessage: rejectionMessage || undefined }, { fallback: actionFallback(action) });
  const change = useOrderChange(actionFallback('confirm'), request);
  const cancel = useOrderChange(actionFallback('cancel'), request);
  return {
    run: (variables: StatusActionVariables) => (variables.action === 'cancel' ? cancel : change).mutateAsync(variables),
    isPending: change.isPending || cancel.isPending,
  };
}

/** POST /api/orders/{id}/status/counter-appointment: staff propose another time (ISO instant). */
export function useCounterAppointment(order: StaffOrder) {
  const fallback = t('orderStatus.changeFailed');
  return useOrderChange(fallback, (counterAppointment: string) =>
    api.post(orderUrl(order.id, 'status', 'counter-appointment'), { counterAppointment }, { fallback }),
  );
}

/** PUT /api/orders/{id}/items/{itemIndex}: the real amount of a line; the server prices it anew. */
export function useItemAmount(order: StaffOrder) {
  const fallback = t('orderDetail.amountFailed');
  return useOrderChange(fallback, ({ index, amount, unit }: { index: number; amount: number; unit: string }) =>
    api.put(orderUrl(order.id, 'items', String(index)), { amount, unit }, { fallback }),
  );
}

/** POST /api/orders/{id}/update-payment-status: asks the payment provider. */
export function usePaymentCheck(order: StaffOrder) {
  const fallback = t('backoffice.order.paymentCheckFailed');
  return useOrderChange(fallback, () => api.post(orderUrl(order.id, 'update-payment-status'), undefined, { fallback }));
}

/** POST /api/orders/{id}/print: the receipt again (the order itself does not change). */
export function usePrint(order: StaffOrder) {
  const fallback = t('backoffice.order.printFailed');
  return useOrderChange(fallback, () => api.post(orderUrl(order.id, 'print'), undefined, { fallback }), { reload: false });
}

/** POST /api/orders/{id}/resend-new-order-email | -sms. */
export function useResend(order: StaffOrder) {
  const fallback = t('backoffice.order.resendFailed');
  return useOrderChange(
    fallback,
    (channel: 'email' | 'sms') =>
      api.post(orderUrl(order.id, channel === 'email' ? 'resend-new-order-email' : 'resend-new-order-sms'), undefined, { fallback }),
    { reload: false },
  );
}
