/**
 * The checkout, /store/{branchIdentifier}/checkout and …/checkout/error (storefront.md §2
 * "Checkout page", §4 "Checkout", "Submit button variants", §5, §8, §9).
 *
 * Form: order type, delivery area or table, contact details (company fields, phone rules),
 * address and a differing delivery address, appointment (date and time pickers), comment, the
 * cart summary (the store's CartLines and CartTotals), donation recipient, payment method, terms
 * and privacy, notices and the submit button whose label follows the branch's state (quotation /
 * order / preorder). Which fields are
 * shown and required comes from shared/checkout; the button is disabled while ordering is
 * unavailable or the delivery's minimum order value is not reached.
 *
 * Submit: the shared rules check the form first (the server checks again); POST
 * /api/orders/public with OrderCreateInput; 'Verarbeiten...' while it runs. Success: to the
 * payment provider when the answer has a paymentRedirectUrl (the cart stays until the status page
 * settles it), else the cart and the draft are cleared and the status page opens. Failure: each
 * error at its input (aria-invalid, message linked with aria-describedby), all of them in a
 * summary at the top, and the page scrolls there; without a body 'Ein unbekannter Fehler ist
 * aufgetreten.'.
 *
 * Decisions where the spec is silent:
 * - The button is not disabled while the form is incomplete: a click shows what is missing
 *   (a greyed-out button says nothing about why).
 * - Errors of a field disappear as soon as that field is changed; the summary stays until the
 *   next submit.
 * - The phone filter runs while typing; the normalisation (00 → +) and its check when the field
 *   is left (the spec's "on change").
 * - Idempotency: see order-payload.ts attemptFor (same request → same key).
 */
// First: the ordering texts are in the lookup before any module of this page runs (web/common/i18n.ts).
import '../order-texts';
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { t } from '../../common/i18n';
import { ApiError } from '../../common/api';
import { useNow } from '../../common/time';
import { Button, buttonClass } from '../../common/ui';
import { orderTypeOf } from '#shared/cart/cart.ts';
import { tableLabel } from '#shared/web/table-link.ts';
import {
  COUNTRY_OPTIONS,
  checkoutFieldLabel,
  checkoutForm,
  defaultPaymentMethod,
  offeredPaymentMethods,
  orderTypeOptions,
  paymentMethodError,
  paymentMethodLabel,
  validateCheckout,
  type CheckoutField,
} from '#shared/checkout/index.ts';
import { isAppointmentNeeded } from '#shared/checkout/appointment.ts';
import type { PaymentMethod } from '#shared/checkout/options.ts';
import { checkoutNotices, isBranchActive, orderSubmitMode, submitLabel } from '#shared/hours/branch.ts';
import { filterPhoneTyping, normalizePhone, phoneError } from '#shared/phone/phone.ts';
import { APPOINTMENT_DAYS, ORDER_FORM_GRACE_MINUTES, appointmentSlots, validateAppointment } from '#shared/slots/index.ts';
import type { LeadTimeFields } from '#shared/slots/lead-time.ts';
import type { OrderCreated } from '#shared/schemas/order.ts';
import { DEFAULT_TIME_ZONE, addDays, localDateOf } from '#shared/time/index.ts';
import { CartLines } from '../cart/CartLines';
import { CartTotals } from '../cart/CartTotals';
import { rememberPendingPayment, useCart } from '../cart/cart-store';
import { cartPricing } from '../cart/pricing';
import { api } from '../client';
import { useDonatees, useStoreCatalogue, useTables, type Branch, type PublicConfig } from '../data';
import { legalLinks } from '../layout/legal';
import { useSelfService } from '../layout/self-service';
import { AppointmentPicker } from './AppointmentPicker';
import { DonateePicker } from './DonateePicker';
import { CheckboxField, FieldError, SelectField, TextAreaField, TextField, inputId } from './fields';
import { LegalConsent } from './LegalConsent';
import {
  attemptFor,
  buildOrderPayload,
  checkoutValues,
  errorsByField,
  newIdempotencyKey,
  type Attempt,
  type CheckoutDraft,
  type SummaryEntry,
} from './order-payload';
import { useDraft } from './use-draft';
import { uploadToken } from '../store/uploads';
import './checkout.css';
import { WithShopBranch } from '../ShopData';
import { orderOriginSignals } from '../attribution/order-origin';

export function CheckoutPage({ paymentFailed = false }: { paymentFailed?: boolean }) {
  return (
    <WithShopBranch>{({ config, branch }) => <CheckoutForm key={branch.id} branch={branch} config={config} paymentFailed={paymentFailed} />}</WithShopBranch>
  );
}

/** The inputs a server error can point at (field names of OrderCreateInput and the form). */
const INPUTS = new Set<string>([
  'orderType',
  'deliveryArea',
  'table',
  'isCompany',
  'companyName',
  'vatNumber',
  'firstName',
  'lastName',
  'email',
  'phone',
  'street',
  'floor',
  'stairway',
  'door',
  'zipCode',
  'city',
  'country',
  'deliveryStreet',
  'deliveryFloor',
  'deliveryStairway',
  'deliveryDoor',
  'deliveryZipCode',
  'deliveryCity',
  'deliveryCountry',
  'appointmentDate',
  'comment',
  'items',
  'donatee',
  'paymentMethod',
  'legalInstructions',
  'privacyPolicy',
]);

/** Server fields that belong to another input of the form. */
const FIELD_ALIASES: Record<string, string> = { isDelivery: 'orderType', isDineIn: 'orderType' };

/** Inputs the summary can move the focus to (the cart lines and the donatee have none). */
const FOCUSABLE = new Set([...INPUTS].filter((input) => input !== 'items' && input !== 'donatee'));

function focusInput(field: string): void {
  const element = document.getElementById(inputId(field));
  element?.scrollIntoView({ block: 'center' });
  element?.focus({ preventScroll: true });
}

interface Errors {
  fields: Map<string, string>;
  summary: SummaryEntry[];
  /**
   * 'sending': the order did not get through for a reason that is not the customer's input (no
   * connection, an overloaded or failing server); shown under its own heading, not under "check
   * your input". The attempt's idempotency key stays, so sending again creates the order once.
   */
  cause?: 'input' | 'sending';
}

const NO_ERRORS: Errors = { fields: new Map(), summary: [] };

/** No answer, a refusal for load (429, 503) or a server failure: nothing the customer typed is wrong. */
const isSendingFailure = (error: unknown): boolean => !(error instanceof ApiError) || error.status === 0 || error.status === 429 || error.status >= 500;

function randomKey(): string {
  return newIdempotencyKey((bytes) => crypto.getRandomValues(bytes));
}

interface CheckoutFormProps {
  branch: Branch;
  config: PublicConfig;
  paymentFailed: boolean;
}

function CheckoutForm({ branch, config, paymentFailed }: CheckoutFormProps) {
  const navigate = useNavigate();
  const { isSelfService } = useSelfService();
  const { cart, setOrderType, setDeliveryArea, setOrder, clear } = useCart(branch, config.defaultDeliveryMethod);
  const { draft, update, forget } = useDraft(branch.identifier, !isSelfService);
  const tables = useTables().data;
  const donatees = useDonatees().data;
  const products = useStoreCatalogue(branch.id).data?.products;
  const now = useNow();
  const timeZone = config.timeZone || DEFAULT_TIME_ZONE;
  const currency = config.currency || 'EUR';

  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const [submitting, setSubmitting] = useState(false);
  const attempt = useRef<Attempt | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  // Back from the payment page through the browser's history: the page comes from the
  // back-forward cache with the button still on 'Verarbeiten...'.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setSubmitting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const orderType = orderTypeOf(cart);
  const isDelivery = orderType === 'delivery';
  const form = checkoutForm(branch, { orderType, isCompany: draft.isCompany, isDeliveryAddressDifferent: draft.isDeliveryAddressDifferent });
  const required = new Set<string>(form.required);
  const offered = offeredPaymentMethods(config, branch);
  const paymentMethod: PaymentMethod | null =
    draft.paymentMethod && offered.includes(draft.paymentMethod) ? draft.paymentMethod : defaultPaymentMethod(offered);
  const pricing = cartPricing(cart, branch, currency);
  const minimum = pricing.result.minimumOrderValue;
  const mode = isBranchActive(branch) ? orderSubmitMode(branch, now, timeZone, isDelivery) : 'unavailable';
  const notices = isBranchActive(branch) ? checkoutNotices(branch, now, timeZone, isDelivery) : [t('store.inactive')];
  const branchTables = (tables ?? []).filter((table) => table.branch.id === branch.id);
  const donationsOn = Boolean(config.enablePluginDonations) && (donatees ?? []).length > 0;
  const legal = legalLinks(config);

  // The products' lead times, from the current catalogue where it has the product.
  const leadTimeProducts: LeadTimeFields[] = cart.items.map(
    (item) => (products?.find((product) => product.id === item.product.id) ?? item.product) as LeadTimeFields,
  );
  const minute = Math.floor(now.getTime() / 60_000);
  const leadTimeKey = JSON.stringify(leadTimeProducts.map((product) => [product.isLeadTimeEnabled, product.leadTimeType, product.leadTimeValue]));
  const slotDays = useMemo(
    () => appointmentSlots(branch, isDelivery, new Date(minute * 60_000), timeZone, { products: leadTimeProducts }),
    // leadTimeKey stands for the lead-time fields of the cart's products.
    [branch, isDelivery, minute, timeZone, leadTimeKey],
  );
  const today = localDateOf(now, timeZone);
  // The order API also wants an appointment for a preorder and for products with a lead time.
  const appointmentRequired = isAppointmentNeeded({ branch, mode, products: leadTimeProducts, now, timeZone });
  if (appointmentRequired) required.add('appointmentDate');

  const errorOf = (field: string) => errors.fields.get(field);
  const clearError = (...fields: string[]) => {
    if (!fields.some((field) => errors.fields.has(field))) return;
    const next = new Map(errors.fields);
    for (const field of fields) next.delete(field);
    setErrors({ ...errors, fields: next });
  };
  const change = (values: Partial<CheckoutDraft>) => {
    update(values);
    clearError(...Object.keys(values));
  };

  const showErrors = (next: Errors) => {
    setErrors(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
    // After React has rendered the summary: move the focus there for screen readers.
    requestAnimationFrame(() => summaryRef.current?.focus({ preventScroll: true }));
  };

  const clientErrors = (): Errors => {
    const list: { field: string; message: string }[] = validateCheckout(form, checkoutValues(draft, cart), branch);
    if (!list.some((error) => error.field === 'appointmentDate')) {
      const appointment = cart.order.appointment ? new Date(cart.order.appointment) : null;
      // The order API's grace: a slot picked a few minutes ago is still good.
      const context = {
        branch: { ...branch, isAppointmentRequired: appointmentRequired },
        isDelivery,
        now: new Date(),
        timeZone,
        products: leadTimeProducts,
        graceMinutes: ORDER_FORM_GRACE_MINUTES,
      };
      const error = validateAppointment(appointment, context);
      if (error) list.push({ field: 'appointmentDate', message: error.message });
    }
    const paymentError = paymentMethodError(paymentMethod, offered);
    if (paymentError) list.push({ field: 'paymentMethod', message: paymentError });
    // In the order of the form.
    const order = [...INPUTS];
    list.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
    return errorsByField(list, INPUTS);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = clientErrors();
    if (found.summary.length > 0) {
      showErrors(found);
      return;
    }
    const body = buildOrderPayload({
      branchId: branch.id,
      cart,
      draft,
      form,
      paymentMethod,
      donations: donationsOn,
      idempotencyKey: '',
    });
    const { idempotencyKey: _unused, ...withoutKey } = body;
    attempt.current = attemptFor(attempt.current, withoutKey, randomKey);
    setSubmitting(true);
    setErrors(NO_ERRORS);
    try {
      // The upload token binds the cart's files to this browser (store/uploads.ts).
      const created = await api.post<OrderCreated>(
        '/api/orders/public',
        {
          ...body,
          idempotencyKey: attempt.current.key,
          uploadToken: uploadToken(),
          origin: orderOriginSignals(),
        },
        // The same key on every try: an order the shop stored before it could answer comes back as it is.
        { retryWhenBusy: true },
      );
      attempt.current = null;
      if (created.paymentRedirectUrl) {
        // The cart and the draft stay: a failed payment returns to checkout/error.
        rememberPendingPayment(branch.identifier, created.uid);
        window.location.assign(created.paymentRedirectUrl);
        return;
      }
      navigate(`/status/${encodeURIComponent(created.uid)}/${encodeURIComponent(created.hash)}`);
      // After an order the cart and the customer's entries are gone (in the kiosk this is the
      // reset of the stored order the spec asks for; elsewhere the customer may start anew).
      clear();
      forget();
    } catch (error) {
      setSubmitting(false);
      const entries =
        error instanceof ApiError && error.errors.length > 0
          ? error.errors.map((entry) => ({ ...entry, field: entry.field && (FIELD_ALIASES[entry.field] ?? entry.field) }))
          : [{ message: error instanceof ApiError ? error.message : t('error.unknown') }];
      showErrors({ ...errorsByField(entries, INPUTS), cause: isSendingFailure(error) ? 'sending' : 'input' });
    }
  };

  if (cart.items.length === 0) {
    return (
      <div className="container checkout">
        <h1>{t('checkout.heading')}</h1>
        {paymentFailed && <PaymentFailed />}
        <p>{t('cart.empty')}</p>
        <Link className={buttonClass('secondary')} to={`/store/${branch.identifier}`}>
          {t('checkout.back')}
        </Link>
      </div>
    );
  }

  const label = submitting ? t('checkout.processing') : (submitLabel(mode) ?? t('checkout.submitUnavailable'));
  const blocked = mode === 'unavailable' || (isDelivery && !minimum.isReached);
  const fieldProps = (name: CheckoutField) => ({
    name,
    label: checkoutFieldLabel(name as Exclude<CheckoutField, 'appointmentDate' | 'legalInstructions' | 'privacyPolicy'>),
    required: required.has(name),
    error: errorOf(name),
  });
  const text = (name: keyof CheckoutDraft & CheckoutField, extra: Record<string, string> = {}) => ({
    ...fieldProps(name),
    value: draft[name] as string,
    onChange: (event: { target: { value: string } }) => change({ [name]: event.target.value }),
    ...extra,
  });

  return (
    <div className="container checkout">
      <div className="checkout__top">
        <Link className="checkout__back" to={`/store/${branch.identifier}`}>
          ‹ {t('checkout.back')}
        </Link>
        <h1>{t('checkout.heading')}</h1>
        <p className="checkout__branch">{branch.name}</p>
      </div>

      {paymentFailed && errors.summary.length === 0 && <PaymentFailed />}
      <div ref={summaryRef} tabIndex={-1} className="checkout-errors-anchor">
        {errors.summary.length > 0 && (
          <div className="checkout-errors" role="alert">
            <h2 className="checkout-errors__heading">{t(errors.cause === 'sending' ? 'checkout.sendFailed.heading' : 'form.errorHeading')}</h2>
            <ul>
              {errors.summary.map(({ message, field }) => (
                <li key={message}>
                  {field && FOCUSABLE.has(field) ? (
                    <a
                      href={`#${inputId(field)}`}
                      onClick={(event) => {
                        event.preventDefault();
                        focusInput(field);
                      }}
                    >
                      {message}
                    </a>
                  ) : (
                    message
                  )}
                </li>
              ))}
            </ul>
            {errors.cause === 'sending' && <p className="checkout-errors__keep">{t('checkout.sendFailed.keep')}</p>}
          </div>
        )}
      </div>
      {notices.length > 0 && (
        <div className="checkout-notice" role="status">
          {notices.map((notice) => (
            <p key={notice}>{notice}</p>
          ))}
        </div>
      )}

      <form className="checkout__form" noValidate onSubmit={(event) => void submit(event)} aria-busy={submitting}>
        <p className="checkout-field__hint">{t('checkout.requiredHint')}</p>
        <div className="checkout__columns">
          <div className="checkout__main">
            <Section title={t('checkout.section.order')}>
              <SelectField
                name="orderType"
                label={t('cart.deliveryType')}
                options={orderTypeOptions(branch)}
                value={orderType}
                error={errorOf('orderType')}
                onChange={(event) => {
                  setOrderType(event.target.value as typeof orderType);
                  clearError('orderType', 'deliveryArea', 'table');
                }}
              />
              {form.showDeliveryArea && (
                <SelectField
                  {...fieldProps('deliveryArea')}
                  options={(branch.deliveryAreas ?? []).map((area) => ({ value: area.area, label: area.area }))}
                  value={cart.deliveryArea ?? ''}
                  onChange={(event) => {
                    setDeliveryArea(event.target.value);
                    clearError('deliveryArea');
                  }}
                />
              )}
              {form.showTableSelection && (
                <SelectField
                  {...fieldProps('table')}
                  placeholder={t('checkout.choose')}
                  options={branchTables.map((table) => ({ value: table.id, label: tableLabel(table) }))}
                  value={draft.table}
                  onChange={(event) => change({ table: event.target.value })}
                />
              )}
            </Section>

            {form.showContact && (
              <Section title={t('checkout.section.contact')}>
                <CheckboxField
                  name="isCompany"
                  label={t('checkout.field.isCompany')}
                  checked={draft.isCompany}
                  onChange={(event) => change({ isCompany: event.target.checked })}
                />
                {draft.isCompany && (
                  <div className="checkout__grid">
                    <TextField {...text('companyName', { autoComplete: 'organization' })} />
                    <TextField
                      name="vatNumber"
                      label={t('checkout.field.vatNumber')}
                      value={draft.vatNumber}
                      error={errorOf('vatNumber')}
                      onChange={(event) => change({ vatNumber: event.target.value })}
                    />
                  </div>
                )}
                <div className="checkout__grid">
                  <TextField {...text('firstName', { autoComplete: 'given-name' })} />
                  <TextField {...text('lastName', { autoComplete: 'family-name' })} />
                  <TextField {...text('email', { autoComplete: 'email', type: 'email', inputMode: 'email' })} />
                  <TextField
                    {...fieldProps('phone')}
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    hint={t('checkout.phoneHint')}
                    value={draft.phone}
                    onChange={(event) => change({ phone: filterPhoneTyping(event.target.value) })}
                    onBlur={(event) => {
                      const phone = normalizePhone(event.target.value);
                      update({ phone });
                      const problem = phone === '' ? null : phoneError(phone);
                      setErrors((current) => {
                        const fields = new Map(current.fields);
                        if (problem) fields.set('phone', problem);
                        else fields.delete('phone');
                        return { ...current, fields };
                      });
                    }}
                  />
                </div>
              </Section>
            )}

            {form.showAddress && (
              <Section title={t('checkout.section.address')}>
                <AddressFields prefix="" draft={draft} fieldProps={fieldProps} onChange={change} errorOf={errorOf} />
                {isDelivery && (
                  <CheckboxField
                    name="isDeliveryAddressDifferent"
                    label={t('checkout.field.isDeliveryAddressDifferent')}
                    checked={draft.isDeliveryAddressDifferent}
                    onChange={(event) => change({ isDeliveryAddressDifferent: event.target.checked })}
                  />
                )}
              </Section>
            )}

            {form.showDeliveryAddress && (
              <Section title={t('checkout.section.deliveryAddress')}>
                <AddressFields prefix="delivery" draft={draft} fieldProps={fieldProps} onChange={change} errorOf={errorOf} />
              </Section>
            )}

            <Section>
              <AppointmentPicker
                slotDays={slotDays}
                value={cart.order.appointment}
                onChange={(appointment) => {
                  setOrder({ appointment });
                  clearError('appointmentDate');
                }}
                today={today}
                lastDay={addDays(today, APPOINTMENT_DAYS - 1)}
                timeZone={timeZone}
                required={appointmentRequired}
                error={errorOf('appointmentDate')}
              />
            </Section>

            <Section>
              <TextAreaField
                name="comment"
                label={t('checkout.field.comment')}
                rows={3}
                maxLength={5000}
                value={cart.order.comment}
                error={errorOf('comment')}
                onChange={(event) => {
                  setOrder({ comment: event.target.value });
                  clearError('comment');
                }}
              />
            </Section>
          </div>

          <div className="checkout__side">
            <Section title={t('checkout.section.summary')}>
              <CartLines items={cart.items} lines={pricing.result.lines} currency={currency} />
              <CartTotals result={pricing.result} orderType={pricing.orderType} currency={currency} />
              <FieldError name="items" error={errorOf('items')} />
            </Section>

            {donationsOn && (
              <Section title={t('checkout.section.donation')}>
                <DonateePicker donatees={donatees ?? []} value={draft.donatee} onChange={(donatee) => change({ donatee })} currency={currency} />
                <FieldError name="donatee" error={errorOf('donatee')} />
              </Section>
            )}

            <Section title={t('checkout.section.payment')}>
              {offered.length === 0 ? (
                <p className="checkout-warning">{t('checkout.payment.none')}</p>
              ) : (
                <div
                  role="radiogroup"
                  id={inputId('paymentMethod')}
                  tabIndex={-1}
                  aria-label={t('checkout.section.payment')}
                  aria-invalid={errorOf('paymentMethod') ? true : undefined}
                  aria-describedby={errorOf('paymentMethod') ? `${inputId('paymentMethod')}-error` : undefined}
                  className="checkout-radios"
                >
                  {offered.map((method) => (
                    <label key={method} className="checkout-radio">
                      <input
                        type="radio"
                        name="paymentMethod"
                        value={method}
                        checked={paymentMethod === method}
                        onChange={() => change({ paymentMethod: method })}
                      />
                      <span>{paymentMethodLabel(method)}</span>
                    </label>
                  ))}
                </div>
              )}
              <FieldError name="paymentMethod" error={errorOf('paymentMethod')} />
            </Section>

            <Section>
              <LegalConsent
                name="legalInstructions"
                checked={draft.legalInstructions}
                onChange={(legalInstructions) => change({ legalInstructions })}
                text={config.termsAndConditionsText}
                link={legal.find((entry) => entry.key === 'termsAndConditions') ?? null}
                error={errorOf('legalInstructions')}
              />
              <LegalConsent
                name="privacyPolicy"
                checked={draft.privacyPolicy}
                onChange={(privacyPolicy) => change({ privacyPolicy })}
                text={config.privacyPolicyText}
                link={legal.find((entry) => entry.key === 'privacyPolicy') ?? null}
                error={errorOf('privacyPolicy')}
              />
            </Section>

            <div className="checkout__submit">
              {isDelivery && minimum.message && <p className="checkout-warning">{minimum.message}</p>}
              <Button type="submit" className="checkout__submit-button" disabled={submitting || blocked}>
                {submitting && <span className="checkout__spinner" aria-hidden="true" />}
                {label}
              </Button>
              <Link className="checkout__back checkout__back--bottom" to={`/store/${branch.identifier}`}>
                ‹ {t('checkout.back')}
              </Link>
            </div>
          </div>
        </div>
      </form>
    </div>
  );
}

function PaymentFailed() {
  return (
    <div className="checkout-errors" role="alert">
      <p>{t('checkout.paymentFailed')}</p>
    </div>
  );
}

/** A box of the form; without a heading when its only input names it already (appointment, comment, consents). */
function Section({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="checkout-section">
      {title && <h2 className="checkout-section__title">{title}</h2>}
      {children}
    </section>
  );
}

type AddressPrefix = '' | 'delivery';

interface AddressFieldsProps {
  prefix: AddressPrefix;
  draft: CheckoutDraft;
  fieldProps: (name: CheckoutField) => { name: string; label: string; required: boolean; error?: string };
  onChange: (values: Partial<CheckoutDraft>) => void;
  errorOf: (field: string) => string | undefined;
}

/**
 * Street, floor, stairway, door (Austrian addresses name them), zip code, city and country, for
 * the address or, with the prefix 'delivery', the differing delivery address. Inside the
 * delivery section the labels are the plain ones: the section heading says which address.
 */
function AddressFields({ prefix, draft, fieldProps, onChange, errorOf }: AddressFieldsProps) {
  const name = <F extends string>(field: F) => (prefix ? `${prefix}${field[0]!.toUpperCase()}${field.slice(1)}` : field) as keyof CheckoutDraft;
  const auto = (token: string) => (prefix ? `shipping ${token}` : token);
  const checkoutField = (field: 'street' | 'zipCode' | 'city' | 'country') => {
    const props = fieldProps(name(field) as CheckoutField);
    return { ...props, label: checkoutFieldLabel(field) };
  };
  const value = (field: string) => draft[name(field)] as string;
  const set = (field: string) => (event: { target: { value: string } }) => onChange({ [name(field)]: event.target.value });
  const extra = (field: 'floor' | 'stairway' | 'door') => ({
    name: name(field),
    label: t(`checkout.field.${field}`),
    value: value(field),
    error: errorOf(name(field)),
    onChange: set(field),
  });
  return (
    <div className="checkout__grid checkout__grid--address">
      <TextField
        {...checkoutField('street')}
        className="checkout-field--wide"
        autoComplete={auto('address-line1')}
        value={value('street')}
        onChange={set('street')}
      />
      <TextField {...extra('stairway')} className="checkout-field--small" />
      <TextField {...extra('floor')} className="checkout-field--small" />
      <TextField {...extra('door')} className="checkout-field--small" />
      <TextField {...checkoutField('zipCode')} inputMode="numeric" autoComplete={auto('postal-code')} value={value('zipCode')} onChange={set('zipCode')} />
      <TextField {...checkoutField('city')} autoComplete={auto('address-level2')} value={value('city')} onChange={set('city')} />
      <SelectField {...checkoutField('country')} options={COUNTRY_OPTIONS} autoComplete={auto('country')} value={value('country')} onChange={set('country')} />
    </div>
  );
}
