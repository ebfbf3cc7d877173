/**
 * The read-only sections of the order detail: overview, lines (with the amount change per line),
 * totals from the stored pricing, customer, payment, and the two display switches.
 */
import { useState, type ReactNode } from 'react';
import { DONATION_AMOUNT } from '#shared/checkout/options.ts';
import { money, formatMoney } from '#shared/money/money.ts';
import {
  counterAppointmentOffer,
  customerFullName,
  isOnlinePaymentMethod,
  orderPaymentMethodLabel,
  orderStage,
  orderStatusLine,
  orderTypeLabelOf,
  paymentStateText,
  ticketLabel,
} from '#shared/order-status/index.ts';
import { isListedAsMissed } from '#shared/order-status/missed.ts';
import { formatPrice, lineModels, totalPricingModel } from '#shared/pricing/format.ts';
import type { PricingModel } from '#shared/pricing/pricing.ts';
import { formatQuantity } from '#shared/quantity/format.ts';
import { formatInstant } from '#shared/time/format.ts';
import { Button } from '#web/common/ui/index.ts';
import { t } from '../../i18n';
import { customerAddress, deliveryAddress, partViews, statusView, telHref, type PartFileView, type StaffOrder } from './order-view';

export function Section({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section className={['od-section', className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <h2 id={id} className="od-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="od-facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function OverviewSection({
  order,
  branchName,
  disableTickets,
  timeZone,
}: {
  order: StaffOrder;
  branchName: string | undefined;
  disableTickets: boolean | undefined;
  timeZone: string;
}) {
  const view = statusView(order);
  const offer = counterAppointmentOffer(view, timeZone);
  return (
    <Section id="od-overview" title={t('orderDetail.overview.heading')}>
      <dl className="od-facts">
        {order.ticketNumber !== undefined && <Fact label={ticketLabel(disableTickets)}>{order.ticketNumber}</Fact>}
        <Fact label={t('orderDetail.status')}>
          <span className={`od-status od-status--${orderStage(order)}`} data-testid="order-status">
            {orderStatusLine(view)}
          </span>
        </Fact>
        <Fact label={t('orderDetail.orderType')}>{orderTypeLabelOf(order)}</Fact>
        <Fact label={t('orderDetail.appointment')}>
          <strong>{order.appointmentDate ? formatInstant(order.appointmentDate, timeZone) : t('orderDetail.asSoonAsPossible')}</strong>
        </Fact>
        <Fact label={t('orderDetail.createdAt')}>{formatInstant(order.createdAt, timeZone)}</Fact>
        {/* An order staff entered by phone or at the counter (functions/orders/create.ts). */}
        {order.enteredBy && <Fact label={t('phoneOrder.enteredBy')}>{order.enteredBy.name}</Fact>}
        {branchName && <Fact label={t('orderDetail.branch')}>{branchName}</Fact>}
        {order.rejectionMessage && (order.isRejected || order.isCanceled) && <Fact label={t('orderDetail.rejectionMessage')}>{order.rejectionMessage}</Fact>}
      </dl>
      {isListedAsMissed(order) && <p className="od-note">{t('orderDetail.missed')}</p>}
      {offer && order.counterAppointment && (
        <p className="od-note">{t('orderDetail.counterAppointmentPending', { dateTime: formatInstant(order.counterAppointment, timeZone) })}</p>
      )}
    </Section>
  );
}

export function LinesSection({
  order,
  currency,
  onChangeAmount,
}: {
  order: StaffOrder;
  currency: string | undefined;
  onChangeAmount: ((index: number) => void) | null;
}) {
  return (
    <Section id="od-lines" title={t('orderDetail.lines.heading')}>
      <ul className="od-lines">
        {order.items.map((item, index) => {
          const name = item.product.name ?? '';
          const parts = partViews(item.parts);
          return (
            <li key={index} className="od-line" data-testid="order-line">
              <div className="od-line__main">
                <span className="od-line__amount">{formatQuantity(item.amount, item.unit)}</span>
                <span className="od-line__name">
                  {name}
                  {/* Weighed at the counter: what the customer ordered. */}
                  {item.orderedAmount !== undefined && (
                    <span className="od-line__ordered">
                      {t('orderDetail.lines.ordered', { quantity: formatQuantity(item.orderedAmount, item.orderedUnit ?? item.unit) })}
                    </span>
                  )}
                </span>
                {item.price !== undefined && (
                  <span className="od-line__price">{formatPrice(money(item.price), (item.pricingModel ?? 'fixed') as PricingModel, currency)}</span>
                )}
              </div>
              {parts.length > 0 && (
                <ul className="od-line__parts">
                  {parts.map((part, partIndex) => (
                    <li key={partIndex}>
                      {part.name && <span className="od-line__part-name">{part.name}: </span>}
                      {part.text}
                      {part.files.length > 0 && (
                        <ul className="od-files">
                          {part.files.map((file, fileIndex) => (
                            <li key={file.href}>
                              <a href={file.href} target="_blank" rel="noopener noreferrer" className="od-file">
                                <FileThumb file={file} number={fileIndex + 1} part={part.name} />
                                <span className="visually-hidden"> {t('orderDetail.lines.newTab')}</span>
                              </a>
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  ))}
                </ul>
              )}
              {item.comment && <p className="od-line__comment">{item.comment}</p>}
              {onChangeAmount && (
                <Button
                  variant="secondary"
                  className="od-line__change"
                  onClick={() => onChangeAmount(index)}
                  aria-label={t('orderDetail.amount.title', { product: name })}
                >
                  {t('orderDetail.lines.changeAmount')}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export function TotalsSection({ order, currency, donateeName }: { order: StaffOrder; currency: string | undefined; donateeName: string | undefined }) {
  const { pricing } = order;
  if (!pricing) return null;
  const model = totalPricingModel(lineModels(order.items));
  return (
    <Section id="od-totals" title={t('orderDetail.totals.heading')}>
      <dl className="od-totals">
        <Fact label={t('orderDetail.totals.subtotal')}>{formatPrice(money(pricing.gross), model, currency)}</Fact>
        {order.isDelivery && <Fact label={t('orderDetail.totals.deliveryFee')}>{formatMoney(money(pricing.deliveryGross ?? 0), currency)}</Fact>}
        {pricing.taxes.map((bucket) => (
          <Fact key={bucket.rate} label={t('orderDetail.totals.tax', { rate: String(bucket.rate).replace('.', ',') })}>
            {formatMoney(money(bucket.tax), currency)}
          </Fact>
        ))}
        <div className="od-facts__row od-totals__total">
          <dt>{t('orderDetail.totals.total')}</dt>
          <dd data-testid="order-total">{formatPrice(money(pricing.totalGross), model, currency)}</dd>
        </div>
        {order.donatee && (
          // The shop donates a fixed amount per order (storefront.md §9); it is not part of the total.
          <Fact label={t('orderDetail.totals.donation', { donatee: donateeName ?? '…' })}>
            {formatMoney(money(DONATION_AMOUNT), currency)} <span className="od-muted">({t('orderDetail.totals.donationNote')})</span>
          </Fact>
        )}
      </dl>
    </Section>
  );
}

export function CustomerSection({ order }: { order: StaffOrder }) {
  const name = customerFullName(order);
  const company = order.isCompany ? (order.companyName ?? order.company) : undefined;
  const address = customerAddress(order);
  const delivery = deliveryAddress(order);
  const facts = [
    name && (
      <Fact key="name" label={t('orderDetail.customer.name')}>
        {name}
      </Fact>
    ),
    company && (
      <Fact key="company" label={t('orderDetail.customer.company')}>
        {company}
      </Fact>
    ),
    order.isCompany && order.vatNumber && (
      <Fact key="vat" label={t('orderDetail.customer.vatNumber')}>
        {order.vatNumber}
      </Fact>
    ),
    order.phone && (
      <Fact key="phone" label={t('orderDetail.customer.phone')}>
        <a href={telHref(order.phone)}>{order.phone}</a>
      </Fact>
    ),
    order.email && (
      <Fact key="email" label={t('orderDetail.customer.email')}>
        <a href={`mailto:${order.email}`}>{order.email}</a>
      </Fact>
    ),
    address.length > 0 && (
      <Fact key="address" label={t('orderDetail.customer.address')}>
        <Lines lines={address} />
      </Fact>
    ),
    delivery.length > 0 && (
      <Fact key="delivery" label={t('orderDetail.customer.deliveryAddress')}>
        <Lines lines={delivery} />
      </Fact>
    ),
    order.isDelivery && order.deliveryArea && (
      <Fact key="area" label={t('orderDetail.customer.deliveryArea')}>
        {order.deliveryArea}
      </Fact>
    ),
    order.tableIdentifier && (
      <Fact key="table" label={t('orderDetail.customer.table')}>
        {order.tableIdentifier}
      </Fact>
    ),
    order.comment && (
      <Fact key="comment" label={t('orderDetail.customer.comment')}>
        <span className="od-comment">{order.comment}</span>
      </Fact>
    ),
  ].filter(Boolean);
  return (
    <Section id="od-customer" title={t('orderDetail.customer.heading')}>
      {facts.length > 0 ? <dl className="od-facts">{facts}</dl> : <p className="od-muted">{t('orderDetail.customer.none')}</p>}
    </Section>
  );
}

function Lines({ lines }: { lines: readonly string[] }) {
  return (
    <>
      {lines.map((line, index) => (
        <span key={index} className="od-block">
          {line}
        </span>
      ))}
    </>
  );
}

export function PaymentSection({ order, onCheck, busy }: { order: StaffOrder; onCheck: () => void; busy: boolean }) {
  const state = paymentStateText(statusView(order));
  return (
    <Section id="od-payment" title={t('orderDetail.payment.heading')}>
      <dl className="od-facts">
        <Fact label={t('orderDetail.payment.method')}>{orderPaymentMethodLabel(order.paymentMethod)}</Fact>
        {state && <Fact label={t('orderDetail.payment.state')}>{state}</Fact>}
      </dl>
      {isOnlinePaymentMethod(order.paymentMethod) && (
        <Button variant="secondary" className="od-button" onClick={onCheck} disabled={busy}>
          {t('orderDetail.payment.check')}
        </Button>
      )}
    </Section>
  );
}

export function DisplaySettings({
  showProducts,
  showCustomer,
  onShowProducts,
  onShowCustomer,
}: {
  showProducts: boolean;
  showCustomer: boolean;
  onShowProducts: (shown: boolean) => void;
  onShowCustomer: (shown: boolean) => void;
}) {
  return (
    <fieldset className="od-section od-settings">
      <legend className="od-section__title">{t('orderDetail.settings.heading')}</legend>
      <Switch label={t('backoffice.settings.showProductData')} checked={showProducts} onChange={onShowProducts} />
      <Switch label={t('backoffice.settings.showCustomerData')} checked={showCustomer} onChange={onShowCustomer} />
    </fieldset>
  );
}

function Switch({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="od-switch">
      <input type="checkbox" role="switch" className="od-switch__input" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span className="od-switch__track" aria-hidden="true" />
      <span>{label}</span>
    </label>
  );
}

/**
 * An uploaded file of a part: its preview (a photo, or a PDF's first page, named as the file it
 * is), or its name and type where there is no preview, or while it is still being rendered and
 * has failed to load (never a broken image).
 */
function FileThumb({ file, number, part }: { file: PartFileView; number: number; part: string }) {
  const [failed, setFailed] = useState(false);
  const label = t('orderDetail.lines.file', { number, extension: file.extension });
  if (!file.previewSrc || failed) return <>{label}</>;
  return (
    <img
      src={file.previewSrc}
      alt={file.isImage ? t('orderDetail.lines.image', { number, part }) : label}
      className="od-file__thumb"
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
