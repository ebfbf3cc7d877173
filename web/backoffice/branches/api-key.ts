/**
 * A new order-screen key, made in the browser: 32 random bytes (256 bits) from
 * crypto.getRandomValues, written base64url (43 characters, safe in a URL path without escaping).
 * The server stores only its hash (functions/branches prepareBranch), so the key exists in clear
 * only in this browser and in the links the admin hands to the screens.
 */
export const API_KEY_BYTES = 32;

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Throws where the browser has no secure random source (the page then shows a German message). */
export function generateApiKey(random: Pick<Crypto, 'getRandomValues'> = globalThis.crypto): string {
  return toBase64Url(random.getRandomValues(new Uint8Array(API_KEY_BYTES)));
}
