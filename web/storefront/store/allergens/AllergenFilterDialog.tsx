/**
 * The dialog of the allergen filter: the 14 allergens as checkboxes, labelled as menus print
 * them ("G Milch"). A tick applies at once (the menu behind updates and the count line announces
 * it), so "Fertig" only closes; there is nothing to confirm or to lose.
 */
import { t } from '../../../common/i18n';
import { Button, Dialog } from '../../../common/ui';
import { ALLERGEN_CODES, type AllergenCode } from '#shared/menu/allergens.ts';
import { allergenName } from './allergen-filter';

export interface AllergenFilterDialogProps {
  open: boolean;
  hidden: readonly AllergenCode[];
  onChange: (codes: readonly AllergenCode[]) => void;
  onClose: () => void;
}

export function AllergenFilterDialog({ open, hidden, onChange, onClose }: AllergenFilterDialogProps) {
  const toggle = (code: AllergenCode) => onChange(hidden.includes(code) ? hidden.filter((chosen) => chosen !== code) : [...hidden, code]);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('allergen.filter')}
      className="allergen-dialog"
      footer={<Button onClick={onClose}>{t('allergen.filter.done')}</Button>}
    >
      <p className="allergen-dialog__hint">{t('allergen.filter.hint')}</p>
      <ul className="allergen-dialog__list" role="list">
        {ALLERGEN_CODES.map((code) => {
          const checked = hidden.includes(code);
          return (
            <li key={code}>
              <label className={`option${checked ? ' option--checked' : ''}`}>
                <input type="checkbox" checked={checked} onChange={() => toggle(code)} />
                <span className="allergen-code">{code}</span> <span className="option__name">{allergenName(code)}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
