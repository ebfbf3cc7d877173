/**
 * The allergen filter above the menu: "Allergene ausblenden" opens the dialog of the 14
 * allergens; while a choice is active, a line says how many products it hides, with a button
 * that shows all again (and forgets the choice).
 *
 * The count line is a live region, so ticking an allergen in the dialog is announced with its
 * effect.
 *
 * Decision: the dialog is part of the store page's chunk, not a chunk loaded on demand. Measured
 * with the production build (the bench's gzip of what index.html loads), a dynamic import of
 * the dialog made the bundler split the entry's shared chunk (the catalogue and the ui modules
 * gained one more importer), which cost the storefront entry about 0.4 KB gzipped on every page
 * and pushed it over its 120 KB budget (DESIGN.md §9); bundled with the store page the dialog
 * costs the store page's own chunk about 0.5 KB and the entry nothing.
 */
import { useRef, useState } from 'react';
import { pluralKey, t } from '../../../common/i18n';
import { buttonClass } from '../../../common/ui';
import type { AllergenCode } from '#shared/menu/allergens.ts';
import { allergenNamesOr } from './allergen-filter';
import { AllergenFilterDialog } from './AllergenFilterDialog';

export interface AllergenFilterProps {
  hidden: readonly AllergenCode[];
  hiddenCount: number;
  onChange: (codes: readonly AllergenCode[]) => void;
}

export function AllergenFilter({ hidden, hiddenCount, onChange }: AllergenFilterProps) {
  const [open, setOpen] = useState(false);
  const openRef = useRef<HTMLButtonElement>(null);
  const showAll = () => {
    onChange([]);
    // The button that had focus disappears with the line.
    openRef.current?.focus();
  };
  return (
    <div className="allergen-filter">
      <button ref={openRef} type="button" className={buttonClass('secondary')} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('allergen.filter')}
      </button>
      <p role="status" className="allergen-filter__status">
        {hidden.length > 0 &&
          t(pluralKey(hiddenCount, 'allergen.filter.hidden.one', 'allergen.filter.hidden.other'), { count: hiddenCount, allergens: allergenNamesOr(hidden) })}
      </p>
      {hidden.length > 0 && (
        <button type="button" className="allergen-filter__show-all" onClick={showAll}>
          {t('allergen.filter.showAll')}
        </button>
      )}
      <AllergenFilterDialog open={open} hidden={hidden} onChange={onChange} onClose={() => setOpen(false)} />
    </div>
  );
}
