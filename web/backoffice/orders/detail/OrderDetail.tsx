/**
 * The loaded order: heading, the result of the last action, the sections, and the dialogs the
 * actions open. Layout: one column on a phone in reading order (overview, actions, display
 * switches, payment, lines, totals, customer); from 1024 px the actions, switches and payment
 * stay in a column on the right while the order's content scrolls on the left.
 */
import { useEffect, useRef, useState } from 'react';
import { itemUpdateRefusal } from '#shared/order-status/item-update.ts';
import type { OrderAction } from '#shared/order-status/transitions.ts';
import { DEFAULT_TIME_ZONE } from '#shared/time/zone.ts';
import { t } from '../../i18n';
import { branchesApi } from '../../branches/api';
import { ActionsPanel } from './ActionsPanel';
import { useCounterAppointment, useDonatees, useItemAmount, usePaymentCheck, usePrint, useResend, useShopConfig, useStatusAction } from './api';
import { AmountDialog, CounterAppointmentDialog, MessageDialog } from './dialogs';
import { FeedbackMessage, useFeedback } from './feedback';
import { statusActions, type StaffOrder } from './order-view';
import { CustomerSection, DisplaySettings, LinesSection, OverviewSection, PaymentSection, TotalsSection } from './sections';
import { useLocalSetting } from './settings';

type OpenDialog = { kind: 'reject' | 'cancel' } | { kind: 'counter' } | { kind: 'amount'; index: number } | null;

export function OrderDetail({ order }: { order: StaffOrder }) {
  const config = useShopConfig().data;
  const branches = branchesApi.useAll().data;
  const donatees = useDonatees(Boolean(order.donatee)).data;
  const timeZone = config?.timeZone ?? DEFAULT_TIME_ZONE;
  const currency = config?.currency;

  const [showProducts, setShowProducts] = useLocalSetting('showProductData');
  const [showCustomer, setShowCustomer] = useLocalSetting('showCustomerData');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const feedback = useFeedback();
  const heading = useRef<HTMLHeadingElement>(null);

  // The dialogs mount only while open, so the focus goes back to their button here; when the
  // action removed that button (a rejected order offers no 'Ablehnen'), the message has it.
  const opener = useRef<HTMLElement | null>(null);
  const openDialog = (next: NonNullable<OpenDialog>) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDialog(next);
  };
  useEffect(() => {
    if (dialog === null && opener.current?.isConnected) opener.current.focus();
    if (dialog === null) opener.current = null;
  }, [dialog]);

  const status = useStatusAction(order);
  const counter = useCounterAppointment(order);
  const itemAmount = useItemAmount(order);
  const paymentCheck = usePaymentCheck(order);
  const print = usePrint(order);
  const resend = useResend(order);
  const busy = status.isPending || counter.isPending || itemAmount.isPending || paymentCheck.isPending || print.isPending || resend.isPending;

  const doneText = (action: OrderAction) => statusActions(order).find((view) => view.action === action)?.done ?? '';
  const closeDialog = () => setDialog(null);

  const onStatusAction = (action: OrderAction) => {
    if (action === 'reject' || action === 'cancel') openDialog({ kind: action });
    else void feedback.run(() => status.run({ action }), doneText(action));
  };

  const title = order.ticketNumber !== undefined ? t('orderDetail.titleWithNumber', { number: order.ticketNumber }) : t('orderDetail.title');
  const branchName = branches?.find((branch) => branch.id === order.branch.id)?.name;
  const donateeName = donatees?.find((donatee) => donatee.id === order.donatee?.id)?.name;
  const amountLine = dialog?.kind === 'amount' ? order.items[dialog.index] : undefined;

  return (
    <div className="od">
      <h1 ref={heading} tabIndex={-1} className="od__title">
        {title}
      </h1>
      <FeedbackMessage entry={feedback.entry} heading={heading} />
      <div className="od__layout">
        <div className="od__overview">
          <OverviewSection order={order} branchName={branchName} disableTickets={config?.disableTickets} timeZone={timeZone} />
        </div>
        <div className="od__side">
          <ActionsPanel
            order={order}
            smsEnabled={Boolean(config?.enablePluginSMS)}
            busy={busy}
            onStatusAction={onStatusAction}
            onCounterAppointment={() => openDialog({ kind: 'counter' })}
            onPrint={() => void feedback.run(() => print.mutateAsync(), t('orderDetail.done.print'))}
            onResend={(channel) =>
              void feedback.run(() => resend.mutateAsync(channel), channel === 'email' ? t('orderDetail.done.resendEmail') : t('orderDetail.done.resendSms'))
            }
          />
          <DisplaySettings showProducts={showProducts} showCustomer={showCustomer} onShowProducts={setShowProducts} onShowCustomer={setShowCustomer} />
          <PaymentSection order={order} busy={busy} onCheck={() => void feedback.run(() => paymentCheck.mutateAsync(), t('orderDetail.payment.checked'))} />
        </div>
        <div className="od__content">
          {showProducts ? (
            <LinesSection
              order={order}
              currency={currency}
              onChangeAmount={itemUpdateRefusal(order) === null ? (index) => openDialog({ kind: 'amount', index }) : null}
            />
          ) : (
            <p className="od-hidden-note">{t('orderDetail.productDataHidden')}</p>
          )}
          <TotalsSection order={order} currency={currency} donateeName={donateeName} />
          {showCustomer ? <CustomerSection order={order} /> : <p className="od-hidden-note">{t('orderDetail.customerDataHidden')}</p>}
        </div>
      </div>

      {(dialog?.kind === 'reject' || dialog?.kind === 'cancel') && (
        <MessageDialog
          kind={dialog.kind}
          onClose={closeDialog}
          onSubmit={(rejectionMessage) => feedback.run(() => status.run({ action: dialog.kind, rejectionMessage }), doneText(dialog.kind))}
        />
      )}
      {dialog?.kind === 'counter' && (
        <CounterAppointmentDialog
          appointment={order.appointmentDate}
          timeZone={timeZone}
          onClose={closeDialog}
          onSubmit={(at) => feedback.run(() => counter.mutateAsync(at), t('orderDetail.done.counterAppointment'))}
        />
      )}
      {amountLine && dialog?.kind === 'amount' && (
        <AmountDialog
          productName={amountLine.product.name ?? ''}
          amount={amountLine.amount}
          unit={amountLine.unit}
          onClose={closeDialog}
          onSubmit={(amount) =>
            feedback.run(() => itemAmount.mutateAsync({ index: dialog.index, amount, unit: amountLine.unit }), t('orderDetail.done.amount'))
          }
        />
      )}
    </div>
  );
}
