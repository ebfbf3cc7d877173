/**
 * The regions of a scene: a card per region (../../data/ItemList.tsx: dragged by its handle or
 * moved with the arrows, removed, added at the end with the kind chosen beside the add button),
 * its frame in percent and each kind's fields. The first region is drawn first, so it lies at the
 * back. The card of the region selected in the preview is marked and scrolled to.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SCENE_REGION_KINDS, type RegionFrame, type SceneOrientation, type SceneRegion, type SceneRegionKind } from '#shared/schemas/signage.ts';
import type { ImageRef } from '#shared/schemas/common.ts';
import { branchesApi } from '../../branches/api';
import { categoriesApi, menusApi, productsApi } from '../../catalogue/api';
import { CheckboxField, ColorField, Fieldset, NumberField, SelectField, TextAreaField, TextField } from '../../data/fields';
import { useDebouncedValue } from '../../data/hooks';
import { ItemList } from '../../data/ItemList';
import type { FieldErrors } from '../../data/record-form';
import { t } from '../../i18n';
import { LibraryImageChoice } from '../../data/LibraryImageChoice';
import { imageTemplatesApi } from '../../media/templates/api';
import { MAX_REGIONS, newRegion, type RegionDraft } from './scene-regions';

export const regionKindLabel = (kind: SceneRegionKind) => t(`signageAdmin.scenes.kind.${kind}`);

export interface RegionsEditorProps {
  regions: readonly RegionDraft[];
  onChange: (regions: RegionDraft[]) => void;
  orientation: SceneOrientation;
  errors: FieldErrors;
  /** The region selected in the preview (by index), and how a card's focus selects its region. */
  selected: number | undefined;
  onSelect: (index: number) => void;
}

export function RegionsEditor({ regions, onChange, orientation, errors, selected, onSelect }: RegionsEditorProps) {
  const [kind, setKind] = useState<SceneRegionKind>('text');
  return (
    <Fieldset legend={t('signageAdmin.scenes.regions.legend')} help={t('signageAdmin.scenes.regions.help')} className="sc-regions">
      <div className="bo-fieldset__wide">
        {errors.regions && <p className="bo-field__error">{errors.regions}</p>}
        <ItemList
          scope="regions"
          items={regions}
          onChange={onChange}
          create={() => newRegion(kind, regions, orientation, t('signageAdmin.scenes.region.newText'))}
          draggable
          itemLabel={(region) => t('signageAdmin.scenes.regions.item', { id: region.id, kind: regionKindLabel(region.kind) })}
          legend={(region, index) => t('signageAdmin.scenes.regions.itemLegend', { position: index + 1, id: region.id, kind: regionKindLabel(region.kind) })}
          addLabel={t('signageAdmin.scenes.regions.add')}
          addControls={
            <SelectField
              label={t('signageAdmin.scenes.regions.addKind')}
              value={kind}
              options={SCENE_REGION_KINDS.map((option) => ({ value: option, label: regionKindLabel(option) }))}
              onChange={(next) => setKind((next as SceneRegionKind | undefined) ?? 'text')}
            />
          }
          max={MAX_REGIONS}
          variant="card"
          empty={<p className="bo-items__empty">{t('signageAdmin.scenes.regions.empty')}</p>}
          renderItem={(region, index, update) => (
            <SelectableRegion isSelected={selected === index} onSelect={() => onSelect(index)}>
              <RegionFields region={region} onChange={update} errors={errorsOf(errors, `regions.${index}.`)} />
            </SelectableRegion>
          )}
        />
      </div>
    </Fieldset>
  );
}

/** The messages under `prefix`, keyed without it ('regions.2.frame.width' → 'frame.width'). */
function errorsOf(errors: FieldErrors, prefix: string): FieldErrors {
  return Object.fromEntries(Object.entries(errors).flatMap(([field, message]) => (field.startsWith(prefix) ? [[field.slice(prefix.length), message]] : [])));
}

/** Where the preview stays in view beside the fields (scenes.css): only there a selection scrolls to its card. */
const SIDE_BY_SIDE = '(min-width: 1200px)';

/**
 * A card's body: focusing a field in it selects its region; the one selected in the preview is
 * scrolled to where the preview stays beside the list (above it, scrolling would carry the canvas
 * away under a dragging finger).
 */
function SelectableRegion({ isSelected, onSelect, children }: { isSelected: boolean; onSelect: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!isSelected || !element || element.contains(document.activeElement) || !window.matchMedia(SIDE_BY_SIDE).matches) return;
    element.closest('.bo-items__item')?.scrollIntoView({ block: 'nearest' });
  }, [isSelected]);
  return (
    <div ref={ref} className="sc-region" data-selected={isSelected || undefined} onFocus={onSelect}>
      {children}
    </div>
  );
}

interface FieldsProps<R> {
  region: R;
  onChange: (region: R) => void;
  errors: FieldErrors;
}

type Of<K extends SceneRegionKind> = Extract<SceneRegion, { kind: K }>;

function RegionFields({ region, onChange, errors }: FieldsProps<RegionDraft>) {
  const setFrame = (field: keyof RegionFrame, value: number | undefined) => onChange({ ...region, frame: { ...region.frame, [field]: value as number } });
  return (
    <div className="sc-region__fields">
      <div className="sc-region__row">
        {(['x', 'y', 'width', 'height'] as const).map((field) => (
          <NumberField
            key={field}
            label={t(`signageAdmin.scenes.frame.${field}`)}
            required
            unit={t('signageAdmin.scenes.unit.percent')}
            value={region.frame[field]}
            onChange={(value) => setFrame(field, value)}
            error={errors[`frame.${field}`] ?? (field === 'width' ? errors.frame : undefined)}
          />
        ))}
      </div>
      {errors.id && <p className="bo-field__error">{errors.id}</p>}
      {region.kind === 'text' && <TextFields region={region} onChange={onChange} errors={errors} />}
      {region.kind === 'image' && <ImageFields region={region} onChange={onChange} errors={errors} />}
      {region.kind === 'video' && <VideoFields region={region} onChange={onChange} errors={errors} />}
      {region.kind === 'priceList' && <PriceListFields region={region} onChange={onChange} errors={errors} />}
      {region.kind === 'template' && <TemplateFields region={region} onChange={onChange} errors={errors} />}
      {region.kind === 'openingHours' && <OpeningHoursFields region={region} onChange={onChange} errors={errors} />}
      {region.kind === 'clock' && <ClockFields region={region} onChange={onChange} errors={errors} />}
      <div className="sc-region__row">
        <CheckboxField
          label={t('signageAdmin.scenes.region.fill')}
          checked={region.background !== undefined}
          onChange={(fill) => onChange({ ...region, background: fill ? '#000000' : undefined })}
        />
        {region.background !== undefined && (
          <ColorField
            label={t('signageAdmin.scenes.region.fillColor')}
            value={region.background}
            onChange={(background) => onChange({ ...region, background })}
            error={errors.background}
          />
        )}
      </div>
    </div>
  );
}

/** Text size in percent of the screen's height. */
function SizeField({ value, onChange, error }: { value: number; onChange: (size: number) => void; error?: string }) {
  return (
    <NumberField
      label={t('signageAdmin.scenes.region.size')}
      help={t('signageAdmin.scenes.region.sizeHelp')}
      required
      unit={t('signageAdmin.scenes.unit.percent')}
      value={value}
      onChange={(size) => onChange(size as number)}
      error={error}
    />
  );
}

function TextFields({ region, onChange, errors }: FieldsProps<Of<'text'>>) {
  const set = <K extends keyof Of<'text'>>(field: K, value: Of<'text'>[K]) => onChange({ ...region, [field]: value });
  return (
    <>
      <TextAreaField
        label={t('signageAdmin.scenes.region.text')}
        required
        rows={2}
        maxLength={1000}
        value={region.text}
        onChange={(text) => set('text', text)}
        error={errors.text}
      />
      <div className="sc-region__row">
        <ColorField label={t('signageAdmin.scenes.region.color')} value={region.color} onChange={(color) => set('color', color)} error={errors.color} />
        <SizeField value={region.size} onChange={(size) => set('size', size)} error={errors.size} />
        <SelectField
          label={t('signageAdmin.scenes.region.weight')}
          value={String(region.weight)}
          options={([400, 700, 900] as const).map((weight) => ({ value: String(weight), label: t(`signageAdmin.scenes.region.weight.${weight}`) }))}
          onChange={(weight) => set('weight', Number(weight ?? 700) as Of<'text'>['weight'])}
          error={errors.weight}
        />
        <SelectField
          label={t('signageAdmin.scenes.region.align')}
          value={region.align}
          options={(['left', 'center', 'right'] as const).map((align) => ({ value: align, label: t(`signageAdmin.scenes.region.align.${align}`) }))}
          onChange={(align) => set('align', (align as Of<'text'>['align'] | undefined) ?? 'center')}
          error={errors.align}
        />
      </div>
    </>
  );
}

const FIT_OPTIONS = (['cover', 'contain'] as const).map((fit) => ({ value: fit, label: t(`signageAdmin.scenes.region.fit.${fit}`) }));

function ImageFields({ region, onChange, errors }: FieldsProps<Of<'image'>>) {
  return (
    <>
      <LibraryImageChoice
        legend={t('signageAdmin.scenes.region.image')}
        value={region.image as ImageRef | undefined}
        onChange={(image) => onChange({ ...region, image: image as ImageRef })}
        error={errors.image}
      />
      <SelectField
        label={t('signageAdmin.scenes.region.fit')}
        value={region.fit}
        options={FIT_OPTIONS}
        onChange={(fit) => onChange({ ...region, fit: (fit as Of<'image'>['fit'] | undefined) ?? 'cover' })}
        error={errors.fit}
      />
    </>
  );
}

function VideoFields({ region, onChange, errors }: FieldsProps<Of<'video'>>) {
  return (
    <div className="sc-region__row">
      <TextField
        label={t('signageAdmin.scenes.region.videoSrc')}
        help={t('signageAdmin.scenes.region.videoSrcHelp')}
        required
        maxLength={2000}
        value={region.src}
        onChange={(src) => onChange({ ...region, src })}
        error={errors.src}
      />
      <SelectField
        label={t('signageAdmin.scenes.region.fit')}
        value={region.fit}
        options={FIT_OPTIONS}
        onChange={(fit) => onChange({ ...region, fit: (fit as Of<'video'>['fit'] | undefined) ?? 'cover' })}
        error={errors.fit}
      />
    </div>
  );
}

/** A reference chosen from a record list: the record's id, undefined for none. */
const refOf = (id: string | undefined) => (id ? { id } : undefined);

function PriceListFields({ region, onChange, errors }: FieldsProps<Of<'priceList'>>) {
  const set = <K extends keyof Of<'priceList'>>(field: K, value: Of<'priceList'>[K]) => onChange({ ...region, [field]: value });
  const categories = categoriesApi.useAll().data ?? [];
  const menus = menusApi.useAll().data ?? [];
  return (
    <>
      <div className="sc-region__row is-wide">
        <SelectField
          label={t('signageAdmin.scenes.region.category')}
          required
          value={region.category?.id}
          emptyLabel={region.category ? undefined : t('signageAdmin.scenes.region.none')}
          options={categories.map((category) => ({ value: category.id, label: category.name }))}
          onChange={(id) => set('category', refOf(id) as Of<'priceList'>['category'])}
          error={errors.category ?? errors['category.id']}
        />
        <SelectField
          label={t('signageAdmin.scenes.region.menu')}
          value={region.menu?.id}
          emptyLabel={t('signageAdmin.scenes.region.menuCurrent')}
          options={menus.map((menu) => ({ value: menu.id, label: menu.name }))}
          onChange={(id) => set('menu', refOf(id))}
          error={errors.menu ?? errors['menu.id']}
        />
        <SelectField
          label={t('signageAdmin.scenes.region.unavailable')}
          value={region.unavailable}
          options={(['dim', 'hide'] as const).map((mode) => ({ value: mode, label: t(`signageAdmin.scenes.region.unavailable.${mode}`) }))}
          onChange={(mode) => set('unavailable', (mode as Of<'priceList'>['unavailable'] | undefined) ?? 'dim')}
          error={errors.unavailable}
        />
      </div>
      <TextField
        label={t('signageAdmin.scenes.region.title')}
        help={t('signageAdmin.scenes.region.priceListTitleHelp')}
        maxLength={200}
        value={region.title ?? ''}
        onChange={(title) => set('title', title || undefined)}
        error={errors.title}
      />
      <div className="sc-region__row">
        <SelectField
          label={t('signageAdmin.scenes.region.columns')}
          value={String(region.columns)}
          options={['1', '2', '3'].map((columns) => ({ value: columns, label: columns }))}
          onChange={(columns) => set('columns', Number(columns ?? 1))}
          error={errors.columns}
        />
        <NumberField
          label={t('signageAdmin.scenes.region.maxItems')}
          required
          integer
          value={region.maxItems}
          onChange={(maxItems) => set('maxItems', maxItems as number)}
          error={errors.maxItems}
        />
      </div>
      <div className="sc-region__row">
        <ColorField label={t('signageAdmin.scenes.region.color')} value={region.color} onChange={(color) => set('color', color)} error={errors.color} />
        <ColorField
          label={t('signageAdmin.scenes.region.accentColor')}
          value={region.accentColor}
          onChange={(accentColor) => set('accentColor', accentColor)}
          error={errors.accentColor}
        />
        <SizeField value={region.size} onChange={(size) => set('size', size)} error={errors.size} />
      </div>
      <CheckboxField
        label={t('signageAdmin.scenes.region.showBasePrice')}
        checked={region.showBasePrice}
        onChange={(showBasePrice) => set('showBasePrice', showBasePrice)}
        error={errors.showBasePrice}
      />
    </>
  );
}

function TemplateFields({ region, onChange, errors }: FieldsProps<Of<'template'>>) {
  const templates = imageTemplatesApi.useAll().data ?? [];
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed);
  const offered = productsApi.usePages({ search, sort: 'name' }).data?.pages.flatMap((page) => page.rows) ?? [];
  const chosen = productsApi.useRecord(region.product?.id).data;
  const options = chosen && !offered.some((row) => row.id === chosen.id) ? [chosen, ...offered] : offered;
  return (
    <>
      <SelectField
        label={t('signageAdmin.scenes.region.template')}
        required
        value={region.template?.id}
        emptyLabel={region.template ? undefined : t('signageAdmin.scenes.region.none')}
        options={templates.map((template) => ({ value: template.id, label: template.name }))}
        onChange={(id) => onChange({ ...region, template: refOf(id) as Of<'template'>['template'] })}
        error={errors.template ?? errors['template.id']}
      />
      <div className="sc-region__row">
        <TextField label={t('signageAdmin.scenes.region.productSearch')} type="search" value={typed} onChange={setTyped} />
        <SelectField
          label={t('signageAdmin.scenes.region.product')}
          value={region.product?.id}
          emptyLabel={t('signageAdmin.scenes.region.noProduct')}
          options={options.map((row) => ({ value: row.id, label: row.name }))}
          onChange={(id) => onChange({ ...region, product: refOf(id) })}
          error={errors.product ?? errors['product.id']}
        />
      </div>
    </>
  );
}

function OpeningHoursFields({ region, onChange, errors }: FieldsProps<Of<'openingHours'>>) {
  const set = <K extends keyof Of<'openingHours'>>(field: K, value: Of<'openingHours'>[K]) => onChange({ ...region, [field]: value });
  const branches = branchesApi.useAll().data ?? [];
  return (
    <>
      <div className="sc-region__row">
        <SelectField
          label={t('signageAdmin.scenes.region.branch')}
          value={region.branch?.id}
          emptyLabel={t('signageAdmin.scenes.region.deviceBranch')}
          options={branches.map((branch) => ({ value: branch.id, label: branch.name }))}
          onChange={(id) => set('branch', refOf(id))}
          error={errors.branch ?? errors['branch.id']}
        />
        <TextField
          label={t('signageAdmin.scenes.region.title')}
          maxLength={200}
          value={region.title ?? ''}
          onChange={(title) => set('title', title || undefined)}
          error={errors.title}
        />
      </div>
      <div className="sc-region__row">
        <ColorField label={t('signageAdmin.scenes.region.color')} value={region.color} onChange={(color) => set('color', color)} error={errors.color} />
        <SizeField value={region.size} onChange={(size) => set('size', size)} error={errors.size} />
      </div>
    </>
  );
}

function ClockFields({ region, onChange, errors }: FieldsProps<Of<'clock'>>) {
  const set = <K extends keyof Of<'clock'>>(field: K, value: Of<'clock'>[K]) => onChange({ ...region, [field]: value });
  return (
    <div className="sc-region__row">
      <ColorField label={t('signageAdmin.scenes.region.color')} value={region.color} onChange={(color) => set('color', color)} error={errors.color} />
      <SizeField value={region.size} onChange={(size) => set('size', size)} error={errors.size} />
      <CheckboxField label={t('signageAdmin.scenes.region.showDate')} checked={region.showDate} onChange={(showDate) => set('showDate', showDate)} />
    </div>
  );
}
