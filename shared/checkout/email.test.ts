import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    for (const address of [
      'anna.berger@example.at',
      'a@b.co',
      'bestellungen+graz@fleischerei-gruber.example',
      'Max_Muster-1@Mail.Example.Org',
      "o'brien@example.at",
      "d'angelo.maria@example.it",
      'info@xn--gasthof-grn-xeb.at',
      'x@sub.xn--p1ai',
      `${'a'.repeat(64)}@example.at`,
      `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(57)}.at`,
    ]) {
      expect(isValidEmail(address), address).toBe(true);
    }
  });

  it('refuses angle brackets, spaces, quotes, control characters and markup', () => {
    for (const address of [
      'x@example.org<script>alert(1)</script>',
      '<x@example.org>',
      'Anna <anna@example.at>',
      'anna berger@example.at',
      ' anna@example.at',
      'anna@example.at ',
      '"anna"@example.at',
      '"anna berger"@example.at',
      'anna`@example.at',
      'anna\n@example.at',
      'anna@example.at\r\nBcc: victim@example.org',
      'anna\u0000@example.at',
      'anna\t@example.at',
      'anna@exam\u007fple.at',
    ]) {
      expect(isValidEmail(address), JSON.stringify(address)).toBe(false);
    }
  });

  it('needs exactly one @ and a dotted domain', () => {
    for (const address of [
      '',
      'anna',
      'anna@',
      '@example.at',
      'anna@@example.at',
      'a@b@example.at',
      'anna@localhost',
      'anna@example',
      'anna@example.a',
      'anna@example.123',
    ]) {
      expect(isValidEmail(address), address).toBe(false);
    }
  });

  it('refuses malformed dots and labels', () => {
    for (const address of [
      '.anna@example.at',
      'anna.@example.at',
      'an..na@example.at',
      'anna@.example.at',
      'anna@example..at',
      'anna@example.at.',
      'anna@-example.at',
      'anna@example-.at',
      'anna@exa_mple.at',
    ]) {
      expect(isValidEmail(address), address).toBe(false);
    }
  });

  it('refuses non-ASCII (SES sends only ASCII addresses)', () => {
    expect(isValidEmail('anna@gasthof-grün.at')).toBe(false);
    expect(isValidEmail('jürgen@example.at')).toBe(false);
  });

  it('keeps the length limits of RFC 5321', () => {
    expect(isValidEmail(`${'a'.repeat(65)}@example.at`)).toBe(false);
    expect(isValidEmail(`a@${'b'.repeat(64)}.at`)).toBe(false);
    // 255 characters in all.
    expect(isValidEmail(`a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(58)}.at`)).toBe(false);
  });
});
