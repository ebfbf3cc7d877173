/**
 * The public order status page `/status/{uid}/{hash}` (storefront.md §2 "Public order status
 * page", §4 "Order progression", "Status polling", "Review questionnaire"): heading, progress,
 * timeline, ticket, hints, the counter-appointment answer, the questionnaire, the summary with
 * the lines and totals, and the branch. Every rule comes from shared/order-status.
 *
 * Decisions where the spec is silent:
 * - The order is read again every 10 s until it is completed, rejected, canceled or failed; the
 *   progress sentence is a polite live region, so a screen reader announces the change.
 * - An unknown link (unknown uid or wrong hash, the API cannot tell them apart) shows its own
 *   "order not found" state rather than the generic 404 page: the customer learns what to check.
 * - Once the order is loaded the cart of a returning online payment is cleared
 *   (settlePendingPayment).
 */
// First: the ordering texts are in the lookup before any module of this page runs (web/common/i18n.ts).
import '../order-texts';
import { useEffect, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import {
  counterAppointmentOffer,
  frontDeskHint,
  orderHeading,
  orderPaymentMethodLabel,
  orderProgressText,
  orderStatusLine,
  orderTimeline,
  orderTypeLabelOf,
  paymentStateText,
  shouldPollOrder,
  showBranchContact,
  ticketLabel,
  type TimelineStep,
} from '#shared/order-status/index.ts';
import type { PublicOrder } from '#shared/schemas/public-order.ts';
import { ApiError } from '../../common/api';
import { t } from '../../common/i18n';
import { queryKeys } from '../../common/query';
import { buttonClass, ErrorState, Loading } from '../../common/ui';
import { settlePendingPayment } from '../cart/cart-store';
import { DEFAULT_TIME_ZONE, formatInstant } from '#shared/time/index.ts';
import { useConfig } from '../data';
import { CounterAppointmentBox } from './CounterAppointmentBox';
import { OrderLines } from './OrderLines';
import { PwaHint } from './PwaHint';
import { Questionnaire } from './Questionnaire';
import './status.css';

/** storefront.md §9: status polling every 10 s. */
export const STATUS_POLL_MS = 10_000;

export function StatusPage() {
  const { uid = '', hash = '' } = useParams();
  const queryKey = queryKeys.publicOrder(uid, hash);
  const order = useQuery<PublicOrder>({
    queryKey,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && shouldPollOrder(query.state.data) ? STATUS_POLL_MS : false),
  });

  const branchIdentifier = order.data?.branch.identifier;
  useEffect(() => {
    if (branchIdentifier) settlePendingPayment(branchIdentifier, uid);
  }, [branchIdentifier, uid]);

  if (order.data) return <OrderStatus order={order.data} uid={uid} hash={hash} />;
  if (order.isPending) return <Loading />;
  if (order.error instanceof ApiError && order.error.status === 404) return <OrderNotFound />;
  return <ErrorState message={order.error?.message ?? t('error.unknown')} onRetry={() => void order.refetch()} />;
}

function OrderNotFound() {
  return (
    <section className="container error-page">
      <h1>{t('status.notFound.title')}</h1>
      <p>{t('status.notFound.text')}</p>
      <Link className={buttonClass('secondary')} to="/">
        {t('web.home')}
      </Link>
    </section>
  );
}

function OrderStatus({ order, uid, hash }: { order: PublicOrder; uid: string; hash: string }) {
  const config = useConfig().data;
  const queryClient = useQueryClient();
  const timeZone = config?.timeZone ?? DEFAULT_TIME_ZONE;
  const currency = config?.currency;
  const heading = orderHeading(order);
  const progress = orderProgressText(order, timeZone);
  const timeline = orderTimeline(order);
  const offer = counterAppointmentOffer(order, timeZone);
  const hint = frontDeskHint(order, config?.enablePluginFrontdesk);
  const paymentState = paymentStateText(order);
  const actionUrl = (action: string) => `/api/orders/public/${encodeURIComponent(uid)}/${encodeURIComponent(hash)}/${action}`;

  /** The answer of an action is the changed order; the spec reloads it afterwards as well. */
  const applied = (next: PublicOrder) => {
    queryClient.setQueryData(queryKeys.publicOrder(uid, hash), next);
    void queryClient.invalidateQueries({ queryKey: queryKeys.publicOrder(uid, hash) });
  };
  const reload = () => void queryClient.invalidateQueries({ queryKey: queryKeys.publicOrder(uid, hash) });

  return (
    <div className="container status-page">
      <header className="status-hero">
        <h1 className="status-hero__title">{heading.title}</h1>
        {heading.rejectionMessage && <p className="status-hero__reason">{heading.rejectionMessage}</p>}
        <p className="status-hero__progress" role="status" aria-live="polite">
          {progress}
        </p>
        {order.ticketNumber !== undefined && (
          <p className="status-ticket">
            <span className="status-ticket__label">{ticketLabel(config?.disableTickets)}</span>
            <strong className="status-ticket__number">{order.ticketNumber}</strong>
          </p>
        )}
      </header>

      {/* The proposal waits for the customer's answer: first, before the timeline. */}
      {offer && <CounterAppointmentBox offer={offer} actionUrl={actionUrl} onApplied={applied} onFailed={reload} />}

      {timeline && <Timeline steps={timeline} />}

      <Questionnaire order={order} uid={uid} enabled={config?.enablePluginOrderReviews} actionUrl={actionUrl} onApplied={applied} />

      {hint && <p className="status-note">{hint}</p>}
      <PwaHint enabled={config?.enablePluginPWA} />

      <div className="status-columns">
        <section className="card status-card" aria-labelledby="status-summary">
          <div className="card__body">
            <h2 id="status-summary">{t('status.summary.heading')}</h2>
            <dl className="status-facts">
              <Fact label={t('orderStatus.orderUid')}>{order.uid}</Fact>
              <Fact label={t('status.summary.orderedAt')}>{formatInstant(order.createdAt, timeZone)}</Fact>
              {order.appointmentDate && <Fact label={t('status.summary.appointment')}>{formatInstant(order.appointmentDate, timeZone)}</Fact>}
              <Fact label={t('orderStatus.orderType')}>{orderTypeLabelOf(order)}</Fact>
              {order.isDelivery && order.deliveryArea && <Fact label={t('checkout.field.deliveryArea')}>{order.deliveryArea}</Fact>}
              {order.isDineIn && order.tableIdentifier && <Fact label={t('status.summary.table')}>{order.tableIdentifier}</Fact>}
              <Fact label={t('orderStatus.paymentMethod')}>
                {orderPaymentMethodLabel(order.paymentMethod)}
                {paymentState && <span className="status-facts__extra"> ({paymentState})</span>}
              </Fact>
              <Fact label={t('orderStatus.status.label')}>{orderStatusLine(order)}</Fact>
            </dl>
          </div>
        </section>

        <section className="card status-card status-card--items" aria-labelledby="status-items">
          <div className="card__body">
            <h2 id="status-items">{t('status.items.heading')}</h2>
            <OrderLines order={order} currency={currency} />
          </div>
        </section>

        {showBranchContact(order) && order.branch.name && (
          <section className="card status-card" aria-labelledby="status-branch">
            <div className="card__body">
              <h2 id="status-branch">{t('status.branch.heading')}</h2>
              <address className="status-branch">
                <strong>{order.branch.name}</strong>
                {order.branch.street && <span>{order.branch.street}</span>}
                {(order.branch.zipCode || order.branch.city) && <span>{[order.branch.zipCode, order.branch.city].filter(Boolean).join(' ')}</span>}
                {order.branch.phone && (
                  <span>
                    {t('status.branch.phone')}: <a href={`tel:${order.branch.phone.replace(/[^+\d]/g, '')}`}>{order.branch.phone}</a>
                  </span>
                )}
              </address>
            </div>
          </section>
        )}
      </div>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="status-facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Timeline({ steps }: { steps: TimelineStep[] }) {
  return (
    <ol className="status-timeline" aria-label={t('status.timeline.label')}>
      {steps.map((step, index) => (
        <li
          key={step.key}
          className={`status-timeline__step status-timeline__step--${step.state}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className="status-timeline__marker" aria-hidden="true">
            {step.state === 'done' ? '✓' : index + 1}
          </span>
          <span className="status-timeline__label">
            {step.label}
            {step.state === 'done' && <span className="visually-hidden"> {t('status.timeline.done')}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
