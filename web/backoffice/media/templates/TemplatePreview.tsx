/**
 * The live preview of an image template: the shared renderer's SVG of the editor's draft, at the
 * template's aspect ratio, with a product of the catalogue as sample data (and the first branch
 * for `{branch.name}`), and "Als Bild speichern": the same drawing at full size as a PNG into the
 * image library (../../data/image-upload.ts, the library's own upload flow).
 *
 * The SVG is put into the page as markup: the renderer escapes every text, so a product's name
 * cannot add any. The fonts' stylesheets of the families in use are linked into the page, so the
 * preview shows the web fonts too.
 */
import { useEffect, useId, useMemo, useRef, useState, type PointerEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { renderTemplateSvg, type RenderableTemplate, type TemplateData } from '#shared/image-templates/render-svg.ts';
import type { Product } from '#shared/schemas/catalogue.ts';
import { Button } from '../../../common/ui';
import { branchesApi } from '../../branches/api';
import { productsApi } from '../../catalogue/api';
import { SelectField, TextField } from '../../data/fields';
import { useDebouncedValue } from '../../data/hooks';
import { useImageUploads } from '../../data/image-upload';
import { configApi } from '../../settings/api';
import { t } from '../../i18n';
import { previewImageUrl, renderTemplatePng, templateStylesheets } from './template-images';

export interface TemplatePreviewProps {
  template: RenderableTemplate;
  templateName: string;
  /** Saving as an image needs the right to create library images. */
  canExport: boolean;
  /**
   * Moves a layer dragged in the preview (for the pointer; the layer's x and y fields are the
   * keyboard path). Without it the preview only shows.
   */
  onMoveLayer?: (index: number, x: number, y: number) => void;
}

/** Session storage key of the sample product's id. */
const SAMPLE_KEY = 'imageTemplates.sampleProduct';

/** Links each stylesheet into the document once (they stay for the session: the same few families). */
function useStylesheets(urls: readonly string[]) {
  const key = urls.join('\n');
  useEffect(() => {
    for (const url of key ? key.split('\n') : []) {
      if (document.head.querySelector(`link[data-template-font="${CSS.escape(url)}"]`)) continue;
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = url;
      link.dataset.templateFont = url;
      document.head.append(link);
    }
  }, [key]);
}

/** Numbers a draft may hold while typing (NaN, undefined) drawn as nothing rather than breaking the preview. */
function drawable(template: RenderableTemplate): RenderableTemplate {
  const size = (value: number) => (Number.isFinite(value) && value > 0 ? Math.min(value, 20_000) : 1);
  return { ...template, width: size(template.width), height: size(template.height), layers: template.layers ?? [] };
}

export function TemplatePreview({ template, templateName, canExport, onMoveLayer }: TemplatePreviewProps) {
  const headingId = useId();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed);
  const products = productsApi.usePages({ search, sort: 'name' });
  const offered = products.data?.pages.flatMap((page) => page.rows) ?? [];
  // The sample stays chosen across templates and after saving a new one (its page is mounted anew).
  const [productId, setProductId] = useState<string | undefined>(() => sessionStorage.getItem(SAMPLE_KEY) ?? undefined);
  const chosen = productsApi.useRecord(productId);
  const product: Product | undefined = chosen.data;
  // A product deleted since it was chosen: back to none.
  useEffect(() => {
    if (chosen.isError) {
      setProductId(undefined);
      sessionStorage.removeItem(SAMPLE_KEY);
    }
  }, [chosen.isError]);
  const chooseProduct = (id: string | undefined) => {
    setProductId(id);
    if (id) sessionStorage.setItem(SAMPLE_KEY, id);
    else sessionStorage.removeItem(SAMPLE_KEY);
  };
  const branch = branchesApi.useAll().data?.[0];
  const config = useQuery({
    queryKey: configApi.queryKey,
    queryFn: ({ signal }) => configApi.load(signal),
    meta: { errorMessage: configApi.messages.loadFailed },
  });
  const currency = config.data?.currency || 'EUR';

  const shown = useMemo(() => drawable(template), [template]);
  const data: TemplateData = useMemo(() => ({ product, branch, currency }), [product, branch, currency]);
  const svg = useMemo(() => renderTemplateSvg(shown, data, previewImageUrl), [shown, data]);
  useStylesheets(templateStylesheets(shown));

  const drag = useLayerDrag(shown, onMoveLayer);
  const options = product && !offered.some((row) => row.id === product.id) ? [product, ...offered] : offered;

  return (
    <section className="it-preview" aria-labelledby={headingId}>
      <h2 id={headingId} className="it-preview__heading">
        {t('imageTemplatesAdmin.preview.heading')}
      </h2>
      <div
        className={onMoveLayer ? 'it-preview__canvas is-movable' : 'it-preview__canvas'}
        {...drag}
        style={{ aspectRatio: `${shown.width} / ${shown.height}`, width: `min(100%, calc(70vh * ${shown.width / shown.height}))` }}
        role="img"
        aria-label={product ? t('imageTemplatesAdmin.preview.label', { product: product.name }) : t('imageTemplatesAdmin.preview.labelPlain')}
        data-testid="template-preview"
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <p className="bo-field__help">{t('imageTemplatesAdmin.preview.help')}</p>
      <div className="it-preview__sample">
        <TextField label={t('imageTemplatesAdmin.preview.productSearch')} type="search" value={typed} onChange={setTyped} />
        <SelectField
          label={t('imageTemplatesAdmin.preview.product')}
          value={productId}
          emptyLabel={t('imageTemplatesAdmin.preview.noProduct')}
          options={options.map((row) => ({ value: row.id, label: row.name }))}
          onChange={chooseProduct}
        />
      </div>
      {canExport && (
        <ExportButton
          template={shown}
          data={data}
          name={product ? t('imageTemplatesAdmin.export.fileName', { template: templateName, product: product.name }) : templateName}
        />
      )}
    </section>
  );
}

/**
 * Dragging a layer of the preview: the pointer's way in screen pixels, scaled to the template's
 * pixels, moves the layer under it (the topmost at that point, as drawn). The SVG is replaced on
 * every change, so the drag is tracked on the frame around it.
 */
function useLayerDrag(template: RenderableTemplate, onMoveLayer: TemplatePreviewProps['onMoveLayer']) {
  const start = useRef<{ index: number; pointerX: number; pointerY: number; x: number; y: number; scale: number } | null>(null);
  if (!onMoveLayer) return {};
  return {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      const target = (event.target as Element).closest('[data-layer]');
      const index = Number(target?.getAttribute('data-layer'));
      const layer = Number.isInteger(index) ? template.layers[index] : undefined;
      if (!layer || event.button !== 0) return;
      const frame = event.currentTarget.getBoundingClientRect();
      start.current = { index, pointerX: event.clientX, pointerY: event.clientY, x: layer.x, y: layer.y, scale: template.width / frame.width };
      event.currentTarget.setPointerCapture(event.pointerId);
      event.preventDefault();
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      const drag = start.current;
      if (!drag) return;
      const x = Math.round(drag.x + (event.clientX - drag.pointerX) * drag.scale);
      const y = Math.round(drag.y + (event.clientY - drag.pointerY) * drag.scale);
      onMoveLayer(drag.index, x, y);
    },
    onPointerUp: () => {
      start.current = null;
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}

function ExportButton({ template, data, name }: { template: RenderableTemplate; data: TemplateData; name: string }) {
  const [rendering, setRendering] = useState(false);
  const [renderFailed, setRenderFailed] = useState(false);
  const uploads = useImageUploads();
  const last = uploads.items.at(-1);
  const busy = rendering || uploads.busy;

  const save = async () => {
    setRendering(true);
    setRenderFailed(false);
    try {
      const png = await renderTemplatePng(template, data);
      const fileName = `${name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'bildvorlage'}.png`;
      uploads.add([new File([png], fileName, { type: 'image/png' })]);
    } catch {
      setRenderFailed(true);
    } finally {
      setRendering(false);
    }
  };

  let status = '';
  if (rendering) status = t('imageTemplatesAdmin.export.rendering');
  else if (renderFailed) status = t('imageTemplatesAdmin.export.renderFailed');
  else if (last?.phase === 'waiting' || last?.phase === 'uploading') status = t('imageTemplatesAdmin.export.uploading');
  else if (last?.phase === 'processing') status = t('imageTemplatesAdmin.export.processing');
  else if (last?.phase === 'ready') status = t('imageTemplatesAdmin.export.done', { name: last.image?.name ?? last.fileName });
  else if (last?.phase === 'refused') status = last.message ?? t('imageTemplatesAdmin.export.renderFailed');

  return (
    <div className="it-export">
      <Button variant="secondary" onClick={() => void save()} disabled={busy}>
        {t('imageTemplatesAdmin.export.button')}
      </Button>
      <p className="bo-field__help">{t('imageTemplatesAdmin.export.help')}</p>
      <p
        className={last?.phase === 'refused' || renderFailed ? 'it-export__status is-error' : 'it-export__status'}
        role="status"
        data-phase={rendering ? 'rendering' : last?.phase}
      >
        {status}
      </p>
      {last?.phase === 'ready' && last.image && <Link to={`/images/${last.image.id}`}>{t('imageTemplatesAdmin.export.open')}</Link>}
    </div>
  );
}
