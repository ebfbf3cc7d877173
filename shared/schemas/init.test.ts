import { describe, expect, it } from 'vitest';
import { INIT_RESOURCES, initResponseSchema } from './init';
import { failingPaths } from './test-fixtures';

describe('backoffice §7 Start-up and configuration: the combined initial load', () => {
  it('names the recognised lists of the spec in its order, after config and users/me', () => {
    expect(['/api/config', '/api/users/me', ...INIT_RESOURCES.map((resource) => `/api/${resource}`)]).toEqual([
      '/api/config',
      '/api/users/me',
      '/api/divisions',
      '/api/branches',
      '/api/menus',
      '/api/categories',
      '/api/products',
      '/api/tags',
      '/api/tables',
      '/api/sites',
      '/api/navigations',
      '/api/blocks',
      '/api/nodes',
      '/api/donatees',
    ]);
  });

  it('parses a list of {url, data} entries and keeps data as sent', () => {
    const entries = [
      { url: '/api/config', data: { shopName: 'Fleischerei Beispiel', currency: 'EUR' } },
      { url: '/api/branches', data: [{ identifier: 'graz-lend', name: 'Filiale Graz-Lend' }] },
      { url: '/api/donatees', data: [] },
    ];
    expect(initResponseSchema.parse(entries)).toEqual(entries);
    expect(initResponseSchema.parse([])).toEqual([]);
  });

  it('refuses an entry without url and a payload that is no list', () => {
    expect(failingPaths(initResponseSchema, [{ url: '/api/config', data: {} }, { data: [] }])).toEqual(['1.url']);
    expect(failingPaths(initResponseSchema, { url: '/api/config', data: {} })).toEqual(['']);
  });
});
