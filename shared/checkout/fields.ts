/**
 * Checkout form rules (storefront.md §5 "Required fields", "Appointment" (required part only)):
 * which sections are shown, which fields are required for an order type and branch, the country
 * options, and the German errors for a submitted form. The server runs the same rules on order
 * create; the storefront uses them to mark fields.
 */
import type { BranchOrderTypes } from '../cart/cart';
import { commerceMessages } from '../i18n/commerce';
import { phoneError } from '../phone/phone';
import { isValidEmail } from './email';
import { COUNTRY_CODES, type CountryCode } from './countries';
import type { OrderType } from '../pricing/pricing';

/** The branch settings the checkout rules read (storefront.md §3 "Branch"). */
export interface BranchFlags extends BranchOrderTypes {
  isTableSelectionEnabled?: boolean | null;
  isAppointmentRequired?: boolean | null;
  isQuotationRequired?: boolean | null;
  isPreorderEnabled?: boolean | null;
  isDeliveryEmailRequired?: boolean | null;
  isDeliveryPhoneRequired?: boolean | null;
  isDeliveryAddressRequired?: boolean | null;
  isDineInEmailRequired?: boolean | null;
  isDineInPhoneRequired?: boolean | null;
  isDineInAddressRequired?: boolean | null;
  isTakeawayEmailRequired?: boolean | null;
  isTakeawayPhoneRequired?: boolean | null;
  isTakeawayAddressRequired?: boolean | null;
}

export { COUNTRY_CODES, DEFAULT_COUNTRY, type CountryCode } from './countries';

/** Country select options in the spec's order: DE, LI, AT, CH. */
export const COUNTRY_OPTIONS: readonly { value: CountryCode; label: string }[] = COUNTRY_CODES.map((value) => ({
  value,
  label: commerceMessages[`country.${value}`],
}));

export type CheckoutField =
  | 'companyName'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'street'
  | 'zipCode'
  | 'city'
  | 'country'
  | 'deliveryStreet'
  | 'deliveryZipCode'
  | 'deliveryCity'
  | 'deliveryCountry'
  | 'deliveryArea'
  | 'table'
  | 'appointmentDate'
  | 'legalInstructions'
  | 'privacyPolicy';

/** Every field in the order the checkout shows it. */
const FORM_ORDER: readonly CheckoutField[] = [
  'table',
  'companyName',
  'firstName',
  'lastName',
  'email',
  'phone',
  'street',
  'zipCode',
  'city',
  'country',
  'deliveryStreet',
  'deliveryZipCode',
  'deliveryCity',
  'deliveryCountry',
  'deliveryArea',
  'appointmentDate',
  'legalInstructions',
  'privacyPolicy',
];

export interface CheckoutForm {
  orderType: OrderType;
  /** Table select: dine-in at a branch with table selection. */
  showTableSelection: boolean;
  /** Contact data (names, company, e-mail, phone). */
  showContact: boolean;
  /** Address (street, zip code, city, country). */
  showAddress: boolean;
  /** Delivery area select: delivery orders. */
  showDeliveryArea: boolean;
  /** The delivery-prefixed address: delivery orders whose delivery address differs. */
  showDeliveryAddress: boolean;
  /** Every required field, in form order. */
  required: CheckoutField[];
}

type Requirement = 'Email' | 'Phone' | 'Address';

function requires(branch: BranchFlags, orderType: OrderType, what: Requirement): boolean {
  const prefix = orderType === 'delivery' ? 'Delivery' : orderType === 'dineIn' ? 'DineIn' : 'Takeaway';
  return Boolean(branch[`is${prefix}${what}Required`]);
}

/**
 * Sections and required fields:
 * - firstName and lastName are required whenever the contact section is shown; companyName too
 *   for a company order; e-mail and phone as the branch flags for the order type say;
 * - the contact section is hidden for dine-in with table selection unless e-mail or phone is
 *   required (the table identifies the guest);
 * - the address is shown when the flag for the order type requires it and always for delivery
 *   (a delivery needs an address); street, zip code, city and country are required when shown;
 * - delivery orders need a delivery area; the delivery address, when it differs, is required;
 * - the table when the table select is shown; the appointment when the branch requires one;
 * - terms and privacy policy must always be accepted.
 */
export function checkoutForm(
  branch: BranchFlags,
  input: { orderType: OrderType; isCompany?: boolean | null; isDeliveryAddressDifferent?: boolean | null },
): CheckoutForm {
  const { orderType } = input;
  const isDelivery = orderType === 'delivery';
  const emailRequired = requires(branch, orderType, 'Email');
  const phoneRequired = requires(branch, orderType, 'Phone');
  const showTableSelection = orderType === 'dineIn' && Boolean(branch.isTableSelectionEnabled);
  const showContact = !showTableSelection || emailRequired || phoneRequired;
  const showAddress = showContact && (isDelivery || requires(branch, orderType, 'Address'));
  const showDeliveryAddress = showAddress && isDelivery && Boolean(input.isDeliveryAddressDifferent);

  const required: CheckoutField[] = [];
  if (showTableSelection) required.push('table');
  if (showContact) {
    if (input.isCompany) required.push('companyName');
    required.push('firstName', 'lastName');
    if (emailRequired) required.push('email');
    if (phoneRequired) required.push('phone');
  }
  if (showAddress) required.push('street', 'zipCode', 'city', 'country');
  if (showDeliveryAddress) required.push('deliveryStreet', 'deliveryZipCode', 'deliveryCity', 'deliveryCountry');
  if (isDelivery) required.push('deliveryArea');
  if (branch.isAppointmentRequired) required.push('appointmentDate');
  required.push('legalInstructions', 'privacyPolicy');

  return {
    orderType,
    showTableSelection,
    showContact,
    showAddress,
    showDeliveryArea: isDelivery,
    showDeliveryAddress,
    required,
  };
}

export type CheckoutValues = Partial<Record<CheckoutField, string | boolean | null>>;

export interface FieldError {
  field: CheckoutField;
  message: string;
}

/** Fields with a German label (checkboxes and the appointment have their own messages). */
type LabeledField = Exclude<CheckoutField, 'appointmentDate' | 'legalInstructions' | 'privacyPolicy'>;

/** German label of a form field, e.g. 'zipCode' → 'PLZ'. */
export function checkoutFieldLabel(field: LabeledField): string {
  return commerceMessages[`checkout.field.${field}`];
}

function requiredMessage(field: CheckoutField): string {
  if (field === 'appointmentDate') return commerceMessages['checkout.error.appointment'];
  if (field === 'legalInstructions') return commerceMessages['checkout.error.legalInstructions'];
  if (field === 'privacyPolicy') return commerceMessages['checkout.error.privacyPolicy'];
  return commerceMessages['checkout.error.required'].replace('{label}', checkoutFieldLabel(field));
}

function isFilled(value: string | boolean | null | undefined): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value === true;
}

const textOf = (value: string | boolean | null | undefined): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Field errors of a submitted checkout, one per field, in form order: required fields that are
 * empty (or checkboxes not ticked), then the format of what was given in shown fields: e-mail,
 * phone (international format), countries from the list, a delivery area the branch has.
 */
export function validateCheckout(form: CheckoutForm, values: CheckoutValues, branch: BranchFlags): FieldError[] {
  const errors = new Map<CheckoutField, string>();
  for (const field of form.required) {
    if (!isFilled(values[field])) errors.set(field, requiredMessage(field));
  }
  const check = (field: CheckoutField, shown: boolean, error: (text: string) => string | null) => {
    const text = textOf(values[field]);
    if (!shown || text === '' || errors.has(field)) return;
    const message = error(text);
    if (message) errors.set(field, message);
  };
  const countryError = (text: string) => ((COUNTRY_CODES as readonly string[]).includes(text) ? null : commerceMessages['checkout.error.country']);
  // Strict (./email.ts): every address given here receives the shop's e-mails.
  check('email', form.showContact, (text) => (isValidEmail(text) ? null : commerceMessages['checkout.error.email']));
  check('phone', form.showContact, phoneError);
  check('country', form.showAddress, countryError);
  check('deliveryCountry', form.showDeliveryAddress, countryError);
  check('deliveryArea', form.showDeliveryArea, (text) =>
    (branch.deliveryAreas ?? []).some((area) => area.area === text) ? null : commerceMessages['checkout.error.deliveryArea'],
  );
  return FORM_ORDER.flatMap((field) => {
    const message = errors.get(field);
    return message ? [{ field, message }] : [];
  });
}
