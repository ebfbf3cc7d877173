/**
 * The checkout's draft (order-payload.ts) in session storage, per branch: read once when the
 * page opens, written after every change. In the self-service context (a kiosk) nothing is
 * stored: the next customer at the device must not find the previous one's name and address.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { CART_STORAGE_PREFIX } from '../cart/cart-store';
import { draftStorageKey, parseDraft, type CheckoutDraft } from './order-payload';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export interface DraftState {
  draft: CheckoutDraft;
  update: (change: Partial<CheckoutDraft>) => void;
  /** Forgets the draft (after an order): the state stays for the page, the storage is cleared. */
  forget: () => void;
}

export function useDraft(branchIdentifier: string, persist: boolean): DraftState {
  const key = draftStorageKey(CART_STORAGE_PREFIX, branchIdentifier);
  const [draft, setDraft] = useState<CheckoutDraft>(() => parseDraft(persist ? storage()?.getItem(key) : null));

  // Written only after a change: opening the page stores nothing new.
  const changed = useRef(false);
  useEffect(() => {
    if (!persist || !changed.current) return;
    try {
      storage()?.setItem(key, JSON.stringify(draft));
    } catch {
      // Quota or privacy mode: the draft lives for this page only.
    }
  }, [draft, key, persist]);

  const update = useCallback((change: Partial<CheckoutDraft>) => {
    changed.current = true;
    setDraft((current) => ({ ...current, ...change }));
  }, []);

  const forget = useCallback(() => {
    changed.current = false;
    try {
      storage()?.removeItem(key);
    } catch {
      // Nothing stored.
    }
  }, [key]);

  return { draft, update, forget };
}

/** The table of a branch's stored draft ('' for none). */
export function storedDraftTable(branchIdentifier: string): string {
  return parseDraft(storage()?.getItem(draftStorageKey(CART_STORAGE_PREFIX, branchIdentifier))).table;
}

/**
 * Sets the table of a branch's stored draft (a scanned table link, ./TablePreset.tsx); the
 * checkout opened afterwards reads it as the chosen table and keeps the rest of the draft.
 */
export function storeDraftTable(branchIdentifier: string, table: string): void {
  const key = draftStorageKey(CART_STORAGE_PREFIX, branchIdentifier);
  const store = storage();
  try {
    store?.setItem(key, JSON.stringify({ ...parseDraft(store.getItem(key)), table }));
  } catch {
    // Quota or privacy mode: the customer picks the table in the checkout.
  }
}
