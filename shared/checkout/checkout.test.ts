import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  COUNTRY_OPTIONS,
  DEFAULT_COUNTRY,
  PAYMENT_METHODS,
  checkoutFieldLabel,
  checkoutForm,
  defaultPaymentMethod,
  offeredPaymentMethods,
  orderTypeError,
  orderTypeLabel,
  orderTypeOptions,
  paymentMethodError,
  paymentMethodLabel,
  validateCheckout,
  type BranchFlags,
  type CheckoutValues,
  type PaymentFlags,
} from './index';

const LEGAL = ['legalInstructions', 'privacyPolicy'];

describe('storefront §5 Required fields', () => {
  it('always requires first and last name and the legal consents (takeaway, no flags)', () => {
    const form = checkoutForm({}, { orderType: 'takeaway' });
    expect(form).toEqual({
      orderType: 'takeaway',
      showTableSelection: false,
      showContact: true,
      showAddress: false,
      showDeliveryArea: false,
      showDeliveryAddress: false,
      required: ['firstName', 'lastName', ...LEGAL],
    });
  });

  it('requires e-mail, phone and address as the flags of the order type say', () => {
    const branch: BranchFlags = {
      isTakeawayEmailRequired: true,
      isTakeawayPhoneRequired: false,
      isTakeawayAddressRequired: true,
      isDineInPhoneRequired: true,
      isDeliveryEmailRequired: true,
      isDeliveryPhoneRequired: true,
    };
    expect(checkoutForm(branch, { orderType: 'takeaway' }).required).toEqual([
      'firstName',
      'lastName',
      'email',
      'street',
      'zipCode',
      'city',
      'country',
      ...LEGAL,
    ]);
    expect(checkoutForm(branch, { orderType: 'dineIn' }).required).toEqual(['firstName', 'lastName', 'phone', ...LEGAL]);
    expect(checkoutForm(branch, { orderType: 'delivery' }).required).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'street',
      'zipCode',
      'city',
      'country',
      'deliveryArea',
      ...LEGAL,
    ]);
  });

  it('shows the address and the delivery area for every delivery', () => {
    const form = checkoutForm({}, { orderType: 'delivery' });
    expect(form).toMatchObject({ showAddress: true, showDeliveryArea: true, showDeliveryAddress: false });
    expect(form.required).toEqual(['firstName', 'lastName', 'street', 'zipCode', 'city', 'country', 'deliveryArea', ...LEGAL]);
  });

  it('requires the company name for a company and a differing delivery address', () => {
    const form = checkoutForm({}, { orderType: 'delivery', isCompany: true, isDeliveryAddressDifferent: true });
    expect(form.showDeliveryAddress).toBe(true);
    expect(form.required).toEqual([
      'companyName',
      'firstName',
      'lastName',
      'street',
      'zipCode',
      'city',
      'country',
      'deliveryStreet',
      'deliveryZipCode',
      'deliveryCity',
      'deliveryCountry',
      'deliveryArea',
      ...LEGAL,
    ]);
    // a differing delivery address means nothing outside delivery
    expect(checkoutForm({ isTakeawayAddressRequired: true }, { orderType: 'takeaway', isDeliveryAddressDifferent: true }).showDeliveryAddress).toBe(false);
  });

  it('requires the appointment when the branch does', () => {
    expect(checkoutForm({ isAppointmentRequired: true }, { orderType: 'takeaway' }).required).toEqual(['firstName', 'lastName', 'appointmentDate', ...LEGAL]);
  });

  it('shows the table select for dine-in when enabled, and hides the contact section then', () => {
    const branch: BranchFlags = { isTableSelectionEnabled: true, isDineInAddressRequired: true };
    const form = checkoutForm(branch, { orderType: 'dineIn' });
    expect(form).toMatchObject({ showTableSelection: true, showContact: false, showAddress: false });
    expect(form.required).toEqual(['table', ...LEGAL]);
    expect(checkoutForm(branch, { orderType: 'takeaway' })).toMatchObject({ showTableSelection: false, showContact: true });
    expect(checkoutForm({}, { orderType: 'dineIn' })).toMatchObject({ showTableSelection: false, showContact: true });
  });

  it('keeps the contact section for dine-in with tables when e-mail or phone is required', () => {
    const withEmail = checkoutForm({ isTableSelectionEnabled: true, isDineInEmailRequired: true }, { orderType: 'dineIn' });
    expect(withEmail.showContact).toBe(true);
    expect(withEmail.required).toEqual(['table', 'firstName', 'lastName', 'email', ...LEGAL]);
    const withPhone = checkoutForm({ isTableSelectionEnabled: true, isDineInPhoneRequired: true }, { orderType: 'dineIn' });
    expect(withPhone.required).toEqual(['table', 'firstName', 'lastName', 'phone', ...LEGAL]);
  });

  it('offers the countries DE, LI, AT, CH with AT as default', () => {
    expect(COUNTRY_OPTIONS).toEqual([
      { value: 'DE', label: 'Deutschland' },
      { value: 'LI', label: 'Liechtenstein' },
      { value: 'AT', label: 'Österreich' },
      { value: 'CH', label: 'Schweiz' },
    ]);
    expect(DEFAULT_COUNTRY).toBe('AT');
  });

  it('labels the fields in German', () => {
    expect(checkoutFieldLabel('zipCode')).toBe('PLZ');
    expect(checkoutFieldLabel('deliveryArea')).toBe('Liefergebiet');
  });
});

describe('storefront §5 Required fields: errors by field', () => {
  const branch: BranchFlags = {
    isDeliveryEmailRequired: true,
    isDeliveryPhoneRequired: true,
    isAppointmentRequired: true,
    deliveryAreas: [{ area: '1010 Wien' }, { area: '1020 Wien' }],
  };
  const form = checkoutForm(branch, { orderType: 'delivery' });
  const complete: CheckoutValues = {
    firstName: 'Anna',
    lastName: 'Huber',
    email: 'anna.huber@example.at',
    phone: '+43 664 1234567',
    street: 'Hauptstraße 1',
    zipCode: '1010',
    city: 'Wien',
    country: 'AT',
    deliveryArea: '1010 Wien',
    appointmentDate: '2026-11-21T11:00:00.000Z',
    legalInstructions: true,
    privacyPolicy: true,
  };

  it('refuses an e-mail address with markup, a display name, blanks or quotes (the strict check of ./email.ts)', () => {
    for (const email of ['x@example.org<script>alert(1)</script>', 'Anna <anna@example.at>', 'anna huber@example.at', '"anna"@example.at']) {
      expect(validateCheckout(form, { ...complete, email }, branch), email).toEqual([
        { field: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse an.' },
      ]);
    }
  });

  it('accepts a complete form', () => {
    expect(validateCheckout(form, complete, branch)).toEqual([]);
  });

  it('reports every missing field in form order with a German message', () => {
    expect(validateCheckout(form, { firstName: '  ', legalInstructions: false }, branch)).toEqual([
      { field: 'firstName', message: 'Bitte füllen Sie das Feld „Vorname“ aus.' },
      { field: 'lastName', message: 'Bitte füllen Sie das Feld „Nachname“ aus.' },
      { field: 'email', message: 'Bitte füllen Sie das Feld „E-Mail“ aus.' },
      { field: 'phone', message: 'Bitte füllen Sie das Feld „Telefon“ aus.' },
      { field: 'street', message: 'Bitte füllen Sie das Feld „Straße“ aus.' },
      { field: 'zipCode', message: 'Bitte füllen Sie das Feld „PLZ“ aus.' },
      { field: 'city', message: 'Bitte füllen Sie das Feld „Ort“ aus.' },
      { field: 'country', message: 'Bitte füllen Sie das Feld „Land“ aus.' },
      { field: 'deliveryArea', message: 'Bitte füllen Sie das Feld „Liefergebiet“ aus.' },
      { field: 'appointmentDate', message: 'Bitte wählen Sie einen Termin aus.' },
      { field: 'legalInstructions', message: 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.' },
      { field: 'privacyPolicy', message: 'Bitte akzeptieren Sie die Datenschutzerklärung.' },
    ]);
  });

  it('checks the format of e-mail, phone, country and delivery area', () => {
    expect(validateCheckout(form, { ...complete, email: 'anna@', phone: '0664 1234567', country: 'IT', deliveryArea: '8010 Graz' }, branch)).toEqual([
      { field: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse an.' },
      {
        field: 'phone',
        message: 'Bitte geben Sie eine gültige Nummer im Format +43 664 1234567 mit führendem + und Ländervorwahl an.',
      },
      { field: 'country', message: 'Bitte wählen Sie ein Land aus der Liste aus.' },
      { field: 'deliveryArea', message: 'Bitte wählen Sie ein Liefergebiet aus der Liste aus.' },
    ]);
    expect(validateCheckout(form, { ...complete, deliveryArea: '1010 Wien' }, {})).toEqual([
      { field: 'deliveryArea', message: 'Bitte wählen Sie ein Liefergebiet aus der Liste aus.' },
    ]);
  });

  it('checks optional fields only when given, and the delivery country of a differing address', () => {
    const takeaway = checkoutForm({}, { orderType: 'takeaway' });
    const minimal: CheckoutValues = { firstName: 'Anna', lastName: 'Huber', legalInstructions: true, privacyPolicy: true };
    expect(validateCheckout(takeaway, minimal, {})).toEqual([]);
    expect(validateCheckout(takeaway, { ...minimal, email: 'x', phone: '0043 664 1234567' }, {})).toEqual([
      { field: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse an.' },
    ]);
    // hidden sections are not checked
    expect(validateCheckout(takeaway, { ...minimal, country: 'XX', deliveryArea: 'x' }, {})).toEqual([]);
    const different = checkoutForm({}, { orderType: 'delivery', isDeliveryAddressDifferent: true });
    const values: CheckoutValues = {
      ...complete,
      deliveryStreet: 'Ring 2',
      deliveryZipCode: '1020',
      deliveryCity: 'Wien',
      deliveryCountry: 'FR',
    };
    expect(validateCheckout(different, values, branch)).toEqual([{ field: 'deliveryCountry', message: 'Bitte wählen Sie ein Land aus der Liste aus.' }]);
  });

  it('hides and skips the contact of a dine-in guest at a table', () => {
    const tableBranch: BranchFlags = { isTableSelectionEnabled: true };
    const tableForm = checkoutForm(tableBranch, { orderType: 'dineIn' });
    expect(validateCheckout(tableForm, { table: 'T1', legalInstructions: true, privacyPolicy: true, email: 'x' }, tableBranch)).toEqual([]);
    expect(validateCheckout(tableForm, { legalInstructions: true, privacyPolicy: true }, tableBranch)).toEqual([
      { field: 'table', message: 'Bitte füllen Sie das Feld „Tisch“ aus.' },
    ]);
  });

  it('never reports a field twice (property)', () => {
    const value = fc.option(fc.oneof(fc.string({ maxLength: 20 }), fc.boolean()), { nil: undefined });
    fc.assert(
      fc.property(fc.record({ firstName: value, email: value, phone: value, country: value, deliveryArea: value, legalInstructions: value }), (values) => {
        const fields = validateCheckout(form, values, branch).map((error) => error.field);
        expect(new Set(fields).size).toBe(fields.length);
      }),
    );
  });
});

describe('storefront §9 Payment', () => {
  const allConfig: PaymentFlags = {
    isCashEnabled: true,
    isATMCardEnabled: true,
    isHydroAGVoucherEnabled: true,
    isMollieEnabled: true,
    isDatatransEnabled: true,
  };
  const allBranch = { isCashEnabled: true, isATMCardEnabled: true, isHydroAGVoucherEnabled: true, isMollieEnabled: true, isDatatransEnabled: true };

  it('offers a method only with its global flag and its branch flag', () => {
    expect(offeredPaymentMethods(allConfig, allBranch)).toEqual([...PAYMENT_METHODS]);
    expect(offeredPaymentMethods({ ...allConfig, isMollieEnabled: false }, allBranch)).toEqual(['cash', 'atm-card', 'hydro-ag-voucher', 'datatrans']);
    expect(offeredPaymentMethods(allConfig, { ...allBranch, isCashEnabled: false, isATMCardEnabled: null })).toEqual([
      'hydro-ag-voucher',
      'mollie',
      'datatrans',
    ]);
    expect(offeredPaymentMethods({}, allBranch)).toEqual([]);
  });

  it('defaults to cash, else datatrans, else the first offered', () => {
    expect(defaultPaymentMethod(['mollie', 'cash', 'datatrans'])).toBe('cash');
    expect(defaultPaymentMethod(['mollie', 'datatrans'])).toBe('datatrans');
    expect(defaultPaymentMethod(['atm-card', 'mollie'])).toBe('atm-card');
    expect(defaultPaymentMethod([])).toBeNull();
  });

  it('labels the methods in German and refuses methods not offered', () => {
    expect(PAYMENT_METHODS.map(paymentMethodLabel)).toEqual([
      'Barzahlung',
      'EC Karte / Debitkarte',
      'Hydro AG Gutschein',
      'Online Zahlung',
      'Online Zahlung (Karte)',
    ]);
    expect(paymentMethodError('cash', ['cash'])).toBeNull();
    expect(paymentMethodError('mollie', ['cash'])).toBe('Diese Zahlungsart steht leider nicht zur Verfügung.');
    expect(paymentMethodError(undefined, ['cash'])).toBe('Diese Zahlungsart steht leider nicht zur Verfügung.');
  });
});

describe('storefront §4 Delivery type: order type select', () => {
  it('offers the types the branch supports with German labels', () => {
    expect(orderTypeOptions({ isTakeawayEnabled: true, isDeliveryEnabled: true, isDineInEnabled: true })).toEqual([
      { value: 'takeaway', label: 'Takeaway' },
      { value: 'delivery', label: 'Lieferung' },
      { value: 'dineIn', label: 'Dine In' },
    ]);
    expect(orderTypeLabel('delivery')).toBe('Lieferung');
  });

  it('refuses an order type the branch does not offer', () => {
    expect(orderTypeError('delivery', { isDeliveryEnabled: true })).toBeNull();
    expect(orderTypeError('dineIn', { isDeliveryEnabled: true })).toBe('Diese Bestellart bietet die Filiale derzeit leider nicht an.');
  });
});
