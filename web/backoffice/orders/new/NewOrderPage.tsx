/**
 * "Neue Bestellung" (/backend/orders/new): an order taken by phone or at the counter. Branch (the
 * employee's own; the first one preselected), customer (an existing one found by name, e-mail or
 * phone where the viewer may search customers, or typed in), products by category configured in
 * the storefront's own overlay (./OverlayFrame.tsx), the lines with the shared pricing, order
 * type, appointment, payment method and comment. POST /api/orders checks and prices it like an
 * online order (functions/orders/create.ts); its German errors appear at their fields and lines
 * and in a summary at the top; the created order opens in its detail page.
 *
 * Decisions: the browser's own form validation is off, so every message is the server's (the
 * same texts the checkout shows); the form marks the fields the branch requires for the order
 * type with the shared checkout rules (shared/checkout/fields.ts), without the terms and privacy
 * ticks the customer gives only online; the payment methods are the branch's methods paid at the
 * shop. One idempotency key per page: a second click, or a retry after a lost answer, gives the
 * same order.
 */
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ulid } from 'ulid';
import type { CartItem, CartProduct } from '#shared/cart/cart.ts';
import { checkoutForm, COUNTRY_OPTIONS, DEFAULT_COUNTRY } from '#shared/checkout/fields.ts';
import { defaultPaymentMethod, offeredPaymentMethods, orderTypeOptions, paymentMethodLabel } from '#shared/checkout/options.ts';
import { isOnlinePaymentMethod } from '#shared/order-status/transitions.ts';
import { formatPrice, totalPricingModel } from '#shared/pricing/format.ts';
import { money } from '#shared/money/money.ts';
import { effectivePricingModel, type OrderType } from '#shared/pricing/pricing.ts';
import { priceCart } from '#shared/pricing/totals.ts';
import { formatQuantity } from '#shared/quantity/format.ts';
import type { Branch } from '#shared/schemas/branch.ts';
import type { Product } from '#shared/schemas/catalogue.ts';
import { DEFAULT_TIME_ZONE } from '#shared/time/index.ts';
import { getUnit } from '#shared/units/units.ts';
import { ApiError } from '#web/common/api.ts';
import { pageTitle, useDocumentTitle } from '../../../common/document';
import { Button, Loading } from '../../../common/ui';
import { partSections } from '../../../storefront/cart/format';
import type { OverlayTarget } from '../../../storefront/store/ProductOverlay';
import { branchesApi } from '../../branches/api';
import { categoriesApi, productsApi } from '../../catalogue/api';
import { mayCall, useViewer } from '../../data/access';
import { Fieldset, SelectField, TextAreaField, TextField } from '../../data/fields';
import { t } from '../../i18n';
import { tablesApi } from '../../tables/api';
import { useShopConfig } from '../detail/api';
import { useBranchMenus, useCreateOrder, useCustomerSearch, type CustomerMatch } from './data';
import { OverlayFrame } from './OverlayFrame';
import { menuCategories, orderRequest, placeErrors, type PhoneOrderForm, type PlacedErrors } from './phone-order';
import './new-order.css';

const EMPTY_FORM: Omit<PhoneOrderForm, 'branchId' | 'orderType' | 'paymentMethod'> = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  street: '',
  zipCode: '',
  city: '',
  country: DEFAULT_COUNTRY,
  deliveryArea: '',
  tableId: '',
  appointmentDate: '',
  appointmentTime: '',
  comment: '',
};

const NO_ERRORS: PlacedErrors = { fields: {}, lines: {}, all: [] };

/** The product's price as the storefront's menu writes it: '24,90 € pro kg'. */
const pricePerUnit = (product: Product, currency: string | undefined): string =>
  t('store.product.pricePerUnit', {
    price: formatPrice(money(product.price), effectivePricingModel(product, product.unit), currency),
    unit: getUnit(product.unit).shortName,
  });

const customerName = (customer: CustomerMatch): string => [customer.firstName, customer.lastName].filter(Boolean).join(' ');

export default function NewOrderPage() {
  useDocumentTitle(pageTitle(t('phoneOrder.title'), t('web.backoffice.title')));
  const navigate = useNavigate();
  const viewer = useViewer();
  const branches = branchesApi.useAll();
  const products = productsApi.useAll();
  const categories = categoriesApi.useAll();
  const tables = tablesApi.useAll();
  const config = useShopConfig();
  const create = useCreateOrder();

  const ownBranches = useMemo(
    () => (branches.data ?? []).filter((branch) => branch.isEnabled !== false && (viewer?.isAdmin || viewer?.branchIds.has(branch.id))),
    [branches.data, viewer],
  );
  const [chosenBranchId, setChosenBranchId] = useState<string>();
  const branch: Branch | undefined = ownBranches.find((candidate) => candidate.id === chosenBranchId) ?? ownBranches[0];
  const menus = useBranchMenus(branch?.id);

  const [fields, setFields] = useState(EMPTY_FORM);
  const [chosenOrderType, setOrderType] = useState<OrderType>();
  const [chosenPayment, setPayment] = useState<string>();
  const [customer, setCustomer] = useState<CustomerMatch>();
  const [items, setItems] = useState<CartItem<CartProduct>[]>([]);
  const [overlay, setOverlay] = useState<OverlayTarget | null>(null);
  const [categoryId, setCategoryId] = useState<string>();
  const [errors, setErrors] = useState<PlacedErrors>(NO_ERRORS);
  const [idempotencyKey] = useState(() => `staff-${ulid()}`);
  const summaryRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const shopConfig = config.data;
  const currency = shopConfig?.currency;
  const typeOptions = branch ? orderTypeOptions(branch) : [];
  const orderType = typeOptions.some((option) => option.value === chosenOrderType) ? chosenOrderType! : (typeOptions[0]?.value ?? 'takeaway');
  const paymentMethods = branch && shopConfig ? offeredPaymentMethods(shopConfig, branch).filter((method) => !isOnlinePaymentMethod(method)) : [];
  const paymentMethod = paymentMethods.find((method) => method === chosenPayment) ?? defaultPaymentMethod(paymentMethods) ?? '';
  const areas = branch?.deliveryAreas ?? [];
  const deliveryArea = orderType === 'delivery' ? (areas.find((area) => area.area === fields.deliveryArea) ?? areas[0] ?? null) : null;
  const form = branch ? checkoutForm(branch, { orderType }) : undefined;
  const isRequired = (field: Parameters<NonNullable<typeof form>['required']['includes']>[0]) => form?.required.includes(field) ?? false;
  const branchTables = (tables.data ?? []).filter((table) => (table.branch as { id?: string } | undefined)?.id === branch?.id);

  const catalogue = useMemo(() => {
    if (!branch || !menus.data || !products.data || !categories.data) return undefined;
    return menuCategories(
      menus.data,
      branch.id,
      new Date(),
      new Map(categories.data.map((category) => [category.id, category])),
      new Map(products.data.map((product) => [product.id, product])),
    );
  }, [branch, menus.data, products.data, categories.data]);
  const shownCategory = catalogue?.find((entry) => entry.category.id === categoryId) ?? catalogue?.[0];

  const pricing = useMemo(() => priceCart(items, { orderType, deliveryArea, currency }), [items, orderType, deliveryArea, currency]);
  const totalModel = totalPricingModel(pricing.lines);

  const set = (name: keyof typeof EMPTY_FORM) => (value: string | undefined) => setFields((current) => ({ ...current, [name]: value ?? '' }));
  const fieldError = (name: string): string | undefined => errors.fields[name];

  const openOverlay = (target: OverlayTarget, from: HTMLElement) => {
    returnFocus.current = from;
    setOverlay(target);
  };
  const closeOverlay = () => {
    setOverlay(null);
    returnFocus.current?.focus();
  };
  const saveItem = (item: CartItem, index?: number) => {
    setItems((current) => (index === undefined ? [...current, item] : current.map((existing, position) => (position === index ? item : existing))));
    setErrors((current) => ({ ...current, lines: {} }));
    closeOverlay();
  };

  const chooseCustomer = (match: CustomerMatch) => {
    setCustomer(match);
    setFields((current) => ({
      ...current,
      firstName: match.firstName ?? '',
      lastName: match.lastName ?? '',
      phone: match.phone ?? '',
      email: match.email ?? '',
      street: match.street ?? current.street,
      zipCode: match.zipCode ?? current.zipCode,
      city: match.city ?? current.city,
      country: match.country ?? current.country,
    }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!branch || create.isPending) return;
    const body = orderRequest(
      { ...fields, branchId: branch.id, customerId: customer?.id, orderType, paymentMethod, deliveryArea: deliveryArea?.area ?? '' },
      items,
      idempotencyKey,
      shopConfig?.timeZone ?? DEFAULT_TIME_ZONE,
    );
    try {
      const order = await create.mutateAsync(body);
      void navigate(`/orders/${encodeURIComponent(order.id)}`);
    } catch (error) {
      const entries =
        error instanceof ApiError && error.errors.length > 0
          ? error.errors
          : [{ message: error instanceof Error ? error.message : t('phoneOrder.createFailed') }];
      setErrors(placeErrors(entries));
      requestAnimationFrame(() => summaryRef.current?.focus());
    }
  };

  if (branches.isPending || products.isPending || categories.isPending || !viewer) return <Loading />;
  if (!branch) {
    return (
      <>
        <h1>{t('phoneOrder.title')}</h1>
        <p>{branches.data ? t('phoneOrder.branch.none') : t('phoneOrder.loadFailed')}</p>
      </>
    );
  }

  return (
    <div className="po-page">
      <h1>{t('phoneOrder.title')}</h1>
      <p className="po-intro">{t('phoneOrder.intro')}</p>

      {errors.all.length > 0 && (
        <div ref={summaryRef} className="po-summary" role="alert" tabIndex={-1}>
          <p>{t('phoneOrder.errorSummary')}</p>
          <ul>
            {errors.all.map((message, index) => (
              <li key={index}>{message}</li>
            ))}
          </ul>
        </div>
      )}

      <form className="po-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="po-columns">
          <div className="po-column">
            <Fieldset legend={t('phoneOrder.details')}>
              <SelectField
                label={t('phoneOrder.branch')}
                value={branch.id}
                onChange={setChosenBranchId}
                options={ownBranches.map((option) => ({ value: option.id, label: option.name }))}
                error={fieldError('branch')}
              />
              <SelectField
                label={t('phoneOrder.orderType')}
                value={orderType}
                onChange={(value) => setOrderType(value as OrderType | undefined)}
                options={typeOptions}
                error={fieldError('orderType')}
              />
              {orderType === 'delivery' && (
                <SelectField
                  label={t('phoneOrder.field.deliveryArea')}
                  required
                  value={deliveryArea?.area}
                  onChange={set('deliveryArea')}
                  options={areas.map((area) => ({ value: area.area, label: area.area }))}
                  error={fieldError('deliveryArea')}
                />
              )}
              {form?.showTableSelection && (
                <SelectField
                  label={t('phoneOrder.table')}
                  required
                  value={fields.tableId || undefined}
                  onChange={set('tableId')}
                  options={branchTables.map((table) => ({ value: table.id, label: String(table.identifier) }))}
                  error={fieldError('table')}
                />
              )}
              <div className="po-row">
                <TextField
                  label={t('phoneOrder.appointmentDate')}
                  type="date"
                  required={isRequired('appointmentDate')}
                  value={fields.appointmentDate}
                  onChange={set('appointmentDate')}
                  error={fieldError('appointmentDate')}
                />
                <TextField label={t('phoneOrder.appointmentTime')} type="time" value={fields.appointmentTime} onChange={set('appointmentTime')} />
              </div>
              <p className="bo-field__help">{t('phoneOrder.appointmentHelp')}</p>
              <SelectField
                label={t('phoneOrder.paymentMethod')}
                help={t('phoneOrder.paymentHelp')}
                value={paymentMethod || undefined}
                onChange={setPayment}
                options={paymentMethods.map((method) => ({ value: method, label: paymentMethodLabel(method) }))}
                error={fieldError('paymentMethod')}
              />
              <TextAreaField
                label={t('phoneOrder.comment')}
                rows={3}
                maxLength={5000}
                value={fields.comment}
                onChange={set('comment')}
                error={fieldError('comment')}
              />
            </Fieldset>

            <Fieldset legend={t('phoneOrder.customer')}>
              {mayCall(viewer, 'GET', '/api/customers') && (
                <CustomerSearch linked={customer} onChoose={chooseCustomer} onUnlink={() => setCustomer(undefined)} />
              )}
              {fieldError('customer') && <p className="bo-field__error">{fieldError('customer')}</p>}
              <div className="po-row">
                <TextField
                  label={t('phoneOrder.field.firstName')}
                  required={isRequired('firstName')}
                  autoComplete="off"
                  value={fields.firstName}
                  onChange={set('firstName')}
                  error={fieldError('firstName')}
                />
                <TextField
                  label={t('phoneOrder.field.lastName')}
                  required={isRequired('lastName')}
                  value={fields.lastName}
                  onChange={set('lastName')}
                  error={fieldError('lastName')}
                />
              </div>
              <div className="po-row">
                <TextField
                  label={t('phoneOrder.field.phone')}
                  help={t('phoneOrder.field.phoneHelp')}
                  type="tel"
                  required={isRequired('phone')}
                  value={fields.phone}
                  onChange={set('phone')}
                  error={fieldError('phone')}
                />
                <TextField
                  label={t('phoneOrder.field.email')}
                  help={t('phoneOrder.field.emailHelp')}
                  type="email"
                  required={isRequired('email')}
                  value={fields.email}
                  onChange={set('email')}
                  error={fieldError('email')}
                />
              </div>
              {form?.showAddress && (
                <>
                  <TextField label={t('phoneOrder.field.street')} required value={fields.street} onChange={set('street')} error={fieldError('street')} />
                  <div className="po-row">
                    <TextField label={t('phoneOrder.field.zipCode')} required value={fields.zipCode} onChange={set('zipCode')} error={fieldError('zipCode')} />
                    <TextField label={t('phoneOrder.field.city')} required value={fields.city} onChange={set('city')} error={fieldError('city')} />
                  </div>
                  <SelectField
                    label={t('phoneOrder.field.country')}
                    required
                    value={fields.country}
                    onChange={set('country')}
                    options={COUNTRY_OPTIONS}
                    error={fieldError('country')}
                  />
                </>
              )}
            </Fieldset>
          </div>

          <div className="po-column">
            <Fieldset legend={t('phoneOrder.products')}>
              {menus.isPending ? (
                <Loading />
              ) : !catalogue || catalogue.length === 0 ? (
                <p>{t('phoneOrder.products.empty')}</p>
              ) : (
                <>
                  <SelectField
                    label={t('phoneOrder.products.category')}
                    value={shownCategory?.category.id}
                    onChange={setCategoryId}
                    options={catalogue.map((entry) => ({ value: entry.category.id, label: entry.category.name }))}
                  />
                  <ul className="po-products">
                    {shownCategory?.products.map((product: Product) => (
                      <li key={product.id}>
                        <button type="button" className="po-product" onClick={(event) => openOverlay({ product }, event.currentTarget)}>
                          <span className="po-product__name">{product.name}</span>
                          <span className="po-product__price">{pricePerUnit(product, currency)}</span>
                          <span className="visually-hidden"> {t('phoneOrder.products.add')}</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </Fieldset>

            <section className="po-cart" aria-labelledby="po-cart-heading">
              <h2 id="po-cart-heading">{t('phoneOrder.cart')}</h2>
              {items.length === 0 ? (
                <p className="po-cart__empty">{t('phoneOrder.cart.empty')}</p>
              ) : (
                <>
                  <ul className="po-lines">
                    {items.map((item, index) => (
                      <li key={index} className="po-line" data-testid="phone-order-line">
                        <div className="po-line__main">
                          <span className="po-line__name">{item.product.name}</span>
                          <span className="po-line__amount">{formatQuantity(item.amount, item.unit)}</span>
                          <span className="po-line__price">{formatPrice(pricing.lines[index]!.gross, pricing.lines[index]!.model, currency)}</span>
                        </div>
                        {partSections(item.product, item.parts).map((section) => (
                          <p key={section.name} className="po-line__part">
                            {section.name}: {section.text}
                          </p>
                        ))}
                        {errors.lines[index]?.map((message) => (
                          <p key={message} className="bo-field__error">
                            {message}
                          </p>
                        ))}
                        <div className="po-line__actions">
                          <Button
                            variant="secondary"
                            aria-label={t('phoneOrder.cart.editLabel', { name: item.product.name ?? '' })}
                            onClick={(event) => openOverlay({ product: item.product as Product, index, item }, event.currentTarget)}
                          >
                            {t('phoneOrder.cart.edit')}
                          </Button>
                          <Button
                            variant="secondary"
                            aria-label={t('phoneOrder.cart.removeLabel', { name: item.product.name ?? '' })}
                            onClick={() => {
                              setItems((current) => current.filter((_, position) => position !== index));
                              setErrors((current) => ({ ...current, lines: {} }));
                            }}
                          >
                            {t('phoneOrder.cart.remove')}
                          </Button>
                        </div>
                      </li>
                    ))}
                  </ul>
                  <dl className="po-totals">
                    <dt>{t('phoneOrder.cart.subtotal')}</dt>
                    <dd>{formatPrice(pricing.gross, totalModel, currency)}</dd>
                    {orderType === 'delivery' && (
                      <>
                        <dt>{t('phoneOrder.cart.deliveryFee')}</dt>
                        <dd>{formatPrice(pricing.delivery.gross, 'fixed', currency)}</dd>
                      </>
                    )}
                    <dt className="po-totals__total">{t('phoneOrder.cart.total')}</dt>
                    <dd className="po-totals__total" data-testid="phone-order-total">
                      {formatPrice(pricing.total.gross, totalModel, currency)}
                    </dd>
                  </dl>
                  <p className="bo-field__help">{t('phoneOrder.cart.priceNote')}</p>
                </>
              )}
            </section>

            <div className="po-submit">
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? t('phoneOrder.submitting') : t('phoneOrder.submit')}
              </Button>
            </div>
          </div>
        </div>
      </form>

      {overlay && (
        <OverlayFrame
          key={`${overlay.product.id}:${overlay.index ?? 'new'}`}
          target={overlay}
          orderType={orderType}
          deliveryArea={deliveryArea}
          currency={currency}
          onClose={closeOverlay}
          onSave={saveItem}
        />
      )}
    </div>
  );
}

/** The customer search: a term, the matches to take over, and the customer the order is linked to. */
function CustomerSearch({ linked, onChoose, onUnlink }: { linked?: CustomerMatch; onChoose: (customer: CustomerMatch) => void; onUnlink: () => void }) {
  const [term, setTerm] = useState('');
  const matches = useCustomerSearch(term, linked === undefined);
  if (linked) {
    return (
      <p className="po-linked">
        <span>{t('phoneOrder.customer.linked', { name: customerName(linked) })}</span>
        <Button variant="secondary" onClick={onUnlink}>
          {t('phoneOrder.customer.unlink')}
        </Button>
      </p>
    );
  }
  return (
    <div className="po-search">
      <TextField label={t('phoneOrder.customer.search')} help={t('phoneOrder.customer.searchHelp')} type="search" value={term} onChange={setTerm} />
      {matches.isError && <p className="bo-field__error">{t('phoneOrder.customer.searchFailed')}</p>}
      {matches.data && matches.data.length === 0 && <p>{t('phoneOrder.customer.noMatch')}</p>}
      {matches.data && matches.data.length > 0 && (
        <ul className="po-matches">
          {matches.data.map((match) => (
            <li key={match.id}>
              <span>
                {customerName(match)}
                {match.phone ? ` · ${match.phone}` : ''}
                {match.email ? ` · ${match.email}` : ''}
              </span>
              <Button variant="secondary" onClick={() => onChoose(match)}>
                {t('phoneOrder.customer.choose', { name: customerName(match) })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
