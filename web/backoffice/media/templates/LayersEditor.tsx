/**
 * The layers of an image template: a card per layer (../../data/ItemList.tsx: dragged by its
 * handle or moved with the arrows, removed, added at the end with the type chosen beside the add
 * button), and each type's fields. The first layer is drawn first, so it lies at the back.
 */
import { useState } from 'react';
import { FONT_FAMILIES } from '#shared/fonts/fonts.ts';
import { TEMPLATE_PLACEHOLDERS } from '#shared/image-templates/placeholders.ts';
import {
  IMAGE_FITS,
  IMAGE_SOURCES,
  LAYER_TYPES,
  SHAPES,
  TEMPLATE_FONT_WEIGHTS,
  TEXT_ALIGNS,
  type ImageTemplateImageLayer,
  type ImageTemplateLayer,
  type ImageTemplateShapeLayer,
  type ImageTemplateTextLayer,
  type LayerType,
} from '#shared/schemas/media.ts';
import { ColorField, Fieldset, NumberField, SelectField, TextAreaField, TextField } from '../../data/fields';
import { ItemList } from '../../data/ItemList';
import type { FieldErrors } from '../../data/record-form';
import { t } from '../../i18n';
import { LibraryImageChoice } from '../../data/LibraryImageChoice';

/** The schema's limit of layers per template. */
const MAX_LAYERS = 100;

export const layerTypeLabel = (type: LayerType) => t(`imageTemplatesAdmin.layerType.${type}`);

/** A new layer of `type`, placed and sized for a template of `width` × `height`. */
export function newLayer(type: LayerType, width: number, height: number): ImageTemplateLayer {
  const w = Number.isFinite(width) && width > 0 ? width : 1080;
  const h = Number.isFinite(height) && height > 0 ? height : 1080;
  const box = { x: Math.round(w * 0.05), y: Math.round(h * 0.05), width: Math.round(w * 0.9), height: Math.round(h * 0.2) };
  switch (type) {
    case 'text':
      return {
        ...box,
        name: t('imageTemplatesAdmin.layer.newText'),
        type: 'text',
        text: '{product.name}',
        color: '#000000',
        fontWeight: 700,
        fontSize: Math.max(12, Math.round(h * 0.12)),
        align: 'left',
        maxLines: 2,
      };
    case 'image':
      return { ...box, height: Math.round(h * 0.6), name: t('imageTemplatesAdmin.layer.newImage'), type: 'image', source: 'product', fit: 'cover' };
    case 'shape':
      return { ...box, name: t('imageTemplatesAdmin.layer.newShape'), type: 'shape', shape: 'rectangle', color: '#B91C1C', radius: 0, opacity: 1 };
  }
}

export interface LayersEditorProps {
  layers: readonly ImageTemplateLayer[];
  onChange: (layers: ImageTemplateLayer[]) => void;
  templateWidth: number;
  templateHeight: number;
  errors: FieldErrors;
}

export function LayersEditor({ layers, onChange, templateWidth, templateHeight, errors }: LayersEditorProps) {
  const [type, setType] = useState<LayerType>('text');
  return (
    <Fieldset legend={t('imageTemplatesAdmin.layers.legend')} help={t('imageTemplatesAdmin.layers.help')} className="it-layers">
      <div className="bo-fieldset__wide">
        {errors.layers && <p className="bo-field__error">{errors.layers}</p>}
        <ItemList
          scope="layers"
          items={layers}
          onChange={onChange}
          create={() => newLayer(type, templateWidth, templateHeight)}
          draggable
          itemLabel={(layer) => t('imageTemplatesAdmin.layers.item', { name: layer.name })}
          legend={(layer, index) => t('imageTemplatesAdmin.layers.itemLegend', { position: index + 1, name: layer.name, type: layerTypeLabel(layer.type) })}
          addLabel={t('imageTemplatesAdmin.layers.add')}
          addControls={
            <SelectField
              label={t('imageTemplatesAdmin.layers.addType')}
              value={type}
              options={LAYER_TYPES.map((option) => ({ value: option, label: layerTypeLabel(option) }))}
              onChange={(next) => setType((next as LayerType | undefined) ?? 'text')}
            />
          }
          max={MAX_LAYERS}
          variant="card"
          empty={<p className="bo-items__empty">{t('imageTemplatesAdmin.layers.empty')}</p>}
          renderItem={(layer, index, update) => <LayerFields layer={layer} onChange={update} errors={errorsOf(errors, `layers.${index}.`)} />}
        />
      </div>
    </Fieldset>
  );
}

/** The messages under `prefix`, keyed without it ('layers.2.color' → 'color'). */
function errorsOf(errors: FieldErrors, prefix: string): FieldErrors {
  return Object.fromEntries(Object.entries(errors).flatMap(([field, message]) => (field.startsWith(prefix) ? [[field.slice(prefix.length), message]] : [])));
}

interface FieldsProps<L> {
  layer: L;
  onChange: (layer: L) => void;
  errors: FieldErrors;
}

function LayerFields({ layer, onChange, errors }: FieldsProps<ImageTemplateLayer>) {
  const set = <K extends keyof ImageTemplateLayer>(field: K, value: ImageTemplateLayer[K]) => onChange({ ...layer, [field]: value } as ImageTemplateLayer);
  return (
    <div className="it-layer">
      <TextField
        label={t('imageTemplatesAdmin.layer.name')}
        required
        maxLength={100}
        value={layer.name}
        onChange={(name) => set('name', name)}
        error={errors.name}
      />
      <div className="it-layer__box">
        <NumberField
          label={t('imageTemplatesAdmin.layer.x')}
          integer
          unit={t('imageTemplatesAdmin.unit.px')}
          value={layer.x}
          onChange={(x) => set('x', x as number)}
          error={errors.x}
        />
        <NumberField
          label={t('imageTemplatesAdmin.layer.y')}
          integer
          unit={t('imageTemplatesAdmin.unit.px')}
          value={layer.y}
          onChange={(y) => set('y', y as number)}
          error={errors.y}
        />
        <NumberField
          label={t('imageTemplatesAdmin.layer.width')}
          integer
          unit={t('imageTemplatesAdmin.unit.px')}
          value={layer.width}
          onChange={(width) => set('width', width as number)}
          error={errors.width}
        />
        <NumberField
          label={t('imageTemplatesAdmin.layer.height')}
          integer
          unit={t('imageTemplatesAdmin.unit.px')}
          value={layer.height}
          onChange={(height) => set('height', height as number)}
          error={errors.height}
        />
      </div>
      {layer.type === 'text' && <TextLayerFields layer={layer} onChange={onChange} errors={errors} />}
      {layer.type === 'image' && <ImageLayerFields layer={layer} onChange={onChange} errors={errors} />}
      {layer.type === 'shape' && <ShapeLayerFields layer={layer} onChange={onChange} errors={errors} />}
    </div>
  );
}

const FONT_OPTIONS = FONT_FAMILIES.map((family) => ({ value: family.id, label: family.name }));

function TextLayerFields({ layer, onChange, errors }: FieldsProps<ImageTemplateTextLayer>) {
  const set = <K extends keyof ImageTemplateTextLayer>(field: K, value: ImageTemplateTextLayer[K]) => onChange({ ...layer, [field]: value });
  // An old record's family that is not one of the shop's stays choosable as written.
  const fontOptions =
    layer.fontFamily && !FONT_OPTIONS.some((option) => option.value === layer.fontFamily)
      ? [...FONT_OPTIONS, { value: layer.fontFamily, label: layer.fontFamily }]
      : FONT_OPTIONS;
  return (
    <>
      <TextAreaField
        label={t('imageTemplatesAdmin.layer.text')}
        help={t('imageTemplatesAdmin.layer.textHelp', { placeholders: TEMPLATE_PLACEHOLDERS.map((name) => `{${name}}`).join(', ') })}
        rows={2}
        maxLength={2000}
        value={layer.text}
        onChange={(text) => set('text', text)}
        error={errors.text}
      />
      <div className="it-layer__row">
        <SelectField
          label={t('imageTemplatesAdmin.layer.fontFamily')}
          value={layer.fontFamily}
          emptyLabel={t('imageTemplatesAdmin.layer.fontDefault')}
          options={fontOptions}
          onChange={(fontFamily) => set('fontFamily', fontFamily)}
          error={errors.fontFamily}
        />
        <SelectField
          label={t('imageTemplatesAdmin.layer.fontWeight')}
          value={String(layer.fontWeight)}
          options={TEMPLATE_FONT_WEIGHTS.map((weight) => ({ value: String(weight), label: t(`imageTemplatesAdmin.weight.${weight}`) }))}
          onChange={(weight) => set('fontWeight', Number(weight ?? 400) as ImageTemplateTextLayer['fontWeight'])}
          error={errors.fontWeight}
        />
        <NumberField
          label={t('imageTemplatesAdmin.layer.fontSize')}
          help={t('imageTemplatesAdmin.layer.fontSizeHelp')}
          unit={t('imageTemplatesAdmin.unit.px')}
          value={layer.fontSize}
          onChange={(fontSize) => set('fontSize', fontSize as number)}
          error={errors.fontSize}
        />
      </div>
      <div className="it-layer__row">
        <ColorField label={t('imageTemplatesAdmin.layer.color')} value={layer.color} onChange={(color) => set('color', color)} error={errors.color} />
        <SelectField
          label={t('imageTemplatesAdmin.layer.align')}
          value={layer.align}
          options={TEXT_ALIGNS.map((align) => ({ value: align, label: t(`imageTemplatesAdmin.align.${align}`) }))}
          onChange={(align) => set('align', (align as ImageTemplateTextLayer['align'] | undefined) ?? 'left')}
          error={errors.align}
        />
        <NumberField
          label={t('imageTemplatesAdmin.layer.maxLines')}
          integer
          value={layer.maxLines}
          onChange={(maxLines) => set('maxLines', maxLines as number)}
          error={errors.maxLines}
        />
      </div>
    </>
  );
}

function ImageLayerFields({ layer, onChange, errors }: FieldsProps<ImageTemplateImageLayer>) {
  const set = <K extends keyof ImageTemplateImageLayer>(field: K, value: ImageTemplateImageLayer[K]) => onChange({ ...layer, [field]: value });
  return (
    <>
      <div className="it-layer__row">
        <SelectField
          label={t('imageTemplatesAdmin.layer.source')}
          value={layer.source}
          options={IMAGE_SOURCES.map((source) => ({ value: source, label: t(`imageTemplatesAdmin.source.${source}`) }))}
          onChange={(source) => set('source', (source as ImageTemplateImageLayer['source'] | undefined) ?? 'library')}
          error={errors.source}
        />
        <SelectField
          label={t('imageTemplatesAdmin.layer.fit')}
          value={layer.fit}
          options={IMAGE_FITS.map((fit) => ({ value: fit, label: t(`imageTemplatesAdmin.fit.${fit}`) }))}
          onChange={(fit) => set('fit', (fit as ImageTemplateImageLayer['fit'] | undefined) ?? 'cover')}
          error={errors.fit}
        />
      </div>
      {layer.source === 'library' && (
        <LibraryImageChoice legend={t('imageTemplatesAdmin.layer.image')} value={layer.image} onChange={(image) => set('image', image)} error={errors.image} />
      )}
    </>
  );
}

function ShapeLayerFields({ layer, onChange, errors }: FieldsProps<ImageTemplateShapeLayer>) {
  const set = <K extends keyof ImageTemplateShapeLayer>(field: K, value: ImageTemplateShapeLayer[K]) => onChange({ ...layer, [field]: value });
  return (
    <div className="it-layer__row">
      <SelectField
        label={t('imageTemplatesAdmin.layer.shape')}
        value={layer.shape}
        options={SHAPES.map((shape) => ({ value: shape, label: t(`imageTemplatesAdmin.shape.${shape}`) }))}
        onChange={(shape) => set('shape', (shape as ImageTemplateShapeLayer['shape'] | undefined) ?? 'rectangle')}
        error={errors.shape}
      />
      <ColorField label={t('imageTemplatesAdmin.layer.fill')} value={layer.color} onChange={(color) => set('color', color)} error={errors.color} />
      {layer.shape === 'rectangle' && (
        <NumberField
          label={t('imageTemplatesAdmin.layer.radius')}
          integer
          unit={t('imageTemplatesAdmin.unit.px')}
          value={layer.radius}
          onChange={(radius) => set('radius', radius as number)}
          error={errors.radius}
        />
      )}
      <NumberField
        label={t('imageTemplatesAdmin.layer.opacity')}
        integer
        unit={t('imageTemplatesAdmin.unit.percent')}
        value={Number.isFinite(layer.opacity) ? Math.round(layer.opacity * 100) : undefined}
        onChange={(percent) => set('opacity', percent === undefined ? 1 : percent / 100)}
        error={errors.opacity}
      />
    </div>
  );
}
