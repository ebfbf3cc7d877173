/**
 * Reacts to each fresh result of the current orders: orders that were not there before are
 * announced in the live region ('Neue Bestellung: Ticket 12'), marked for FRESH_MS and, when the
 * sound is on, greeted with the signal.
 */
import { useEffect, useRef, useState } from 'react';
import { newOrders, newOrdersAnnouncement } from './new-orders';
import type { ListOrder } from './rows';
import { playNewOrderSignal } from './sound';

/** How long a new order stays marked 'Neu'. */
export const FRESH_MS = 10_000;

/**
 * The orders each user last saw in the current list, kept while the app runs: an order that
 * arrives while the user looks at an order's detail is news when they come back to the list.
 */
const lastSeenByUser = new Map<string, ReadonlySet<string>>();

export function useNewOrderSignal(orders: readonly ListOrder[] | undefined, user: string | undefined, soundOn: boolean) {
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');
  const soundOnRef = useRef(soundOn);
  soundOnRef.current = soundOn;
  const timers = useRef(new Set<number>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  // Runs when the result changes (TanStack Query keeps the same array for an unchanged poll).
  useEffect(() => {
    if (!orders || user === undefined) return;
    const arrived = newOrders(lastSeenByUser.get(user), orders);
    lastSeenByUser.set(user, new Set(orders.map((order) => order.id)));
    if (arrived.length === 0) return;

    setAnnouncement(newOrdersAnnouncement(arrived));
    if (soundOnRef.current) playNewOrderSignal();
    const ids = arrived.map((order) => order.id);
    setFresh((previous) => new Set([...previous, ...ids]));
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      setFresh((previous) => new Set([...previous].filter((id) => !ids.includes(id))));
    }, FRESH_MS);
    timers.current.add(timer);
  }, [orders, user]);

  return { fresh, announcement };
}
