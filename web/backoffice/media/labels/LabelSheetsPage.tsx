/**
 * /backend/labels — price labels on A4 label sheets (backoffice.md §9): choose products (search,
 * menu and category filter, checkboxes), how many labels of each, the sheet format (Kompakt 12 × 4,
 * Detail 5 × 2), the first free label of a half-used sheet, a QR code to a branch's store page and
 * cut guides; a preview of the first sheet drawn from the same label positions as the PDF, and the
 * PDF to download or print.
 *
 * The PDF module (jsPDF) loads only when a PDF is made (dynamic import), so neither this screen's
 * first load nor any other screen downloads it. "Drucken" opens the PDF in the browser's own PDF
 * viewer in a new tab (its print dialog keeps the actual size when asked to); a blocked pop-up
 * falls back to the download.
 *
 * Who sees it: administrators and employees (everyone who may read products; printing labels is
 * counter work). Employees choose among the branches they see.
 */
import { useId, useMemo, useState } from 'react';
import { Button, ErrorState, Loading } from '../../../common/ui';
import { useDocumentTitle } from '../../../common/document';
import {
  SHEET_FORMATS,
  SHEET_FORMAT_IDS,
  fitText,
  labelPositions,
  labelsPerSheet,
  pageSize,
  sheetCount,
  storePageUrl,
  labelContent,
  type LabelContent,
  type SheetFormat,
  type SheetFormatId,
} from '#shared/labels/index.ts';
import type { Branch } from '#shared/schemas/branch.ts';
import type { Category, Menu, Product } from '#shared/schemas/catalogue.ts';
import { CheckboxField, Fieldset, NumberField, SelectField, TextField } from '../../data/fields';
import { categoriesApi, menusApi, productsApi } from '../../catalogue/api';
import { branchesApi } from '../../branches/api';
import { t } from '../../i18n';
import { categoryOptions, filterProducts, isValidAmount, printRun, setAmount, toggleChoice, type ChosenProduct } from './label-selection';
import './labels.css';

export default function LabelSheetsPage() {
  const title = t('labelSheetsAdmin.title');
  useDocumentTitle(title);
  const products = productsApi.useAll();
  const menus = menusApi.useAll();
  const categories = categoriesApi.useAll();
  const branches = branchesApi.useAll();
  const queries = [products, menus, categories, branches];
  const headingId = useId();

  let body;
  if (queries.some((query) => query.isError)) {
    body = (
      <ErrorState
        message={t('labelSheetsAdmin.loadFailed')}
        onRetry={() => queries.filter((query) => query.isError).forEach((query) => void query.refetch())}
      />
    );
  } else if (!products.data || !menus.data || !categories.data || !branches.data) {
    body = <Loading />;
  } else {
    body = <LabelSheetsForm products={products.data} menus={menus.data} categories={categories.data} branches={branches.data} />;
  }
  return (
    <section className="bo-labels" aria-labelledby={headingId}>
      <h1 id={headingId} className="bo-page-title">
        {title}
      </h1>
      <p className="bo-labels__intro">{t('labelSheetsAdmin.intro')}</p>
      {body}
    </section>
  );
}

interface Lists {
  products: Product[];
  menus: Menu[];
  categories: Category[];
  branches: Branch[];
}

function LabelSheetsForm({ products, menus, categories, branches }: Lists) {
  const [search, setSearch] = useState('');
  const [menuId, setMenuId] = useState<string>();
  const [categoryId, setCategoryId] = useState<string>();
  const [chosen, setChosen] = useState<ChosenProduct[]>([]);
  const [formatId, setFormatId] = useState<SheetFormatId>('compact');
  const [start, setStart] = useState<number | undefined>(1);
  const [withQr, setWithQr] = useState(false);
  const [branchId, setBranchId] = useState<string | undefined>(branches[0]?.id);
  const [cutGuides, setCutGuides] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const format = SHEET_FORMATS[formatId];
  const perSheet = labelsPerSheet(format);
  const startValid = start !== undefined && Number.isInteger(start) && start >= 1 && start <= perSheet;
  const skip = startValid ? start - 1 : 0;
  const branch = branches.find((candidate) => candidate.id === branchId);
  const qrUrl = withQr && branch ? storePageUrl(window.location.origin, branch.identifier) : null;
  const productById = useMemo(() => new Map(products.map((product) => [product.id, product])), [products]);
  const shown = useMemo(() => filterProducts(products, menus, { search, menuId, categoryId }), [products, menus, search, menuId, categoryId]);
  const categoryChoices = useMemo(() => categoryOptions(menus, categories, menuId), [menus, categories, menuId]);
  const run = useMemo(() => printRun(chosen, products, qrUrl), [chosen, products, qrUrl]);
  const sheets = sheetCount(format, run.length, skip);
  const amountsValid = chosen.every((entry) => isValidAmount(entry.amount));
  const branchMissing = withQr && !branch;
  const ready = run.length > 0 && amountsValid && startValid && !branchMissing && !busy;

  const makePdf = async (): Promise<Blob | null> => {
    setBusy(true);
    setFailure(undefined);
    try {
      const { createLabelPdf } = await import('./label-pdf');
      const bytes = createLabelPdf(run, { format, skip, cutGuides, title: t('labelSheetsAdmin.pdfTitle') });
      return new Blob([bytes], { type: 'application/pdf' });
    } catch {
      setFailure(t('labelSheetsAdmin.pdfFailed'));
      return null;
    } finally {
      setBusy(false);
    }
  };

  const download = (blob: Blob) => {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `${t('labelSheetsAdmin.fileName')}-${format.id}.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };

  const onDownload = async () => {
    const blob = await makePdf();
    if (blob) download(blob);
  };

  const onPrint = async () => {
    const blob = await makePdf();
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    if (!window.open(url, '_blank')) download(blob);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };

  return (
    <div className="bo-labels__layout">
      <div className="bo-labels__products">
        <Fieldset legend={t('labelSheetsAdmin.products')}>
          <div className="bo-labels__filters bo-fieldset__wide">
            <TextField label={t('labelSheetsAdmin.search')} type="search" value={search} onChange={setSearch} />
            <SelectField
              label={t('labelSheetsAdmin.menu')}
              value={menuId}
              onChange={(value) => {
                setMenuId(value);
                setCategoryId(undefined);
              }}
              options={menus.map((menu) => ({ value: menu.id, label: menu.name }))}
              emptyLabel={t('labelSheetsAdmin.allMenus')}
            />
            <SelectField
              label={t('labelSheetsAdmin.category')}
              value={categoryId}
              onChange={setCategoryId}
              options={categoryChoices.map((category) => ({ value: category.id, label: category.name }))}
              emptyLabel={t('labelSheetsAdmin.allCategories')}
            />
          </div>
          {shown.length === 0 ? (
            <p className="bo-list__empty bo-fieldset__wide">{t('labelSheetsAdmin.noProducts')}</p>
          ) : (
            <ul className="bo-labels__list bo-fieldset__wide" data-testid="label-products">
              {shown.map((product) => (
                <li key={product.id}>
                  <CheckboxField
                    label={product.name}
                    help={labelContent(product).price}
                    checked={chosen.some((entry) => entry.id === product.id)}
                    onChange={(selected) => setChosen((current) => toggleChoice(current, product.id, selected))}
                  />
                </li>
              ))}
            </ul>
          )}
        </Fieldset>
      </div>

      <div className="bo-labels__side">
        <Fieldset legend={t('labelSheetsAdmin.settings')}>
          {chosen.length === 0 ? (
            <p className="bo-field__help bo-fieldset__wide">{t('labelSheetsAdmin.noSelection')}</p>
          ) : (
            <ul className="bo-labels__chosen bo-fieldset__wide">
              {chosen.map((entry) => (
                <li key={entry.id}>
                  <NumberField
                    label={t('labelSheetsAdmin.amount', { name: productById.get(entry.id)?.name ?? '' })}
                    integer
                    value={entry.amount}
                    onChange={(amount) => setChosen((current) => setAmount(current, entry.id, amount))}
                    error={isValidAmount(entry.amount) ? undefined : t('labelSheetsAdmin.amountInvalid')}
                  />
                </li>
              ))}
            </ul>
          )}
          <SelectField
            label={t('labelSheetsAdmin.format')}
            value={formatId}
            onChange={(value) => value && setFormatId(value as SheetFormatId)}
            options={SHEET_FORMAT_IDS.map((id) => ({ value: id, label: t(`labelSheetsAdmin.format.${id}`) }))}
          />
          <NumberField
            label={t('labelSheetsAdmin.start')}
            help={t('labelSheetsAdmin.startHelp', { max: perSheet })}
            integer
            value={start}
            onChange={setStart}
            error={startValid ? undefined : t('labelSheetsAdmin.startInvalid', { max: perSheet })}
          />
          <CheckboxField label={t('labelSheetsAdmin.qr')} help={t('labelSheetsAdmin.qrHelp')} checked={withQr} onChange={setWithQr} />
          {withQr && (
            <SelectField
              label={t('labelSheetsAdmin.branch')}
              required
              value={branchId}
              onChange={setBranchId}
              options={branches.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
              error={branchMissing ? t('labelSheetsAdmin.branchRequired') : undefined}
            />
          )}
          <CheckboxField label={t('labelSheetsAdmin.cutGuides')} help={t('labelSheetsAdmin.cutGuidesHelp')} checked={cutGuides} onChange={setCutGuides} />
          <div className="bo-labels__actions bo-fieldset__wide">
            <p className="bo-list__count" aria-live="polite">
              {t('labelSheetsAdmin.selectedCount', { count: run.length, sheets })}
            </p>
            <Button onClick={() => void onDownload()} disabled={!ready}>
              {t('labelSheetsAdmin.download')}
            </Button>
            <Button variant="secondary" onClick={() => void onPrint()} disabled={!ready}>
              {t('labelSheetsAdmin.print')}
            </Button>
          </div>
          {busy && (
            <p role="status" className="bo-field__help bo-fieldset__wide">
              {t('labelSheetsAdmin.generating')}
            </p>
          )}
          {failure && (
            <p role="alert" className="bo-notice bo-notice--error bo-fieldset__wide">
              {failure}
            </p>
          )}
        </Fieldset>
        <SheetPreview format={format} contents={run} skip={skip} sheets={Math.max(sheets, 1)} start={skip + 1} />
      </div>
    </div>
  );
}

/** An approximation of Helvetica's widths for the preview: the PDF measures exactly. */
const previewMeasure = (text: string, size: number) => text.length * size * 0.55;

/** The first sheet as SVG in points, from the same label positions as the PDF. */
function SheetPreview({
  format,
  contents,
  skip,
  sheets,
  start,
}: {
  format: SheetFormat;
  contents: LabelContent[];
  skip: number;
  sheets: number;
  start: number;
}) {
  const page = pageSize(format);
  const slots = labelPositions(format);
  const placed = labelPositions(format, { count: contents.length, skip }).filter((place) => place.page === 0);
  const compact = format.id === 'compact';
  const padding = compact ? 5.7 : 11.3;
  const sizes = compact ? { name: 8, price: 12, small: 5.5 } : { name: 14, price: 26, small: 9 };
  const headingId = useId();
  return (
    <figure className="bo-labels__preview" aria-labelledby={headingId}>
      <figcaption id={headingId}>
        <strong>{t('labelSheetsAdmin.preview')}</strong> {t('labelSheetsAdmin.previewDescription', { sheets, start })}
      </figcaption>
      <svg viewBox={`0 0 ${page.width} ${page.height}`} role="img" aria-labelledby={headingId} data-testid="label-preview">
        <rect x={0} y={0} width={page.width} height={page.height} className="bo-labels__page" />
        {slots.map((slot) => (
          <rect key={slot.slot} x={slot.x} y={slot.y} width={slot.width} height={slot.height} rx={4} className="bo-labels__slot" />
        ))}
        {placed.map((place, index) => {
          const content = contents[index];
          const qrSize = content.qrUrl ? Math.min(place.height - 2 * padding, compact ? 39.7 : 85) : 0;
          const width = place.width - 2 * padding - (qrSize ? qrSize + padding : 0);
          const name = fitText(content.name, width, previewMeasure, { maxSize: sizes.name, minSize: sizes.name * 0.7 });
          const price = fitText(content.price, width, previewMeasure, { maxSize: sizes.price, minSize: sizes.price * 0.5 });
          const x = place.x + padding;
          const y = place.y + padding;
          return (
            <g key={`${place.page}-${place.slot}`} data-testid="label-preview-label">
              <rect x={place.x} y={place.y} width={place.width} height={place.height} rx={4} className="bo-labels__label" />
              <text x={x} y={y + name.fontSize} fontSize={name.fontSize} fontWeight="bold">
                {name.text}
              </text>
              <text x={x} y={y + name.fontSize + 2 + price.fontSize} fontSize={price.fontSize} fontWeight="bold">
                {price.text}
              </text>
              {[content.basePriceLine, content.allergens]
                .filter((line): line is string => Boolean(line))
                .map((line, lineIndex) => (
                  <text key={line} x={x} y={y + name.fontSize + price.fontSize + 4 + (lineIndex + 1) * (sizes.small + 1.5)} fontSize={sizes.small}>
                    {fitText(line, width, previewMeasure, { maxSize: sizes.small, minSize: sizes.small * 0.7 }).text}
                  </text>
                ))}
              {qrSize > 0 && (
                <rect
                  x={place.x + place.width - padding - qrSize}
                  y={place.y + (place.height - qrSize) / 2}
                  width={qrSize}
                  height={qrSize}
                  className="bo-labels__qr"
                />
              )}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
