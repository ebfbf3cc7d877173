/**
 * The link a table's printed QR code opens: the branch's store page with the table as a query
 * parameter, e.g. https://shop.example/store/graz?table=T1 (storefront.md §2 route "branch").
 * The back office prints it (web/backoffice/tables), the store page reads it and presets the cart
 * to dine-in at that table (web/storefront/checkout/table-preset.ts).
 *
 * Decision: a query parameter instead of a route of its own, so the link opens the ordinary store
 * page (same chunk, same page title) and a storefront that ignores the parameter still works.
 */

/** The query parameter that carries the table's identifier. */
export const TABLE_LINK_PARAM = 'table';

export interface LinkedTable {
  identifier: string;
  name?: string | null;
  branch: { id: string };
}

export interface TableLinkBranch {
  id: string;
  isDineInEnabled?: boolean | null;
  isTableSelectionEnabled?: boolean | null;
}

/**
 * The absolute link of a table; `origin` is the storefront's (the back office runs on the same
 * host, so it passes `location.origin`). Both identifiers are URL-encoded.
 */
export function tableLink(origin: string, branchIdentifier: string, tableIdentifier: string): string {
  const base = origin.replace(/\/+$/, '');
  return `${base}/store/${encodeURIComponent(branchIdentifier)}?${TABLE_LINK_PARAM}=${encodeURIComponent(tableIdentifier)}`;
}

/** Whether the branch takes dine-in orders with a table, i.e. whether its table links preset anything. */
export function servesTableLinks(branch: TableLinkBranch): boolean {
  return Boolean(branch.isDineInEnabled && branch.isTableSelectionEnabled);
}

/**
 * The table a link points to, or null when the link has to be ignored: an identifier the branch
 * has no table for (a deleted table, an old print-out, a typo), or a branch that does not take
 * dine-in orders with a table (dine-in or table selection switched off: the order could not carry
 * the table, so the page must not claim it will). Ignored links show no error: the store page
 * works as without the parameter.
 */
export function linkedTable<T extends LinkedTable>(branch: TableLinkBranch, tables: readonly T[], identifier: string | null): T | null {
  if (!identifier || !servesTableLinks(branch)) return null;
  return tables.find((table) => table.branch.id === branch.id && table.identifier === identifier) ?? null;
}

/** What customers and staff read for a table: its name, else its identifier. */
export function tableLabel(table: { identifier: string; name?: string | null }): string {
  return table.name?.trim() || table.identifier;
}
