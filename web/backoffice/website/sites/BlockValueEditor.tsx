/**
 * The value form of one page block, per block type, writing the shapes the storefront reads
 * (shared/content/blocks.ts): rich texts, images from the library, a form node, the links and the
 * image gallery of the hero slider, the points of the accordion, the embed addresses of the map and
 * the social feed (checked against the providers of shared/web/embeds.ts, the ones the storefront
 * may frame).
 * Team and hero map have nothing to set; a note says what they show.
 */
import type { ReactNode } from 'react';
import type { ImageRef } from '#shared/schemas/common.ts';
import { cssColour } from '#shared/content/blocks.ts';
import { embedUrl, type EmbedKind } from '#shared/web/embeds.ts';
import { CheckboxField, Field, NumberField, SelectField, TextField } from '../../data/fields';
import { ImagePicker } from '../../data/ImagePicker';
import { ItemList } from '../../data/ItemList';
import { RichTextField } from '../../data/RichTextField';
import type { FieldErrors } from '../../data/record-form';
import { t } from '../../i18n';
import { branchesApi } from '../../branches/api';
import { nodesApi, sitesApi } from '../api';
import { OffersProducts } from './OffersProducts';
import type { BlockValue, SiteBlock } from './site-blocks';

export interface BlockValueEditorProps {
  block: SiteBlock;
  onChange: (value: BlockValue) => void;
  /** The server's messages of this block's value, keyed relative to it ('text', 'points.0.headline'). */
  errors: FieldErrors;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const obj = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const refIdOf = (value: unknown): string | undefined => {
  const id = obj(value).id;
  return typeof id === 'string' && id ? id : undefined;
};
const images = (value: unknown): ImageRef[] => (Array.isArray(value) ? value : value ? [value] : []) as ImageRef[];

export function BlockValueEditor({ block, onChange, errors }: BlockValueEditorProps) {
  const value = block.value;
  const set = (field: string, next: unknown) => onChange({ ...value, [field]: next });
  const text = (label = t('websiteAdmin.field.text')) => (
    <RichTextField label={label} value={str(value.text)} onChange={(html) => set('text', html)} error={errors.text} />
  );
  const singleImage = (
    <ImagePicker
      legend={t('websiteAdmin.field.image')}
      value={images(value.image)}
      max={1}
      onChange={(chosen) => {
        const { image: _previous, ...rest } = value;
        onChange(chosen[0] ? { ...rest, image: chosen[0] } : rest);
      }}
      error={errors.image}
    />
  );

  switch (block.type) {
    case 'text':
    case 'privacy':
      return text();
    case 'team':
      return <p className="ws-note">{t('websiteAdmin.block.team.note')}</p>;
    case 'heroMap':
      return <p className="ws-note">{t('websiteAdmin.block.heroMap.note')}</p>;
    case 'hero':
      return (
        <>
          {text()}
          <HeroBranch value={refIdOf(value.branch)} onChange={(id) => set('branch', id ? { id } : undefined)} />
          {singleImage}
          {list(value.files).length > 0 && (
            <p className="bo-field__help">
              {t('websiteAdmin.block.hero.filesKept', {
                names: list(value.files)
                  .map((file) => str(obj(file).name) || str(obj(file).id))
                  .join(', '),
              })}
            </p>
          )}
        </>
      );
    case 'offers':
      return (
        <>
          <TextField
            label={t('websiteAdmin.block.offers.title')}
            maxLength={200}
            value={str(value.title)}
            onChange={(title) => set('title', title)}
            error={errors.title}
          />
          {text()}
          <OffersProducts
            value={list(value.products)
              .map(refIdOf)
              .filter((id): id is string => Boolean(id))}
            onChange={(ids) =>
              set(
                'products',
                ids.map((id) => ({ id })),
              )
            }
          />
        </>
      );
    case 'form':
      return <FormChoice value={refIdOf(value.form)} onChange={(id) => set('form', id ? { id } : undefined)} error={errors.form ?? errors['form.id']} />;
    case 'formText':
      return (
        <>
          <FormChoice value={refIdOf(value.form)} onChange={(id) => set('form', id ? { id } : undefined)} error={errors.form ?? errors['form.id']} />
          {text()}
          {singleImage}
        </>
      );
    case 'socialMedia':
      return <SocialMedia value={value} onChange={onChange} errors={errors} text={text()} />;
    case 'heroSlider':
      return (
        <>
          {text()}
          <SliderLinks value={list(value.links)} onChange={(links) => set('links', links)} />
          <Slider value={obj(value.slider)} onChange={(slider) => set('slider', slider)} errors={errors} />
        </>
      );
    case 'bulletPoints':
      return <BulletPoints value={list(value.points)} onChange={(points) => set('points', points)} />;
    case 'map':
      return (
        <EmbedAddress
          kind="map"
          label={t('websiteAdmin.block.map.iframe')}
          help={t('websiteAdmin.block.map.iframeHelp')}
          invalid={t('websiteAdmin.block.map.invalid')}
          value={str(value.iframe)}
          onChange={(iframe) => set('iframe', iframe)}
          error={errors.iframe}
        />
      );
  }
}

/** A list inside a block, named by its legend. */
function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="bo-fieldset ws-group">
      <legend className="bo-fieldset__legend">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The public form a block shows (form nodes, Inhalte › Formular). */
function FormChoice({ value, onChange, error }: { value: string | undefined; onChange: (id: string | undefined) => void; error?: string }) {
  const nodes = nodesApi.useAll();
  const forms = (nodes.data ?? []).filter((node) => node.type === 'form');
  return (
    <SelectField
      label={t('websiteAdmin.block.form')}
      help={t('websiteAdmin.block.formHelp')}
      value={value}
      emptyLabel={t('websiteAdmin.block.noForm')}
      options={forms.map((node) => ({ value: node.id, label: node.type === 'form' ? node.content.name : node.id }))}
      onChange={onChange}
      error={error ?? (nodes.isError ? nodes.error.message : undefined)}
    />
  );
}

function HeroBranch({ value, onChange }: { value: string | undefined; onChange: (id: string | undefined) => void }) {
  const branches = branchesApi.useAll();
  return (
    <SelectField
      label={t('websiteAdmin.block.hero.branch')}
      help={t('websiteAdmin.block.hero.branchHelp')}
      value={value}
      emptyLabel={t('websiteAdmin.block.hero.firstBranch')}
      options={(branches.data ?? []).map((branch) => ({ value: branch.id, label: branch.name }))}
      onChange={onChange}
    />
  );
}

/** Text, background colour (the colour input, or none) and the social feed's embed address (shown by the storefront after consent). */
function SocialMedia({ value, onChange, errors, text }: { value: BlockValue; onChange: (value: BlockValue) => void; errors: FieldErrors; text: ReactNode }) {
  const background = cssColour(value.background);
  return (
    <>
      {text}
      <div className="ws-colour">
        <CheckboxField
          label={t('websiteAdmin.block.socialMedia.setBackground')}
          checked={Boolean(background)}
          onChange={(on) => {
            const { background: _previous, ...rest } = value;
            onChange(on ? { ...value, background: '#f5f4f2' } : rest);
          }}
        />
        {background && (
          <Field label={t('websiteAdmin.block.socialMedia.background')} error={errors.background}>
            {({ id, describedBy }) => (
              <input
                id={id}
                type="color"
                value={/^#[0-9a-f]{6}$/i.test(background) ? background : '#f5f4f2'}
                aria-describedby={describedBy}
                onChange={(event) => onChange({ ...value, background: event.target.value })}
              />
            )}
          </Field>
        )}
      </div>
      <EmbedAddress
        kind="feed"
        label={t('websiteAdmin.block.socialMedia.feed')}
        help={t('websiteAdmin.block.socialMedia.feedHelp')}
        invalid={t('websiteAdmin.block.socialMedia.feedInvalid')}
        value={str(value.feed)}
        onChange={(feed) => {
          // The former widget {script, html} goes when the block is edited: the storefront no longer loads it.
          const { feed: _previous, widget: _widget, ...rest } = value;
          onChange(feed ? { ...rest, feed } : rest);
        }}
        error={errors.feed}
      />
    </>
  );
}

type LinkKind = 'site' | 'href' | 'email' | 'phone';
const LINK_KINDS: readonly LinkKind[] = ['site', 'href', 'email', 'phone'];

/** The hero slider's links ({type, label, value, target}, shared/content/fields.ts `linkView`). */
function SliderLinks({ value, onChange }: { value: unknown[]; onChange: (links: unknown[]) => void }) {
  const sites = sitesApi.useAll();
  return (
    <Group legend={t('websiteAdmin.block.heroSlider.links')}>
      <ItemList
        scope="links"
        items={value.map(obj)}
        onChange={onChange}
        create={() => ({ type: 'site', label: '', value: '' })}
        itemLabel={(link, index) =>
          str(link.label)
            ? t('websiteAdmin.block.heroSlider.linkNamed', { label: str(link.label) })
            : t('websiteAdmin.block.heroSlider.link', { position: index + 1 })
        }
        legend={(_link, index) => t('websiteAdmin.block.heroSlider.link', { position: index + 1 })}
        addLabel={t('websiteAdmin.block.heroSlider.addLink')}
        max={20}
        variant="row"
        empty={<p className="bo-items__empty">{t('websiteAdmin.block.heroSlider.linkEmpty')}</p>}
        renderItem={(link, _index, update) => {
          const kind = (LINK_KINDS as readonly string[]).includes(str(link.type)) ? (link.type as LinkKind) : 'href';
          return (
            <div className="ws-grid">
              <SelectField
                label={t('websiteAdmin.block.link.type')}
                value={kind}
                options={LINK_KINDS.map((option) => ({ value: option, label: t(`websiteAdmin.linkKind.${option}`) }))}
                onChange={(type) => update({ ...link, type: type ?? 'site', value: '' })}
              />
              <TextField label={t('websiteAdmin.block.link.label')} maxLength={200} value={str(link.label)} onChange={(label) => update({ ...link, label })} />
              {kind === 'site' ? (
                <SelectField
                  label={t('websiteAdmin.block.link.value')}
                  value={str(link.value) || undefined}
                  emptyLabel={t('websiteAdmin.navigation.choose')}
                  options={(sites.data ?? []).map((site) => ({ value: site.path, label: `${site.name} (${site.path})` }))}
                  onChange={(path) => update({ ...link, value: path ?? '' })}
                />
              ) : (
                <TextField
                  label={t('websiteAdmin.block.link.value')}
                  type={kind === 'email' ? 'email' : kind === 'phone' ? 'tel' : 'url'}
                  maxLength={2000}
                  value={str(link.value)}
                  onChange={(next) => update({ ...link, value: next })}
                />
              )}
              {kind === 'href' && (
                <CheckboxField
                  label={t('websiteAdmin.block.link.newTab')}
                  checked={link.target === '_blank'}
                  onChange={(on) => update({ ...link, target: on ? '_blank' : '_self' })}
                />
              )}
            </div>
          );
        }}
      />
    </Group>
  );
}

/** The slider of a hero slider: images, seconds per image, height in px, a name for screen readers. */
function Slider({ value, onChange, errors }: { value: Record<string, unknown>; onChange: (slider: Record<string, unknown>) => void; errors: FieldErrors }) {
  const number = (field: string) => (typeof value[field] === 'number' ? (value[field] as number) : undefined);
  const setNumber = (field: string, next: number | undefined) => {
    const { [field]: _previous, ...rest } = value;
    onChange(next === undefined || Number.isNaN(next) ? rest : { ...value, [field]: next });
  };
  return (
    <>
      <ImagePicker
        legend={t('websiteAdmin.block.slider.images')}
        value={images(value.images)}
        max={30}
        onChange={(chosen) => onChange({ ...value, images: chosen })}
        error={errors['slider.images']}
      />
      <div className="ws-grid">
        <NumberField
          label={t('websiteAdmin.block.slider.duration')}
          help={t('websiteAdmin.block.slider.durationHelp')}
          unit="s"
          value={number('duration')}
          onChange={(next) => setNumber('duration', next)}
          error={errors['slider.duration']}
        />
        <NumberField
          label={t('websiteAdmin.block.slider.height')}
          help={t('websiteAdmin.block.slider.heightHelp')}
          unit="px"
          integer
          value={number('height')}
          onChange={(next) => setNumber('height', next)}
          error={errors['slider.height']}
        />
        <TextField
          label={t('websiteAdmin.block.slider.label')}
          help={t('websiteAdmin.block.slider.labelHelp')}
          maxLength={200}
          value={str(value.label)}
          onChange={(label) => onChange({ ...value, label })}
        />
      </div>
    </>
  );
}

/** The accordion's points: a headline and a rich text each. */
function BulletPoints({ value, onChange }: { value: unknown[]; onChange: (points: unknown[]) => void }) {
  return (
    <Group legend={t('websiteAdmin.block.bulletPoints.points')}>
      <ItemList
        scope="points"
        items={value.map(obj)}
        onChange={onChange}
        create={() => ({ headline: '', text: '' })}
        itemLabel={(point, index) =>
          str(point.headline)
            ? t('websiteAdmin.block.bulletPoints.pointNamed', { headline: str(point.headline) })
            : t('websiteAdmin.block.bulletPoints.point', { position: index + 1 })
        }
        legend={(point, index) => `${index + 1}. ${str(point.headline)}`}
        addLabel={t('websiteAdmin.block.bulletPoints.add')}
        max={50}
        variant="card"
        empty={<p className="bo-items__empty">{t('websiteAdmin.block.bulletPoints.empty')}</p>}
        renderItem={(point, _index, update) => (
          <>
            <TextField
              label={t('websiteAdmin.block.bulletPoints.headline')}
              maxLength={200}
              value={str(point.headline)}
              onChange={(headline) => update({ ...point, headline })}
            />
            <RichTextField label={t('websiteAdmin.field.text')} value={str(point.text)} onChange={(html) => update({ ...point, text: html })} />
          </>
        )}
      />
    </Group>
  );
}

/**
 * The embed address of the map or the social feed. Decision: the block stores the address only,
 * never HTML; embed code pasted from the service (<iframe src="…">, Instagram's <blockquote>) is
 * cut to its address as it is pasted. Addresses of other services are refused here, since the
 * storefront would not show them (shared/web/embeds.ts).
 */
function EmbedAddress({
  kind,
  label,
  help,
  invalid,
  value,
  onChange,
  error,
}: {
  kind: EmbedKind;
  label: string;
  help: string;
  /** The message naming the allowed services. */
  invalid: string;
  value: string;
  onChange: (address: string) => void;
  error?: string;
}) {
  const refused = value.trim() !== '' && !embedUrl(kind, value);
  return (
    <TextField
      label={label}
      help={help}
      type="url"
      maxLength={5000}
      value={value}
      onChange={(typed) => onChange(/<(iframe|blockquote)/i.test(typed) ? embedUrl(kind, typed) || typed : typed)}
      error={error ?? (refused ? invalid : undefined)}
    />
  );
}
