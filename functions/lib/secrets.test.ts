import { describe, expect, it } from 'vitest';
import { hashSecret, matchesHash, withSecretHash } from './secrets';

// `printf schluessel-1 | sha256sum`
const HASH_1 = 'c8536abbde1192f0e43b5e28eec660e6c197ccaf51a723176bbf332f3ba227e3';

describe('write-only secrets', () => {
  it('stores the hash of a new secret, never the secret', () => {
    const stored = withSecretHash({ name: 'Graz' }, 'schluessel-1', 'apiKeyHash', undefined);
    expect(stored).toEqual({ name: 'Graz', apiKeyHash: HASH_1 });
    expect(matchesHash('schluessel-1', stored.apiKeyHash)).toBe(true);
    expect(JSON.stringify(stored)).not.toContain('schluessel-1');
  });

  it('keeps the stored hash when no new secret comes, and replaces it when one does', () => {
    const previous = { name: 'Graz', keyHash: HASH_1 };
    expect(withSecretHash({ name: 'Graz Annenstraße' }, undefined, 'keyHash', previous)).toEqual({ name: 'Graz Annenstraße', keyHash: HASH_1 });
    expect(withSecretHash({ name: 'Graz' }, 'schluessel-2', 'keyHash', previous)).toEqual({ name: 'Graz', keyHash: hashSecret('schluessel-2') });
  });

  it('adds nothing while there never was a secret', () => {
    expect(withSecretHash({ name: 'Weiz' }, undefined, 'keyHash', { name: 'Weiz' })).toEqual({ name: 'Weiz' });
    expect(withSecretHash({ name: 'Weiz' }, '', 'keyHash', undefined)).toEqual({ name: 'Weiz' });
  });
});
