/**
 * A branch's delivery areas (Lieferzonen): each with its name (what the customer selects at the
 * checkout), fee, the fee's tax rate, "always free", free from an order value and a minimum order
 * value. Added, removed and moved by the editable list of the product editor (the order here is
 * the order of the checkout's select); the server's messages appear at their fields
 * (`deliveryAreas.2.area`).
 */
import type { FieldErrors } from '../data/record-form';
import { CheckboxField, NumberField, SelectField, TextField } from '../data/fields';
import { ItemList } from '../data/ItemList';
import { t } from '../i18n';
import { newDeliveryArea, taxRateOptions, type DeliveryAreaDraft } from './branch-form';

/** The schema's limit (shared/schemas/branch.ts). */
const MAX_AREAS = 200;

const itemLabel = (area: DeliveryAreaDraft, index: number) =>
  area.area.trim() ? t('branchAdmin.deliveryAreas.item', { name: area.area.trim() }) : t('branchAdmin.deliveryAreas.itemNumber', { number: index + 1 });

export interface DeliveryAreasEditorProps {
  value: readonly DeliveryAreaDraft[];
  onChange: (areas: DeliveryAreaDraft[]) => void;
  errors: FieldErrors;
  /** The currency sign after the amounts. */
  currencySign: string;
}

export function DeliveryAreasEditor({ value, onChange, errors, currencySign }: DeliveryAreasEditorProps) {
  return (
    <>
      {errors.deliveryAreas && <p className="bo-field__error">{errors.deliveryAreas}</p>}
      <ItemList
        scope="deliveryAreas"
        items={value}
        onChange={onChange}
        create={() => newDeliveryArea(value)}
        itemLabel={itemLabel}
        legend={(area, index) => t('branchAdmin.deliveryAreas.legend', { number: index + 1, name: area.area.trim() })}
        addLabel={t('branchAdmin.deliveryAreas.add')}
        max={MAX_AREAS}
        variant="card"
        empty={<p className="bo-items__empty">{t('branchAdmin.deliveryAreas.empty')}</p>}
        renderItem={(area, index, update) => {
          const error = (field: string) => errors[`deliveryAreas.${index}.${field}`];
          return (
            <div className="bo-item-fields">
              <TextField
                className="bo-item-fields__wide"
                label={t('branchAdmin.deliveryAreas.area')}
                help={t('branchAdmin.deliveryAreas.areaHelp')}
                required
                maxLength={200}
                value={area.area}
                error={error('area')}
                onChange={(name) => update({ ...area, area: name })}
              />
              <NumberField
                label={t('branchAdmin.deliveryAreas.price')}
                unit={currencySign}
                fractionDigits={2}
                value={area.price}
                error={error('price')}
                onChange={(price) => update({ ...area, price })}
              />
              <SelectField
                label={t('branchAdmin.deliveryAreas.tax')}
                required
                value={String(area.tax)}
                options={taxRateOptions(area.tax).map((rate) => ({ value: String(rate), label: t('branchAdmin.deliveryAreas.taxRate', { rate }) }))}
                error={error('tax')}
                onChange={(rate) => rate !== undefined && update({ ...area, tax: Number(rate) })}
              />
              <CheckboxField
                label={t('branchAdmin.deliveryAreas.free')}
                checked={area.free}
                error={error('free')}
                onChange={(free) => update({ ...area, free })}
              />
              <NumberField
                label={t('branchAdmin.deliveryAreas.freeFromOrderValue')}
                help={t('branchAdmin.deliveryAreas.freeFromOrderValueHelp')}
                unit={currencySign}
                fractionDigits={2}
                value={area.freeFromOrderValue}
                error={error('freeFromOrderValue')}
                onChange={(freeFromOrderValue) => update({ ...area, freeFromOrderValue })}
              />
              <NumberField
                label={t('branchAdmin.deliveryAreas.minimumOrderValue')}
                help={t('branchAdmin.deliveryAreas.minimumOrderValueHelp')}
                unit={currencySign}
                fractionDigits={2}
                value={area.minimumOrderValue}
                error={error('minimumOrderValue')}
                onChange={(minimumOrderValue) => update({ ...area, minimumOrderValue })}
              />
            </div>
          );
        }}
      />
    </>
  );
}
