/**
 * The configurable parts of a product (`config.parts`, storefront.md §3 "Config part"): per
 * part its heading, the kind of input, a hint for customers and whether it is optional; options
 * with their price change for a select or multiselect, the part's own price change for the other
 * kinds, the upload formats for image and file parts. Parts, options and price changes are added,
 * moved and removed with buttons (./ItemList.tsx).
 *
 * The server's messages arrive by dotted path (`config.parts.2.options.0.name`) and show at their
 * field; one no field shows (a field of a hidden kind) shows at the end of its part.
 */
import type { PartType } from '#shared/items/part-types.ts';
import type { ProductPart } from '#shared/schemas/catalogue.ts';
import { CheckboxField, NumberField, SelectField, TextAreaField, TextField } from '../../data/fields';
import type { FieldErrors } from '../../data/record-form';
import { t } from '../../i18n';
import { Button } from '../../../common/ui';
import { ItemList } from '../../data/ItemList';
import { Hints, Messages } from './Notes';
import {
  changePartType,
  currencySymbol,
  duplicateNames,
  fieldPathOf,
  leftoverOptionsText,
  modifierHints,
  modifierLabel,
  modifierOptions,
  newModifier,
  newOption,
  newPart,
  optionLabel,
  partFieldPaths,
  partFields,
  partHints,
  partLabel,
  partLegend,
  partTypeOptions,
  requiredAmount,
  unclaimedMessages,
  uploadTypesText,
  type PartModifier,
  type PartOption,
  type PriceModifierKind,
} from './parts-model';
import './product-editor.css';

/** The schema's limits (shared/schemas/catalogue.ts). */
const MAX_PARTS = 50;
const MAX_OPTIONS = 200;
const MAX_MODIFIERS = 20;

export interface ProductPartsEditorProps {
  value: readonly ProductPart[];
  onChange: (parts: ProductPart[]) => void;
  /** The server's messages by dotted path. */
  errors: FieldErrors;
  /** The path of the list in those messages: 'config.parts'. */
  fieldPath: string;
  /** The product's price: a subtract above it gets a hint. */
  productPrice?: number;
  currency?: string;
}

export function ProductPartsEditor({ value, onChange, errors, fieldPath, productPrice, currency }: ProductPartsEditorProps) {
  const duplicates = duplicateNames(value);
  return (
    <div className="pe-editor">
      <Messages messages={[errors[fieldPath]]} />
      <ItemList
        scope={fieldPath}
        items={value}
        onChange={onChange}
        create={newPart}
        itemLabel={partLabel}
        legend={partLegend}
        addLabel={t('productEditor.parts.add')}
        max={MAX_PARTS}
        variant="card"
        empty={<p className="bo-items__empty">{t('productEditor.parts.empty')}</p>}
        renderItem={(part, index, update) => (
          <PartFields
            part={part}
            path={fieldPathOf(fieldPath, index)}
            errors={errors}
            isDuplicate={duplicates.has(index)}
            productPrice={productPrice}
            currency={currency}
            onChange={update}
          />
        )}
      />
    </div>
  );
}

interface PartFieldsProps {
  part: ProductPart;
  /** 'config.parts.2' */
  path: string;
  errors: FieldErrors;
  isDuplicate: boolean;
  productPrice?: number;
  currency?: string;
  onChange: (part: ProductPart) => void;
}

function PartFields({ part, path, errors, isDuplicate, productPrice, currency, onChange }: PartFieldsProps) {
  const fields = partFields(part);
  const set = <K extends keyof ProductPart>(field: K, value: ProductPart[K]) => onChange({ ...part, [field]: value });

  return (
    <>
      <div className="bo-item-fields">
        <TextField
          label={t('productEditor.part.name')}
          required
          maxLength={200}
          help={t('productEditor.part.nameHelp')}
          value={part.name}
          error={errors[fieldPathOf(path, 'name')]}
          onChange={(name) => set('name', name)}
        />
        <SelectField
          label={t('productEditor.part.type')}
          required
          options={partTypeOptions()}
          value={part.type}
          error={errors[fieldPathOf(path, 'type')]}
          onChange={(type) => type && onChange(changePartType(part, type as PartType))}
        />
        <TextAreaField
          className="bo-item-fields__wide"
          label={t('productEditor.part.description')}
          help={t('productEditor.part.descriptionHelp')}
          rows={2}
          maxLength={2000}
          value={part.description}
          error={errors[fieldPathOf(path, 'description')]}
          onChange={(description) => set('description', description)}
        />
        <CheckboxField
          className="bo-item-fields__wide"
          label={t('productEditor.part.optional')}
          help={t('productEditor.part.optionalHelp')}
          checked={part.optional}
          error={errors[fieldPathOf(path, 'optional')]}
          onChange={(optional) => set('optional', optional)}
        />
      </div>
      <Hints hints={isDuplicate ? [t('productEditor.hint.duplicatePart', { name: part.name.trim() })] : []} />
      {fields.uploadTypes && <p className="pe-note">{uploadTypesText(part.type)}</p>}

      {fields.options && (
        <fieldset className="pe-group">
          <legend className="pe-group__legend">{t('productEditor.options.legend')}</legend>
          <p className="bo-field__help">{t('productEditor.options.help')}</p>
          <Messages messages={[errors[fieldPathOf(path, 'options')]]} />
          <OptionList part={part} path={path} errors={errors} productPrice={productPrice} currency={currency} onChange={(options) => set('options', options)} />
        </fieldset>
      )}

      {fields.leftoverOptions > 0 && (
        <div className="pe-notice">
          <p>{leftoverOptionsText(fields.leftoverOptions)}</p>
          <Button variant="secondary" onClick={() => set('options', [])}>
            {t('productEditor.part.removeOptions')}
          </Button>
        </div>
      )}

      {fields.modifiers && (
        <fieldset className="pe-group">
          <legend className="pe-group__legend">{t('productEditor.modifiers.legend')}</legend>
          <p className="bo-field__help">{t('productEditor.modifiers.help')}</p>
          {part.type === 'select' || part.type === 'multiselect' ? <Hints hints={[t('productEditor.part.selectModifiers')]} /> : null}
          <Messages messages={[errors[fieldPathOf(path, 'modifiers')]]} />
          <ModifierList
            modifiers={part.modifiers ?? []}
            path={path}
            errors={errors}
            productPrice={productPrice}
            currency={currency}
            onChange={(modifiers) => set('modifiers', modifiers)}
          />
        </fieldset>
      )}

      <Hints hints={partHints(part)} />
      <Messages messages={unclaimedMessages(errors, path, partFieldPaths(part, path))} />
    </>
  );
}

interface OptionListProps {
  part: ProductPart;
  path: string;
  errors: FieldErrors;
  productPrice?: number;
  currency?: string;
  onChange: (options: PartOption[]) => void;
}

function OptionList({ part, path, errors, productPrice, currency, onChange }: OptionListProps) {
  const duplicates = duplicateNames(part.options);
  const optionsPath = fieldPathOf(path, 'options');
  return (
    <ItemList
      scope={optionsPath}
      items={part.options}
      onChange={onChange}
      create={newOption}
      itemLabel={optionLabel}
      legend={optionLabel}
      addLabel={t('productEditor.options.add')}
      max={MAX_OPTIONS}
      variant="row"
      renderItem={(option, index, update) => (
        <>
          <div className="pe-row">
            <TextField
              label={t('productEditor.option.name')}
              required
              maxLength={200}
              value={option.name}
              error={errors[fieldPathOf(optionsPath, index, 'name')]}
              onChange={(name) => update({ ...option, name })}
            />
            <SelectField
              label={t('productEditor.modifier.kind')}
              emptyLabel={t('productEditor.modifier.none')}
              options={modifierOptions()}
              value={option.modifier}
              error={errors[fieldPathOf(optionsPath, index, 'modifier')]}
              onChange={(modifier) => update({ ...option, modifier: modifier as PriceModifierKind | undefined })}
            />
            <NumberField
              label={t('productEditor.modifier.value')}
              unit={currencySymbol(currency)}
              fractionDigits={2}
              value={option.value}
              error={errors[fieldPathOf(optionsPath, index, 'value')]}
              onChange={(amount) => update({ ...option, value: amount })}
            />
          </div>
          <Hints
            hints={[
              ...(duplicates.has(index) ? [t('productEditor.hint.duplicateOption', { name: option.name.trim() })] : []),
              ...modifierHints(option, productPrice, currency),
            ]}
          />
        </>
      )}
    />
  );
}

interface ModifierListProps {
  modifiers: readonly PartModifier[];
  path: string;
  errors: FieldErrors;
  productPrice?: number;
  currency?: string;
  onChange: (modifiers: PartModifier[]) => void;
}

function ModifierList({ modifiers, path, errors, productPrice, currency, onChange }: ModifierListProps) {
  const modifiersPath = fieldPathOf(path, 'modifiers');
  return (
    <ItemList
      scope={modifiersPath}
      items={modifiers}
      onChange={onChange}
      create={newModifier}
      itemLabel={(_, index) => modifierLabel(index)}
      legend={(_, index) => modifierLabel(index)}
      addLabel={t('productEditor.modifiers.add')}
      max={MAX_MODIFIERS}
      variant="row"
      renderItem={(change, index, update) => (
        <>
          <div className="pe-row">
            <SelectField
              label={t('productEditor.modifier.kind')}
              required
              options={modifierOptions()}
              value={change.modifier}
              error={errors[fieldPathOf(modifiersPath, index, 'modifier')]}
              onChange={(modifier) => modifier && update({ ...change, modifier: modifier as PriceModifierKind })}
            />
            <NumberField
              label={t('productEditor.modifier.value')}
              required
              unit={currencySymbol(currency)}
              fractionDigits={2}
              value={change.value}
              error={errors[fieldPathOf(modifiersPath, index, 'value')]}
              onChange={(amount) => update({ ...change, value: requiredAmount(amount) })}
            />
          </div>
          <Hints hints={modifierHints(change, productPrice, currency)} />
        </>
      )}
    />
  );
}
