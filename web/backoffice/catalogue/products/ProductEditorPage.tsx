/**
 * /backend/products/new and /backend/products/:id: a product's whole record (storefront.md §3
 * "Product", §9 pricing): master data, price and tax rates, unit and quantities with alternative
 * units, the configurable parts, the 14 allergens with a note, availability with lead time, tags
 * and images from the library; beside the fields the live preview of the storefront's product
 * overlay (../product/ProductPreview.tsx; below the fields on a tablet).
 *
 * Category and sort order are the menus' (a menu lists product ids per category, in order): the
 * editor shows read-only where the product stands, with links to the menus that change it.
 *
 * Administrators edit; the server allows catalogue writes to administrators only, so everyone else
 * sees the product read-only. The clipboard copies a whole product: pasted into a new one it is
 * the start of that product (./product-form.ts pasteProduct).
 */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ALLERGEN_CODES, type AllergenCode } from '#shared/menu/allergens.ts';
import type { PricingModel } from '#shared/pricing/pricing.ts';
import type { Product } from '#shared/schemas/catalogue.ts';
import { DEFAULT_TIME_ZONE } from '#shared/time/zone.ts';
import { getUnit, isUnitId, type UnitId } from '#shared/units/units.ts';
import { ErrorState, Loading } from '../../../common/ui';
import { t } from '../../i18n';
import { CheckboxField, Fieldset, NumberField, SelectField, TextAreaField, TextField } from '../../data/fields';
import { ImagePicker } from '../../data/ImagePicker';
import { RecordEditor } from '../../data/RecordEditor';
import { errorsUnder, useRecordForm, type FieldErrors } from '../../data/record-form';
import { resourceAccess, useViewer } from '../../data/access';
import { OpeningHoursEditor } from '../../hours/OpeningHoursEditor';
import { configApi } from '../../settings/api';
import { categoriesApi, menusApi, productsApi, tagsApi } from '../api';
import { RecordChoices } from '../../data/RecordChoices';
import { AlternativeUnitsEditor } from '../product/AlternativeUnitsEditor';
import { Hints } from '../product/Notes';
import { currencySymbol } from '../product/parts-model';
import { ProductPartsEditor } from '../product/ProductPartsEditor';
import { ProductPreview } from '../product/ProductPreview';
import { pricingModelOptions, productPricingNote, quantityBoundsHints, unitSelectOptions } from '../product/units-model';
import {
  defaultUnitOptions,
  fallbackTaxRate,
  leadTimeTypeOptions,
  newProductDraft,
  pasteProduct,
  productListings,
  productTypeOptions,
  taxRateText,
  taxSelectOptions,
  withLeadTime,
  type ProductFormDraft,
} from './product-form';
import './products.css';

/** The shop's zone: the server reads schedules in it; the back office has no other source for it (as the order screens). */
const SHOP_TIME_ZONE = DEFAULT_TIME_ZONE;

/** The schema's limits (shared/schemas/catalogue.ts). */
const MAX_IMAGES = 50;

const rateOf = (value: string | undefined): number | undefined => (value === undefined ? undefined : Number(value));

export default function ProductEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  const access = viewer ? resourceAccess(viewer, 'products') : undefined;
  const tags = tagsApi.useAll();
  const form = useRecordForm<Product, ProductFormDraft>({
    api: productsApi,
    id,
    initial: newProductDraft,
    onCreated: (product) => navigate(`/products/${product.id}`, { replace: true }),
    onDeleted: () => navigate('/products'),
  });
  const config = useQuery({
    queryKey: configApi.queryKey,
    queryFn: ({ signal }) => configApi.load(signal),
    meta: { errorMessage: configApi.messages.loadFailed },
  });
  const currency = config.data?.currency || undefined;
  const canEdit = Boolean(access && (form.isNew ? access.create() : access.update()));
  const { draft, errors, setField } = form;
  const title = form.isNew ? t('catalogueAdmin.products.new') : t('catalogueAdmin.products.title', { name: form.record?.name ?? '' });
  const baseUnit: UnitId = isUnitId(draft.unit) ? draft.unit : 'amount';
  const unit = getUnit(baseUnit);
  const fallbackTax = taxRateText(fallbackTaxRate(draft.tax));
  const pricingNote = productPricingNote(draft.pricing);

  return (
    <RecordEditor
      form={form}
      title={title}
      backTo="/products"
      backLabel={t('catalogueAdmin.products.back')}
      canEdit={canEdit}
      canDelete={Boolean(access?.remove())}
      clipboard={{ context: 'product', label: (copied) => t('catalogueAdmin.products.clipboardLabel', { name: copied.name }), paste: pasteProduct }}
      aside={<ProductPreview product={draft} currency={currency} />}
    >
      <div className="product-form">
        <Fieldset legend={t('catalogueAdmin.products.section.basics')}>
          <TextField
            label={t('catalogueAdmin.field.name')}
            required
            maxLength={200}
            value={draft.name}
            error={errors.name}
            onChange={(name) => setField('name', name)}
          />
          <TextField
            label={t('catalogueAdmin.products.field.uid')}
            help={t('catalogueAdmin.products.field.uidHelp')}
            maxLength={100}
            value={draft.uid}
            error={errors.uid}
            onChange={(uid) => setField('uid', uid || undefined)}
          />
          <TextAreaField
            className="product-form__wide"
            label={t('catalogueAdmin.products.field.description')}
            help={t('catalogueAdmin.products.field.descriptionHelp')}
            maxLength={5000}
            rows={3}
            value={draft.description}
            error={errors.description}
            onChange={(description) => setField('description', description || undefined)}
          />
          <SelectField
            label={t('catalogueAdmin.products.field.type')}
            options={productTypeOptions()}
            value={draft.type}
            error={errors.type}
            onChange={(type) => type && setField('type', type as ProductFormDraft['type'])}
          />
          <div className="product-form__checks">
            <CheckboxField
              label={t('catalogueAdmin.products.field.enabled')}
              help={t('catalogueAdmin.products.field.enabledHelp')}
              checked={draft.isEnabled}
              error={errors.isEnabled}
              onChange={(isEnabled) => setField('isEnabled', isEnabled)}
            />
            <CheckboxField
              label={t('catalogueAdmin.products.field.priceHidden')}
              help={t('catalogueAdmin.products.field.priceHiddenHelp')}
              checked={draft.isPriceHidden}
              error={errors.isPriceHidden}
              onChange={(hidden) => setField('isPriceHidden', hidden)}
            />
          </div>
          <Listings productId={id} />
        </Fieldset>

        <Fieldset legend={t('catalogueAdmin.products.section.price')}>
          <NumberField
            label={t('catalogueAdmin.products.field.price')}
            help={t('catalogueAdmin.products.field.priceHelp', { unit: unit.name })}
            required
            unit={currencySymbol(currency)}
            fractionDigits={2}
            value={draft.price}
            error={errors.price}
            onChange={(price) => setField('price', price)}
          />
          <SelectField
            label={t('catalogueAdmin.products.field.pricing')}
            help={t('catalogueAdmin.products.field.pricingHelp')}
            options={pricingModelOptions()}
            value={draft.pricing}
            error={errors.pricing}
            onChange={(pricing) => pricing && setField('pricing', pricing as PricingModel)}
          />
          <SelectField
            label={t('catalogueAdmin.products.field.dineInTax')}
            options={taxSelectOptions(draft.dineInTax)}
            emptyLabel={t('catalogueAdmin.products.field.specificTaxNone', { rate: fallbackTax })}
            value={draft.dineInTax?.toString()}
            error={errors.dineInTax}
            onChange={(tax) => setField('dineInTax', rateOf(tax))}
          />
          <SelectField
            label={t('catalogueAdmin.products.field.takeawayTax')}
            options={taxSelectOptions(draft.takeawayTax)}
            emptyLabel={t('catalogueAdmin.products.field.specificTaxNone', { rate: fallbackTax })}
            value={draft.takeawayTax?.toString()}
            error={errors.takeawayTax}
            onChange={(tax) => setField('takeawayTax', rateOf(tax))}
          />
          <SelectField
            label={t('catalogueAdmin.products.field.tax')}
            help={t('catalogueAdmin.products.field.taxHelp')}
            options={taxSelectOptions(draft.tax)}
            emptyLabel={t('catalogueAdmin.products.field.taxNone', { rate: taxRateText(fallbackTaxRate(undefined)) })}
            value={draft.tax?.toString()}
            error={errors.tax}
            onChange={(tax) => setField('tax', rateOf(tax))}
          />
        </Fieldset>

        <Fieldset legend={t('catalogueAdmin.products.section.quantity')}>
          <SelectField
            label={t('catalogueAdmin.products.field.unit')}
            help={t('catalogueAdmin.products.field.unitHelp')}
            required
            options={unitSelectOptions()}
            value={draft.unit}
            error={errors.unit}
            onChange={(next) => next && setField('unit', next as UnitId)}
          />
          <div className="product-form__stack">
            <SelectField
              label={t('productEditor.unit.calculationModel')}
              help={t('productEditor.unit.calculationModelHelp')}
              options={pricingModelOptions()}
              // No model means exact (shared/pricing effectivePricingModel), so the select shows that.
              value={draft.calculationModel ?? 'fixed'}
              error={errors.calculationModel}
              onChange={(model) => setField('calculationModel', model as PricingModel | undefined)}
            />
            <Hints hints={pricingNote ? [pricingNote] : []} />
          </div>
          <SelectField
            label={t('catalogueAdmin.products.field.defaultUnit')}
            help={t('catalogueAdmin.products.field.defaultUnitHelp')}
            options={defaultUnitOptions(draft)}
            emptyLabel={t('catalogueAdmin.products.field.defaultUnitNone')}
            value={draft.defaultUnit}
            error={errors.defaultUnit}
            onChange={(defaultUnit) => setField('defaultUnit', defaultUnit as UnitId | undefined)}
          />
          <NumberField
            label={t('catalogueAdmin.products.field.defaultQuantity')}
            help={t('catalogueAdmin.products.field.defaultQuantityHelp')}
            unit={getUnit(draft.defaultUnit && isUnitId(draft.defaultUnit) ? draft.defaultUnit : baseUnit).shortName}
            value={draft.defaultQuantity}
            error={errors.defaultQuantity}
            onChange={(defaultQuantity) => setField('defaultQuantity', defaultQuantity)}
          />
          <NumberField
            label={t('productEditor.quantity.minimum')}
            unit={unit.shortName}
            value={draft.minimumQuantity}
            error={errors.minimumQuantity}
            onChange={(minimum) => setField('minimumQuantity', minimum)}
          />
          <NumberField
            label={t('productEditor.quantity.maximum')}
            help={t('productEditor.quantity.maximumHelp')}
            unit={unit.shortName}
            value={draft.maximumQuantity}
            error={errors.maximumQuantity}
            onChange={(maximum) => setField('maximumQuantity', maximum)}
          />
          <NumberField
            label={t('productEditor.quantity.step')}
            help={t('productEditor.quantity.stepHelp')}
            unit={unit.shortName}
            value={draft.quantityStepSize}
            error={errors.quantityStepSize}
            onChange={(step) => setField('quantityStepSize', step)}
          />
          <div className="product-form__wide">
            <Hints hints={quantityBoundsHints(draft)} />
          </div>
          <CheckboxField
            className="product-form__wide"
            label={t('catalogueAdmin.products.field.stepByStep')}
            help={t('catalogueAdmin.products.field.stepByStepHelp')}
            checked={draft.isStepByStep}
            error={errors.isStepByStep}
            onChange={(stepByStep) => setField('isStepByStep', stepByStep)}
          />
          <div className="product-form__wide">
            <Fieldset legend={t('catalogueAdmin.products.field.alternativeUnits')} help={t('catalogueAdmin.products.field.alternativeUnitsHelp')}>
              <AlternativeUnitsEditor
                value={draft.alternativeUnits}
                onChange={(alternativeUnits) => setField('alternativeUnits', alternativeUnits)}
                errors={errors}
                fieldPath="alternativeUnits"
                baseUnit={baseUnit}
                productPrice={draft.price}
                pricing={draft.pricing}
                currency={currency}
              />
            </Fieldset>
          </div>
        </Fieldset>

        <Fieldset legend={t('catalogueAdmin.products.section.config')} help={t('catalogueAdmin.products.section.configHelp')}>
          <ProductPartsEditor
            value={draft.config.parts}
            onChange={(parts) => setField('config', { ...draft.config, parts })}
            errors={errors}
            fieldPath="config.parts"
            productPrice={draft.price}
            currency={currency}
          />
        </Fieldset>

        <Fieldset
          legend={t('catalogueAdmin.products.section.allergens')}
          help={t('catalogueAdmin.products.section.allergensHelp')}
          className="product-allergens"
        >
          {ALLERGEN_CODES.map((code) => (
            <CheckboxField
              key={code}
              label={`${code} ${t(`allergen.${code}`)}`}
              checked={draft.allergenCodes.includes(code)}
              onChange={(checked) => setField('allergenCodes', toggledCodes(draft.allergenCodes, code, checked))}
            />
          ))}
          <div className="product-form__wide">
            {errors.allergenCodes && <p className="bo-field__error">{errors.allergenCodes}</p>}
            <TextAreaField
              label={t('catalogueAdmin.products.field.allergenNote')}
              help={t('catalogueAdmin.products.field.allergenNoteHelp')}
              maxLength={500}
              rows={2}
              value={draft.allergens}
              error={errors.allergens}
              onChange={(note) => setField('allergens', note || undefined)}
            />
          </div>
        </Fieldset>

        <Fieldset legend={t('catalogueAdmin.products.section.availability')}>
          <CheckboxField
            className="product-form__wide"
            label={t('catalogueAdmin.products.field.visibleWhenUnavailable')}
            help={t('catalogueAdmin.products.field.visibleWhenUnavailableHelp')}
            checked={draft.isVisibleWhenUnavailable}
            error={errors.isVisibleWhenUnavailable}
            onChange={(visible) => setField('isVisibleWhenUnavailable', visible)}
          />
          <div className="product-form__wide">
            <OpeningHoursEditor
              variant="schedule"
              label={t('catalogueAdmin.products.field.schedule')}
              help={t('catalogueAdmin.products.field.scheduleHelp')}
              value={draft.schedule}
              onChange={(schedule) => setField('schedule', schedule)}
              errors={errorsUnder(errors, 'schedule')}
              fieldPath="schedule"
              timeZone={SHOP_TIME_ZONE}
            />
          </div>
          <LeadTime draft={draft} errors={errors} onChange={form.setDraft} />
        </Fieldset>

        <Fieldset legend={t('catalogueAdmin.products.section.tags')} help={t('catalogueAdmin.products.field.tagsHelp')}>
          <RecordChoices
            records={tags}
            value={draft.tags}
            emptyText={t('catalogueAdmin.products.field.tagsEmpty')}
            error={errors.tags}
            onChange={(tags) => setField('tags', tags)}
          />
        </Fieldset>

        <div className="product-form__block">
          <ImagePicker
            legend={t('catalogueAdmin.products.section.images')}
            help={t('catalogueAdmin.products.field.imagesHelp')}
            value={draft.images}
            max={MAX_IMAGES}
            error={errors.images}
            readOnly={!canEdit}
            onChange={(images) => setField('images', images)}
          />
        </div>
      </div>
    </RecordEditor>
  );
}

/** The codes with `code` set or cleared, in the list's order (as the server stores them). */
function toggledCodes(codes: readonly AllergenCode[], code: AllergenCode, checked: boolean): AllergenCode[] {
  return ALLERGEN_CODES.filter((candidate) => (candidate === code ? checked : codes.includes(candidate)));
}

/** The lead time: a switch, and while it is on its value and unit. */
function LeadTime({
  draft,
  errors,
  onChange,
}: {
  draft: ProductFormDraft;
  errors: FieldErrors;
  onChange: (update: (draft: ProductFormDraft) => ProductFormDraft) => void;
}) {
  return (
    <div className="product-form__wide product-lead-time">
      <CheckboxField
        label={t('catalogueAdmin.products.field.leadTime')}
        help={t('catalogueAdmin.products.field.leadTimeHelp')}
        checked={draft.isLeadTimeEnabled}
        error={errors.isLeadTimeEnabled}
        onChange={(enabled) => onChange((current) => withLeadTime(current, enabled))}
      />
      {draft.isLeadTimeEnabled && (
        <div className="product-lead-time__fields">
          <NumberField
            label={t('catalogueAdmin.products.field.leadTimeValue')}
            integer
            value={draft.leadTimeValue}
            error={errors.leadTimeValue}
            onChange={(leadTimeValue) => onChange((current) => ({ ...current, leadTimeValue }))}
          />
          <SelectField
            label={t('catalogueAdmin.products.field.leadTimeType')}
            help={t('catalogueAdmin.products.field.leadTimeTypeHelp')}
            options={leadTimeTypeOptions()}
            value={draft.leadTimeType}
            error={errors.leadTimeType}
            onChange={(leadTimeType) => onChange((current) => ({ ...current, leadTimeType: leadTimeType as ProductFormDraft['leadTimeType'] }))}
          />
        </div>
      )}
    </div>
  );
}

/**
 * Where the product stands: the menus (Produktkataloge) that list it and the categories it is in
 * there, with links. The menus are few, so their whole list is read (as the categories list does).
 */
function Listings({ productId }: { productId: string | undefined }) {
  const menus = menusApi.useAll();
  const categories = categoriesApi.useAll();
  const headingId = useId();
  let content;
  if (!productId) content = <p className="bo-field__help">{t('catalogueAdmin.products.inMenus.new')}</p>;
  else if (menus.isError) content = <ErrorState message={menus.error.message} onRetry={() => void menus.refetch()} />;
  else if (!menus.data) content = <Loading />;
  else {
    const names = new Map((categories.data ?? []).map((category) => [category.id, category.name]));
    const listings = productListings(menus.data, names, productId);
    content =
      listings.length === 0 ? (
        <p>{t('catalogueAdmin.products.inMenus.none')}</p>
      ) : (
        <ul className="product-listings__menus">
          {listings.map((listing) => (
            <li key={listing.menu.id}>
              <Link to={`/menus/${listing.menu.id}`}>{listing.menu.name}</Link>
              {': '}
              {listing.categories.map((category) => t('catalogueAdmin.products.inMenus.entry', { category: category.name })).join(', ')}
            </li>
          ))}
        </ul>
      );
  }
  return (
    <section className="product-form__wide product-listings" aria-labelledby={headingId}>
      <h2 id={headingId} className="product-listings__heading">
        {t('catalogueAdmin.products.inMenus.heading')}
      </h2>
      {content}
      {productId && (
        <p className="bo-field__help">
          {t('catalogueAdmin.products.inMenus.help')} <Link to="/menus">{t('catalogueAdmin.products.inMenus.toMenus')}</Link>
        </p>
      )}
    </section>
  );
}
