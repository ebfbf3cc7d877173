/**
 * 'Ausverkauft' on the current orders: opens the sold-out panel (./SoldOutDialog.tsx).
 *
 * Decision: the panel is part of the order screens' chunk, not loaded on demand. It is small
 * (about 3.7 KB gzipped with its schemas and styles); a lazy chunk made the bundler move shared
 * code into chunks of their own and added about 0.6 KB to the storefront's entry, which sits at its
 * budget (DESIGN.md §9).
 */
import { useState } from 'react';
import { Button } from '../../../common/ui';
import { t } from '../../i18n';
import { SoldOutDialog } from './SoldOutDialog';

/** `branches`: those the user may mark products at; without any the button is not shown. */
export function SoldOutButton({ branches }: { branches: readonly { id: string; name: string }[] }) {
  const [open, setOpen] = useState(false);
  if (branches.length === 0) return null;
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('soldOut.open')}
      </Button>
      {open && <SoldOutDialog branches={branches} onClose={() => setOpen(false)} />}
    </>
  );
}
