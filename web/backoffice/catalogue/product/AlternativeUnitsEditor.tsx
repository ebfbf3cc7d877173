/**
 * The alternative units of a product (`alternativeUnits`, storefront.md §3 "Product", §9): per
 * unit the unit, its conversion to the product's own unit with a live example ("Derzeit: 1 Stk.
 * = 0,15 kg, also 3,30 € je Stk."), its own minimum, maximum and step, and its pricing model.
 * A unit of the product unit's own type (dag for a product sold per kg) converts by the unit
 * factors: it shows the conversion instead of a field (./units-model.ts).
 *
 * Unit and pricing-model names are the catalogue's (shared/units, shared/pricing).
 */
import type { PricingModel } from '#shared/pricing/pricing.ts';
import { getUnit, type UnitId } from '#shared/units/units.ts';
import { NumberField, SelectField } from '../../data/fields';
import type { FieldErrors } from '../../data/record-form';
import { t } from '../../i18n';
import { ItemList } from '../../data/ItemList';
import { Hints, Messages } from './Notes';
import { fieldPathOf, requiredAmount, unclaimedMessages } from './parts-model';
import {
  alternativeUnitHints,
  alternativeUnitLabel,
  alternativeUnitLegend,
  newAlternativeUnit,
  pricingModelOptions,
  productPricingNote,
  ratioInfo,
  unitSelectOptions,
  withUnit,
  type AlternativeUnitDraft,
} from './units-model';
import './product-editor.css';

/** The schema's limit (shared/schemas/catalogue.ts). */
const MAX_UNITS = 20;

export interface AlternativeUnitsEditorProps {
  value: readonly AlternativeUnitDraft[];
  onChange: (units: AlternativeUnitDraft[]) => void;
  /** The server's messages by dotted path. */
  errors: FieldErrors;
  /** The path of the list in those messages: 'alternativeUnits'. */
  fieldPath: string;
  /** The product's own unit, which the ratios convert to. */
  baseUnit: UnitId;
  /** The product's price: the example adds the price of one alternative unit. */
  productPrice?: number;
  /** The product's pricing model: when it is not fixed it applies to every unit (said next to the unit's model). */
  pricing?: PricingModel;
  currency?: string;
}

export function AlternativeUnitsEditor({ value, onChange, errors, fieldPath, baseUnit, productPrice, pricing, currency }: AlternativeUnitsEditorProps) {
  const pricingNote = productPricingNote(pricing);
  return (
    <div className="pe-editor">
      <Messages messages={[errors[fieldPath]]} />
      <ItemList
        scope={fieldPath}
        items={value}
        onChange={onChange}
        create={() => newAlternativeUnit(baseUnit, value)}
        itemLabel={alternativeUnitLabel}
        legend={alternativeUnitLegend}
        addLabel={t('productEditor.units.add')}
        max={MAX_UNITS}
        variant="card"
        empty={<p className="bo-items__empty">{t('productEditor.units.empty', { unit: getUnit(baseUnit).name })}</p>}
        renderItem={(alternative, index, update) => {
          const path = fieldPathOf(fieldPath, index);
          const error = (field: string) => errors[fieldPathOf(path, field)];
          const ratio = ratioInfo(alternative, baseUnit, productPrice, currency);
          const unit = getUnit(alternative.unit);
          const shown = [
            path,
            ...['unit', 'minimumQuantity', 'maximumQuantity', 'quantityStepSize', 'calculationModel'].map((field) => fieldPathOf(path, field)),
          ];
          // The product's own unit needs no conversion (its hint says the entry is not used).
          const isBase = alternative.unit === baseUnit;
          if (ratio.field && !isBase) shown.push(fieldPathOf(path, 'ratio'));
          return (
            <>
              <div className="bo-item-fields">
                <SelectField
                  label={t('api.field.unit')}
                  required
                  options={unitSelectOptions()}
                  value={alternative.unit}
                  error={error('unit')}
                  onChange={(next) => next && update(withUnit(alternative, next as UnitId, baseUnit))}
                />
                {!isBase && !ratio.field && <p className="pe-note bo-item-fields__wide">{ratio.help}</p>}
                {!isBase && ratio.field && (
                  <div className="bo-item-fields__wide pe-ratio">
                    <NumberField
                      label={t('productEditor.unit.ratio', { baseUnit: getUnit(baseUnit).name })}
                      required
                      help={ratio.help}
                      unit={getUnit(baseUnit).shortName}
                      value={alternative.ratio}
                      error={error('ratio')}
                      onChange={(next) => update({ ...alternative, ratio: requiredAmount(next) })}
                    />
                    {ratio.example && <p className="pe-note pe-ratio__example">{ratio.example}</p>}
                    <Hints hints={ratio.missing ? [ratio.missing] : []} />
                  </div>
                )}
                <NumberField
                  label={t('productEditor.quantity.minimum')}
                  unit={unit.shortName}
                  value={alternative.minimumQuantity}
                  error={error('minimumQuantity')}
                  onChange={(next) => update({ ...alternative, minimumQuantity: next })}
                />
                <NumberField
                  label={t('productEditor.quantity.maximum')}
                  help={t('productEditor.quantity.maximumHelp')}
                  unit={unit.shortName}
                  value={alternative.maximumQuantity}
                  error={error('maximumQuantity')}
                  onChange={(next) => update({ ...alternative, maximumQuantity: next })}
                />
                <NumberField
                  label={t('productEditor.quantity.step')}
                  help={t('productEditor.quantity.stepHelp')}
                  unit={unit.shortName}
                  value={alternative.quantityStepSize}
                  error={error('quantityStepSize')}
                  onChange={(next) => update({ ...alternative, quantityStepSize: next })}
                />
                <SelectField
                  label={t('productEditor.unit.calculationModel')}
                  help={t('productEditor.unit.calculationModelHelp')}
                  options={pricingModelOptions()}
                  // No model means exact (shared/pricing effectivePricingModel), so the select shows that.
                  value={alternative.calculationModel ?? 'fixed'}
                  error={error('calculationModel')}
                  onChange={(next) => update({ ...alternative, calculationModel: next as PricingModel | undefined })}
                />
              </div>
              <Hints hints={[...alternativeUnitHints(value, index, baseUnit), ...(pricingNote ? [pricingNote] : [])]} />
              <Messages messages={unclaimedMessages(errors, path, shown)} />
            </>
          );
        }}
      />
    </div>
  );
}
