import { describe, expect, it } from 'vitest';
import { linkHref, storedHtml } from './rich-text';

describe('linkHref', () => {
  it.each([
    ['https://www.fleischerei-gruber.at/jobs', 'https://www.fleischerei-gruber.at/jobs'],
    ['  http://example.at  ', 'http://example.at'],
    ['fleischerei-gruber.at/jobs', 'https://fleischerei-gruber.at/jobs'],
    ['/kontakt', '/kontakt'],
    ['/site/privacy#cookies', '/site/privacy#cookies'],
    ['mailto:office@fleischerei-gruber.at', 'mailto:office@fleischerei-gruber.at'],
    ['tel:+43 316 714285', 'tel:+43 316 714285'],
  ])('links %s as %s', (typed, href) => {
    expect(linkHref(typed)).toBe(href);
  });

  it.each([
    '',
    '   ',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<b>x</b>',
    '//evil.example',
    'https://',
    'Fleischerei Gruber',
    'kontakt',
    'mailto:kein-at',
  ])('refuses %j', (typed) => {
    expect(linkHref(typed)).toBeUndefined();
  });
});

describe('storedHtml', () => {
  it('keeps what was typed and stores an empty editor as an empty text', () => {
    expect(storedHtml('<p>Frisch aus dem Rauch</p>', false)).toBe('<p>Frisch aus dem Rauch</p>');
    expect(storedHtml('<p></p>', true)).toBe('');
  });
});
