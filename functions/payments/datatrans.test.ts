import { describe, expect, it } from 'vitest';
import { datatransSignature, isValidDatatransSignature } from './datatrans';

// Reference value computed independently:
// printf '%s' '1559303131511{…body…}' | openssl dgst -sha256 -mac HMAC -macopt hexkey:<key>
const KEY = '861bbfc01e089259091927d6ad7f71c8b46b7ee13499574e83c633b74cdc29e3';
const BODY = '{"transactionId":"210215103033478409","status":"settled"}';
const TIMESTAMP = '1559303131511';
const SIGNATURE = 'c83dd51c54633dacd564e6ae020a9d2771a6bae3f9174e61d79b2be772a47c05';

describe('Datatrans webhook signature', () => {
  it('is the hex HMAC-SHA256 of timestamp + body under the hex key', () => {
    expect(datatransSignature(KEY, TIMESTAMP, BODY)).toBe(SIGNATURE);
  });

  it('accepts the header t=…,s0=… for exactly this body and key', () => {
    expect(isValidDatatransSignature(`t=${TIMESTAMP},s0=${SIGNATURE}`, BODY, KEY)).toBe(true);
    expect(isValidDatatransSignature(`t=${TIMESTAMP}, s0=${SIGNATURE.toUpperCase()}`, BODY, KEY)).toBe(true);
  });

  it('refuses a changed body, timestamp, signature or key, and a missing or malformed header', () => {
    expect(isValidDatatransSignature(`t=${TIMESTAMP},s0=${SIGNATURE}`, BODY.replace('settled', 'canceled'), KEY)).toBe(false);
    expect(isValidDatatransSignature(`t=1559303131512,s0=${SIGNATURE}`, BODY, KEY)).toBe(false);
    expect(isValidDatatransSignature(`t=${TIMESTAMP},s0=${SIGNATURE.replace(/^c8/, 'c9')}`, BODY, KEY)).toBe(false);
    expect(isValidDatatransSignature(`t=${TIMESTAMP},s0=${SIGNATURE}`, BODY, KEY.replace(/^86/, '87'))).toBe(false);
    for (const header of [undefined, '', `s0=${SIGNATURE}`, `t=${TIMESTAMP}`, `t=abc,s0=${SIGNATURE}`, SIGNATURE]) {
      expect(isValidDatatransSignature(header, BODY, KEY), String(header)).toBe(false);
    }
  });
});
