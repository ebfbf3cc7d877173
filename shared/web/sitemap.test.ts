import { describe, expect, it } from 'vitest';
import { absoluteUrl, newest, robotsTxt, sitemapXml } from './sitemap';

describe('sitemapXml', () => {
  it('lists absolute, encoded and escaped URLs with their last change', () => {
    expect(sitemapXml('https://shop.example/', [{ path: '/', lastModified: '2026-03-01T10:00:00.000Z' }, { path: '/über-uns' }, { path: '/a&b' }]))
      .toBe(`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://shop.example/</loc><lastmod>2026-03-01T10:00:00.000Z</lastmod></url>
  <url><loc>https://shop.example/%C3%BCber-uns</loc></url>
  <url><loc>https://shop.example/a&amp;b</loc></url>
</urlset>
`);
  });
});

describe('robotsTxt', () => {
  it('allows the website, keeps crawlers out of back office, API, status and checkout, and names the sitemap', () => {
    expect(robotsTxt('http://localhost:3000')).toBe(`User-agent: *
Allow: /
Disallow: /backend
Disallow: /api/
Disallow: /status/
Disallow: /store/*/checkout

Sitemap: http://localhost:3000/sitemap.xml
`);
  });
});

describe('absoluteUrl and newest', () => {
  it('joins origin and path', () => {
    expect(absoluteUrl('https://shop.example//', '/store/graz')).toBe('https://shop.example/store/graz');
  });
  it('finds the newest timestamp', () => {
    expect(newest(['2026-01-02T00:00:00.000Z', undefined, '2026-02-01T00:00:00.000Z'])).toBe('2026-02-01T00:00:00.000Z');
    expect(newest([])).toBeUndefined();
  });
});
