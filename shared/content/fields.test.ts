import { describe, expect, it } from 'vitest';
import { describeField, fileUrl, formatContentDate, formatContentDay, linkView, type ContentFieldDefinition } from './fields';

const field = (type: ContentFieldDefinition['type'], extra: Partial<ContentFieldDefinition> = {}): ContentFieldDefinition => ({ key: 'f', type, ...extra });
const zone = 'Europe/Vienna';
const image = { id: '01IMG', version: 2, extension: 'jpg' };
const file = { ...image, extension: 'pdf', publicHash: 'abcdef123456', name: 'Speisekarte.pdf' };

describe('describeField', () => {
  it('shows booleans as Ja and Nein', () => {
    expect(describeField(field('boolean'), true, zone)).toEqual({ kind: 'text', text: 'Ja' });
    expect(describeField(field('boolean'), false, zone)).toEqual({ kind: 'text', text: 'Nein' });
    expect(describeField(field('boolean'), 'true', zone)).toBeNull();
  });

  it('formats numbers and dates the German way', () => {
    expect(describeField(field('number'), 1234.5, zone)).toEqual({ kind: 'text', text: '1.234,5' });
    expect(describeField(field('number'), 'x', zone)).toBeNull();
    expect(describeField(field('date'), '2026-11-16', zone)).toEqual({ kind: 'text', text: '16.11.2026' });
    // 23:30 UTC is half past midnight in Vienna (winter time).
    expect(describeField(field('date'), '2026-11-16T23:30:00.000Z', zone)).toEqual({ kind: 'text', text: '17.11.2026 00:30' });
  });

  it('names the chosen options by their labels', () => {
    const options = [
      { value: 'a', label: 'Platten' },
      { value: 'b', label: 'Spanferkel' },
    ];
    expect(describeField(field('select', { options }), 'b', zone)).toEqual({ kind: 'text', text: 'Spanferkel' });
    expect(describeField(field('multiselect', { options }), ['a', 'b', 'c'], zone)).toEqual({ kind: 'text', text: 'Platten, Spanferkel, c' });
  });

  it('links e-mail addresses and site references, keeps HTML and markdown for their renderers', () => {
    expect(describeField(field('email'), 'a@b.at', zone)).toEqual({ kind: 'link', text: 'a@b.at', href: 'mailto:a@b.at', internal: false, newTab: false });
    expect(describeField(field('reference'), { name: 'Catering', path: '/catering' }, zone)).toMatchObject({ kind: 'link', href: '/catering', internal: true });
    expect(describeField(field('reference'), { name: 'Fremd', path: '//evil.example' }, zone)).toEqual({ kind: 'text', text: 'Fremd' });
    expect(describeField(field('wysiwyg'), '<p>Hi</p>', zone)).toEqual({ kind: 'html', html: '<p>Hi</p>' });
    expect(describeField(field('markdown'), '# Hi', zone)).toEqual({ kind: 'markdown', source: '# Hi' });
  });

  it('collects images and files, and skips what is not one', () => {
    expect(describeField(field('images'), [image, { id: 'x' }], zone)).toEqual({ kind: 'images', images: [image] });
    expect(describeField(field('file'), file, zone)).toEqual({ kind: 'files', files: [file] });
    expect(describeField(field('files'), [image], zone)).toBeNull();
  });

  it('walks groups and collections by their sub-fields and leaves empty ones out', () => {
    const group = field('group', { fields: [field('text', { key: 'title' }), field('boolean', { key: 'vegan', label: 'Vegan' })] });
    expect(describeField(group, { title: 'Menü', vegan: false }, zone)).toEqual({
      kind: 'fields',
      entries: [
        { key: 'title', label: undefined, view: { kind: 'text', text: 'Menü' } },
        { key: 'vegan', label: 'Vegan', view: { kind: 'text', text: 'Nein' } },
      ],
    });
    const collection = { ...group, type: 'collection' as const };
    expect(describeField(collection, [{ title: 'A' }, {}, 'x'], zone)).toEqual({
      kind: 'list',
      items: [{ kind: 'fields', entries: [{ key: 'title', label: undefined, view: { kind: 'text', text: 'A' } }] }],
    });
    expect(describeField(field('text'), '   ', zone)).toBeNull();
    expect(describeField(field('geolocation'), { latitude: 47.07, longitude: 15.43 }, zone)).toEqual({ kind: 'text', text: '47.07, 15.43' });
  });
});

describe('dates', () => {
  it('shows the day of a news item', () => {
    expect(formatContentDay('2026-11-16', zone)).toBe('16.11.2026');
    expect(formatContentDay('2026-11-24T22:45:29.578Z', zone)).toBe('24.11.2026');
    expect(formatContentDate('kein Datum', zone)).toBe('');
  });
});

describe('linkView', () => {
  it('leads sites and routes inside the app', () => {
    expect(linkView({ type: 'site', label: 'Catering', value: '/catering' })).toEqual({ text: 'Catering', href: '/catering', internal: true, newTab: false });
    expect(linkView({ type: 'router', label: 'Graz', value: 'store/graz' })).toEqual({ text: 'Graz', href: '/store/graz', internal: true, newTab: false });
  });

  it('opens an href in a new tab only with target _blank, and refuses script addresses', () => {
    expect(linkView({ type: 'href', label: 'Jobs', value: 'https://jobs.example', target: '_blank' })).toEqual({
      text: 'Jobs',
      href: 'https://jobs.example',
      internal: false,
      newTab: true,
    });
    expect(linkView({ type: 'href', label: 'Anker', value: '/kontakt#anfahrt', target: '_self' })).toMatchObject({ internal: true, newTab: false });
    expect(linkView({ type: 'href', label: 'X', value: 'javascript:alert(1)' })).toBeNull();
    expect(linkView({ type: 'site', label: 'X', value: '//evil.example' })).toBeNull();
  });

  it('builds file, mail and phone addresses', () => {
    expect(linkView({ type: 'file', label: '', value: file })).toEqual({ text: 'Speisekarte.pdf', href: fileUrl(file), internal: false, newTab: true });
    expect(fileUrl(file)).toBe('/upload/abcdef123456/01IMG-2.pdf');
    expect(linkView({ type: 'email', label: 'Schreiben Sie uns', value: 'office@gruber.example' })).toMatchObject({ href: 'mailto:office@gruber.example' });
    expect(linkView({ type: 'phone', label: '', value: '+43 316 714285' })).toEqual({
      text: '+43 316 714285',
      href: 'tel:+43316714285',
      internal: false,
      newTab: false,
    });
    expect(linkView({ type: 'email', label: 'x', value: 'kein-at' })).toBeNull();
    expect(linkView(null)).toBeNull();
  });
});
