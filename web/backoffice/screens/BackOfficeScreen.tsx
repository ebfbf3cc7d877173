/**
 * /backend/screens/backoffice/:branchId/:apiKey — the counter tablet: the branch's open orders
 * due today (and any left over from earlier days) by due time, each with ticket, due time or
 * 'So bald wie möglich', status and order type chips, the customer's short name, table, lines
 * with parts and the comment. Unconfirmed orders are flagged.
 *
 * Decision: read-only. The tablet opens with a key instead of a sign-in, so anyone holding the
 * link could act on orders; confirming, rejecting and the other status actions need a signed-in
 * staff member (the order lists and detail of the back office), whose name each change records.
 */
import { useDocumentTitle } from '../../common/document';
import { orderTypeLabel } from '#shared/checkout/options.ts';
import { formatQuantity } from '#shared/quantity/format.ts';
import { backOfficeScreenSchema, type BackOfficeOrder } from '#shared/schemas/order-screen.ts';
import { formatDate, formatTime, localDateOf } from '#shared/time/index.ts';
import { pluralKey, t, type MessageKey } from '../i18n';
import { InvalidLinkScreen, ScreenLoading, ScreenStatus, ScreenUnreachable } from './ScreenParts';
import { useScreenData, useWakeLock } from './screen-data';
import './screens.css';

function stageLabelKey(order: BackOfficeOrder): MessageKey {
  if (order.stage === 'inDelivery') return order.orderType === 'delivery' ? 'screen.backOffice.stage.inDelivery' : 'screen.backOffice.stage.readyForPickup';
  return `screen.backOffice.stage.${order.stage}`;
}

const isUnconfirmed = (order: BackOfficeOrder) => order.stage === 'open' || order.stage === 'awaitingPayment';

function DueTime({ order, timeZone, today }: { order: BackOfficeOrder; timeZone: string; today: string }) {
  const received = new Date(order.createdAt);
  if (!order.appointmentDate) {
    return (
      <>
        <span className="bo-screen-order__due">{t('screen.backOffice.asap')}</span>
        <span className="bo-screen-order__received">{t('screen.backOffice.received', { time: formatTime(received, timeZone) })}</span>
      </>
    );
  }
  const due = new Date(order.appointmentDate);
  const time = formatTime(due, timeZone);
  // Orders left over from an earlier day carry their date.
  const text =
    localDateOf(due, timeZone) === today ? t('screen.backOffice.dueAt', { time }) : t('screen.backOffice.dueOn', { date: formatDate(due, timeZone), time });
  return <span className="bo-screen-order__due">{text}</span>;
}

function OrderCard({ order, timeZone, today }: { order: BackOfficeOrder; timeZone: string; today: string }) {
  const unconfirmed = isUnconfirmed(order);
  const headingId = `bo-screen-order-${order.id}`;
  return (
    <li className={unconfirmed ? 'bo-screen-order bo-screen-order--unconfirmed' : 'bo-screen-order'} aria-labelledby={headingId} data-order={order.id}>
      <div className="bo-screen-order__when">
        <DueTime order={order} timeZone={timeZone} today={today} />
      </div>
      <div className="bo-screen-order__body">
        <div className="bo-screen-order__head">
          <h2 id={headingId} className="bo-screen-order__ticket">
            {order.ticketNumber === undefined ? t('screen.backOffice.noTicket') : t('screen.backOffice.ticket', { number: String(order.ticketNumber) })}
          </h2>
          <span className={`bo-chip bo-chip--${order.stage}`}>{t(stageLabelKey(order))}</span>
          <span className="bo-chip">{orderTypeLabel(order.orderType)}</span>
          {order.tableIdentifier && <span className="bo-chip">{t('screen.backOffice.table', { table: order.tableIdentifier })}</span>}
          {order.customerName && <span className="bo-screen-order__name">{order.customerName}</span>}
        </div>
        <ul className="bo-screen-lines" aria-label={t('screen.backOffice.lines')}>
          {order.lines.map((line, index) => (
            <li key={index} className="bo-screen-line">
              <span className="bo-screen-line__amount">{formatQuantity(line.amount, line.unit)}</span>
              <span className="bo-screen-line__name">{line.name}</span>
              {(line.parts.length > 0 || line.comment) && (
                <span className="bo-screen-line__parts">
                  {line.parts.map((part) => (part.name ? `${part.name}: ${part.text}` : part.text)).join(' · ')}
                  {line.comment && <em className="bo-screen-line__comment">{line.comment}</em>}
                </span>
              )}
            </li>
          ))}
        </ul>
        {order.comment && (
          <p className="bo-screen-order__comment">
            <strong>{t('screen.backOffice.comment')}:</strong> {order.comment}
          </p>
        )}
      </div>
    </li>
  );
}

export function BackOfficeScreen() {
  const screen = useScreenData('backoffice', backOfficeScreenSchema);
  useWakeLock();
  useDocumentTitle(screen.data ? `${t('screen.backOffice.title')} – ${screen.data.branchName}` : t('screen.backOffice.title'));

  if (screen.invalidLink) return <InvalidLinkScreen />;
  if (!screen.data) return screen.connectionLost ? <ScreenUnreachable /> : <ScreenLoading />;
  const { branchName, orders, timeZone } = screen.data;
  const today = localDateOf(new Date(screen.updatedAt), timeZone);
  const count = orders.length;
  return (
    <main className="bo-screen">
      <header className="bo-screen__header">
        <h1 className="bo-screen__title">
          {t('screen.backOffice.title')}
          <span className="bo-screen__branch">{branchName}</span>
        </h1>
        <p className="bo-screen__count">{t(pluralKey(count, 'screen.backOffice.count.one', 'screen.backOffice.count.other'), { count })}</p>
        <ScreenStatus updatedAt={screen.updatedAt} connectionLost={screen.connectionLost} timeZone={timeZone} />
      </header>
      <p className="bo-screen__note">{t('screen.backOffice.readOnly')}</p>
      {count === 0 ? (
        <p className="bo-screen__empty">{t('screen.backOffice.noOrders')}</p>
      ) : (
        <ol className="bo-screen__orders">
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} timeZone={timeZone} today={today} />
          ))}
        </ol>
      )}
    </main>
  );
}
