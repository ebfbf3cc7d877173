import { describe, expect, it } from 'vitest';
import {
  analyticsLeadInputSchema,
  analyticsLeadSchema,
  contactListQuerySchema,
  customerInputSchema,
  customerSchema,
  externalUserInputSchema,
  externalUserListQuerySchema,
  externalUserSchema,
  leadListQuerySchema,
  isAllowedQrTarget,
  qrCodeInputSchema,
  qrCodeSchema,
} from './crm';
import { failingPaths, storedMeta } from './test-fixtures';

describe('backoffice §7 customers (fields decided in crm.ts)', () => {
  const customer = {
    companyName: 'Gasthaus Zur Post',
    firstName: 'Josef',
    lastName: ' Gruber ',
    email: 'office@gasthaus-post.at',
    phone: '+43 3172 2345',
    street: 'Hauptplatz 3',
    zipCode: '8200',
    city: 'Gleisdorf',
    vatNumber: 'ATU12345678',
    comment: 'Liefert jeden Freitag ab, Rechnung monatlich.',
  };

  it('parses a business customer and defaults the country to AT', () => {
    expect(customerInputSchema.parse(customer)).toEqual({ ...customer, lastName: 'Gruber', country: 'AT' });
  });

  it('treats an empty e-mail field as not given', () => {
    expect(customerInputSchema.parse({ lastName: 'Gruber', email: '' }).email).toBeUndefined();
  });

  it('requires a last name and refuses a wrong e-mail and a country outside AT, DE, CH, LI', () => {
    expect(failingPaths(customerInputSchema, { ...customer, lastName: '', email: 'office(at)gasthaus-post.at', country: 'IT' })).toEqual([
      'lastName',
      'email',
      'country',
    ]);
  });

  it('accepts the stored record with id, version and timestamps', () => {
    const record = { ...customerInputSchema.parse(customer), ...storedMeta('customer') };
    expect(customerSchema.parse(record)).toEqual(record);
    expect(failingPaths(customerSchema, { ...record, version: '1' })).toEqual(['version']);
  });
});

describe('backoffice §7 external-users', () => {
  it('parses a supplier contact and requires its name', () => {
    const user = {
      name: 'Steirerfleisch GmbH',
      firstName: 'Anna',
      lastName: 'Pichler',
      email: 'a.pichler@steirerfleisch.at',
      phone: '+43 316 98765',
      isActive: true,
    };
    expect(externalUserInputSchema.parse(user)).toEqual(user);
    expect(externalUserInputSchema.parse({ name: 'Steuerberatung' }).isActive).toBe(true);
    expect(failingPaths(externalUserInputSchema, { firstName: 'Anna' })).toEqual(['name']);
    const record = { ...user, ...storedMeta('externalUser') };
    expect(externalUserSchema.parse(record)).toEqual(record);
  });
});

describe('backoffice §7 analytics-leads', () => {
  const lead = {
    name: 'Hochzeit Steiner, 120 Gäste',
    firstName: 'Lisa',
    lastName: 'Steiner',
    email: 'lisa.steiner@example.at',
    source: 'Kontaktformular Catering',
  };

  it('parses a lead and starts it as new', () => {
    expect(analyticsLeadInputSchema.parse(lead)).toEqual({ ...lead, status: 'new' });
    expect(analyticsLeadInputSchema.parse({ ...lead, status: 'won' }).status).toBe('won');
  });

  it('refuses a status outside new, contacted, won and lost and a lead without name', () => {
    expect(failingPaths(analyticsLeadInputSchema, { ...lead, name: undefined, status: 'offen' })).toEqual(['name', 'status']);
  });

  it('accepts the stored record', () => {
    const record = { ...lead, status: 'contacted', ...storedMeta('analyticsLead') };
    expect(analyticsLeadSchema.parse(record)).toEqual(record);
  });
});

describe('backoffice §7 qr-codes (looked up by path, backoffice §3)', () => {
  const qrCode = { path: '/qr/grillfest', name: 'Plakat Grillfest 2026', target: '/site/grillfest' };

  it('parses a QR code and enables it by default', () => {
    expect(qrCodeInputSchema.parse(qrCode)).toEqual({ ...qrCode, isEnabled: true });
    expect(qrCodeInputSchema.parse({ ...qrCode, isEnabled: false }).isEnabled).toBe(false);
  });

  it('refuses a path without leading slash or with blanks, and a missing target', () => {
    expect(failingPaths(qrCodeInputSchema, { ...qrCode, path: 'qr/grillfest', target: undefined })).toEqual(['path', 'target']);
    expect(failingPaths(qrCodeInputSchema, { ...qrCode, path: '/qr/grill fest' })).toEqual(['path']);
  });

  it('takes a path of this shop as target, an https URL only on the allow-list (none by default)', () => {
    for (const target of [
      'https://evil.example/login',
      'http://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'evil.example',
      '/a b',
    ]) {
      expect(failingPaths(qrCodeInputSchema, { ...qrCode, target }), target).toEqual(['target']);
    }
    expect(isAllowedQrTarget('/store/graz?tisch=3')).toBe(true);
    expect(isAllowedQrTarget('https://partner.example/x', ['partner.example'])).toBe(true);
    expect(isAllowedQrTarget('http://partner.example/x', ['partner.example'])).toBe(false);
    expect(isAllowedQrTarget('https://user@partner.example/x', ['partner.example'])).toBe(false);
  });

  it('accepts the stored record', () => {
    const record = { ...qrCode, isEnabled: true, ...storedMeta('qrCode') };
    expect(qrCodeSchema.parse(record)).toEqual(record);
  });
});

describe('backoffice §7 filtered lists: customers, external-users, analytics-leads', () => {
  it('trims the search term of the contact lists', () => {
    expect(contactListQuerySchema.parse({ search: '  Gruber  ' })).toEqual({ search: 'Gruber' });
  });

  it('filters external users by active or inactive only', () => {
    expect(externalUserListQuerySchema.parse({ active: 'false' })).toEqual({ active: 'false' });
    expect(failingPaths(externalUserListQuerySchema, { active: 'ja' })).toEqual(['active']);
  });

  it('filters leads by status and creation date range', () => {
    const query = { status: 'new', search: 'Hochzeit', from: '2026-01-01', to: '2026-03-31T23:59:59+02:00' };
    expect(leadListQuerySchema.parse(query)).toEqual(query);
    expect(failingPaths(leadListQuerySchema, { status: 'neu', from: '01.01.2026' })).toEqual(['status', 'from']);
  });
});
