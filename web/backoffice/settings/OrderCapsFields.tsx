/**
 * The caps of one online order (config `orderCaps`, docs/order-limits.md §2): kilograms and pieces
 * of one product, the gross order value, and the branches with an order value of their own (rows
 * of ./branch-caps.ts: branch select and amount, add and remove).
 */
import { Button } from '../../common/ui';
import { currencySymbol } from '../catalogue/product/parts-model';
import { Fieldset, NumberField, SelectField } from '../data/fields';
import type { RecordForm } from '../data/record-form';
import { t } from '../i18n';
import type { StoredConfig } from './api';
import { branchCapRows, branchChoices, branchName, withRowAdded, withRowAmount, withRowBranch, withoutRow, type BranchOption } from './branch-caps';

type Caps = StoredConfig['orderCaps'];
/** The caps as the form edits them: an emptied field is left out and the server applies its default (shown after the save). */
type CapsDraft = { [Key in keyof Caps]: Caps[Key] | undefined };

const CURRENCY_CODE = /^[A-Z]{3}$/;

export function OrderCapsFields({ form, branches }: { form: RecordForm<StoredConfig, StoredConfig>; branches: readonly BranchOption[] }) {
  const caps = form.draft.orderCaps;
  const { errors } = form;
  const setCaps = (change: Partial<CapsDraft>) => form.setField('orderCaps', { ...caps, ...change } as Caps);
  const byBranch = caps.maxOrderGrossByBranch;
  const rows = branchCapRows(byBranch);
  const deleted = t('settingsAdmin.caps.deletedBranch');
  // The amounts are in the shop's currency; while its code is being typed, the saved one.
  const currency = currencySymbol(CURRENCY_CODE.test(form.draft.currency) ? form.draft.currency : form.record?.currency);
  // A new branch row starts at the general order value (empty while that is).
  const added = withRowAdded(byBranch, branches, Number.isFinite(caps.maxOrderGross) ? caps.maxOrderGross : Number.NaN);
  const errorOf = (field: string) => errors[`orderCaps.${field}`];

  return (
    <>
      <NumberField
        label={t('settingsAdmin.caps.kilograms')}
        help={t('settingsAdmin.caps.kilograms.help')}
        unit={t('settingsAdmin.unit.kilograms')}
        value={caps.maxKilogramsPerProduct}
        onChange={(value) => setCaps({ maxKilogramsPerProduct: value })}
        error={errorOf('maxKilogramsPerProduct')}
      />
      <NumberField
        label={t('settingsAdmin.caps.pieces')}
        help={t('settingsAdmin.caps.pieces.help')}
        unit={t('settingsAdmin.unit.pieces')}
        integer
        value={caps.maxPiecesPerProduct}
        onChange={(value) => setCaps({ maxPiecesPerProduct: value })}
        error={errorOf('maxPiecesPerProduct')}
      />
      <NumberField
        label={t('settingsAdmin.caps.orderGross')}
        help={t('settingsAdmin.caps.orderGross.help')}
        unit={currency}
        fractionDigits={2}
        value={caps.maxOrderGross}
        onChange={(value) => setCaps({ maxOrderGross: value })}
        error={errorOf('maxOrderGross')}
      />
      <Fieldset legend={t('settingsAdmin.caps.byBranch')} className="settings-caps">
        {rows.length === 0 ? (
          <p className="bo-field__help">{t('settingsAdmin.caps.byBranch.empty')}</p>
        ) : (
          <ul className="settings-caps__rows">
            {rows.map((row, index) => {
              const name = branchName(row.branchId, branches, deleted);
              return (
                <li key={index} className="settings-caps__row">
                  <SelectField
                    label={t('settingsAdmin.caps.branch')}
                    value={row.branchId}
                    options={branchChoices(byBranch, index, branches, deleted)}
                    onChange={(branchId) => branchId && setCaps({ maxOrderGrossByBranch: withRowBranch(byBranch, index, branchId) })}
                  />
                  <NumberField
                    label={t('settingsAdmin.caps.amount')}
                    unit={currency}
                    fractionDigits={2}
                    value={row.amount}
                    onChange={(value) => setCaps({ maxOrderGrossByBranch: withRowAmount(byBranch, index, value) })}
                    error={errorOf(`maxOrderGrossByBranch.${row.branchId}`)}
                  />
                  <Button
                    variant="secondary"
                    className="settings-caps__remove"
                    aria-label={t('settingsAdmin.caps.removeFor', { branch: name })}
                    onClick={() => setCaps({ maxOrderGrossByBranch: withoutRow(byBranch, index) })}
                  >
                    {t('settingsAdmin.caps.remove')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        {added ? (
          <Button variant="secondary" onClick={() => setCaps({ maxOrderGrossByBranch: added })}>
            {t('settingsAdmin.caps.add')}
          </Button>
        ) : (
          branches.length > 0 && <p className="bo-field__help">{t('settingsAdmin.caps.allBranches')}</p>
        )}
      </Fieldset>
    </>
  );
}
