/**
 * A table's QR code on the store page (shared/web/table-link.ts): opening
 * /store/{branch}?table={identifier} switches the branch's cart to dine-in and stores the table in
 * the checkout's draft, so the checkout opens with both chosen; the page then shows the table the
 * order goes to ('Ihr Tisch: Tisch 1 (Fenster)') as long as the cart is dine-in and that table is
 * the chosen one (also when it was chosen in the checkout).
 *
 * Decisions:
 * - The parameter is removed from the address once read (a history replace): going back from the
 *   checkout must not undo what the customer changed there (another table, takeaway after all).
 * - A link the branch cannot serve (unknown table, dine-in or table selection off) is dropped
 *   without a message: the page works as it would without it (linkedTable).
 * - In the self-service context (a kiosk in the shop) table links are ignored: the kiosk stands
 *   at no table, and its checkout keeps no draft the table could go into.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { orderTypeOf } from '#shared/cart/cart.ts';
import { linkedTable, servesTableLinks, tableLabel, TABLE_LINK_PARAM } from '#shared/web/table-link.ts';
import { t } from '../../common/i18n';
import type { CartActions } from '../cart/cart-store';
import { useTables, type Branch } from '../data';
import { useSelfService } from '../layout/self-service';
import { storeDraftTable, storedDraftTable } from './use-draft';

export function TablePreset({ branch, cart }: { branch: Branch; cart: CartActions }) {
  const { isSelfService } = useSelfService();
  const tables = useTables().data;
  const [params, setParams] = useSearchParams();
  const linked = params.get(TABLE_LINK_PARAM);
  const [tableId, setTableId] = useState(() => storedDraftTable(branch.identifier));

  useEffect(() => {
    if (linked === null || !tables) return;
    const table = isSelfService ? null : linkedTable(branch, tables, linked);
    // Each step only sets what is not set yet: the effect runs again until the address has changed.
    if (table) {
      if (orderTypeOf(cart.cart) !== 'dineIn') cart.setOrderType('dineIn');
      storeDraftTable(branch.identifier, table.id);
      setTableId(table.id);
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(TABLE_LINK_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [linked, tables, isSelfService, branch, cart, setParams]);

  const isAtTable = !isSelfService && orderTypeOf(cart.cart) === 'dineIn' && servesTableLinks(branch);
  const table = isAtTable ? tables?.find((candidate) => candidate.id === tableId && candidate.branch.id === branch.id) : undefined;
  if (!table) return null;
  return (
    <p className="store__table">
      <span className="badge">{t('store.tableNote', { table: tableLabel(table) })}</span>
    </p>
  );
}
