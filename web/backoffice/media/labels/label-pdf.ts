/**
 * The PDF of a label print run: one A4 page per sheet, each label drawn at the place
 * shared/labels/formats.ts computes, so the print lines up with the sheet's die-cut labels when
 * printed at actual size (100 %, no fit to page).
 *
 * Library: jsPDF. Chosen because it is actively maintained, runs in the browser (no server round
 * trip, nothing uploaded), and draws text and vector shapes at exact point positions. This module
 * is only ever loaded with a dynamic import from the label screen, so no other screen downloads it.
 *
 * Text uses the PDF standard font Helvetica (no font file embedded). jsPDF writes standard fonts in
 * WinAnsi encoding, which holds the euro sign, the umlauts, ß, the no-break space of prices and '…'.
 *
 * A label: the name (bold, fitted to the width, cut with '…'), the price large and bold, the
 * Grundpreis line, the allergen codes, and optionally a QR code at the right, drawn as vector
 * squares from the `qr` package's module matrix (no bitmap: sharp at every printer resolution).
 * Optional thin cut guides (the label outlines) for paper without die-cuts.
 */
import { jsPDF } from 'jspdf';
import encodeQR from 'qr';
import { fitText, labelPositions, wrapText, mmToPt, pageSize, type LabelContent, type Rect, type SheetFormat } from '#shared/labels/index.ts';

export interface LabelPdfOptions {
  format: SheetFormat;
  /** Places already used on the first sheet. */
  skip: number;
  cutGuides: boolean;
  /** The document title in the PDF's properties. */
  title: string;
}

interface LabelStyle {
  paddingMm: number;
  /** The QR code's edge length, at most the label's height minus the padding. */
  qrMm: number;
  name: { max: number; min: number };
  /** Lines the name may take before it is made smaller (then cut). */
  nameLines: number;
  price: { max: number; min: number };
  small: { max: number; min: number };
  gap: number;
}

const STYLES: Record<SheetFormat['id'], LabelStyle> = {
  compact: { paddingMm: 2, qrMm: 14, name: { max: 9, min: 6 }, nameLines: 1, price: { max: 14, min: 7 }, small: { max: 6.5, min: 4.5 }, gap: 2 },
  detail: { paddingMm: 4, qrMm: 30, name: { max: 16, min: 9 }, nameLines: 2, price: { max: 30, min: 12 }, small: { max: 10, min: 7 }, gap: 6 },
};

type Pdf = InstanceType<typeof jsPDF>;

function measureWith(pdf: Pdf, style: 'normal' | 'bold') {
  return (text: string, size: number) => {
    pdf.setFont('helvetica', style);
    return (pdf.getStringUnitWidth(text) * size) / pdf.internal.scaleFactor;
  };
}

function drawLine(pdf: Pdf, text: string, x: number, y: number, width: number, style: 'normal' | 'bold', sizes: { max: number; min: number }): number {
  const fitted = fitText(text, width, measureWith(pdf, style), { maxSize: sizes.max, minSize: sizes.min });
  pdf.setFont('helvetica', style);
  pdf.setFontSize(fitted.fontSize);
  pdf.text(fitted.text, x, y, { baseline: 'top' });
  return fitted.fontSize;
}

/** The dark modules of a QR code as horizontal runs, so a row is a few rectangles. */
function drawQr(pdf: Pdf, matrix: boolean[][], x: number, y: number, size: number) {
  const module = size / matrix.length;
  matrix.forEach((row, rowIndex) => {
    let start = -1;
    row.forEach((dark, column) => {
      if (dark && start < 0) start = column;
      if ((!dark || column === row.length - 1) && start >= 0) {
        const end = dark ? column + 1 : column;
        pdf.rect(x + start * module, y + rowIndex * module, (end - start) * module, module, 'F');
        start = -1;
      }
    });
  });
}

function drawLabel(pdf: Pdf, content: LabelContent, rect: Rect, style: LabelStyle, qr: boolean[][] | null) {
  const padding = mmToPt(style.paddingMm);
  const qrSize = qr ? Math.min(mmToPt(style.qrMm), rect.height - 2 * padding) : 0;
  const textWidth = rect.width - 2 * padding - (qr ? qrSize + padding : 0);
  const x = rect.x + padding;
  let y = rect.y + padding;
  pdf.setTextColor(0);
  const measureBold = measureWith(pdf, 'bold');
  if (style.nameLines > 1 && measureBold(content.name, style.name.max) > textWidth) {
    pdf.setFont('helvetica', 'bold');
    pdf.setFontSize(style.name.max);
    for (const line of wrapText(content.name, textWidth, measureBold, style.name.max, style.nameLines)) {
      pdf.text(line, x, y, { baseline: 'top' });
      y += style.name.max * 1.15;
    }
    y += style.gap;
  } else {
    y += drawLine(pdf, content.name, x, y, textWidth, 'bold', style.name) + style.gap;
  }
  y += drawLine(pdf, content.price, x, y, textWidth, 'bold', style.price) + style.gap;
  for (const line of [content.basePriceLine, content.allergens]) {
    if (line) y += drawLine(pdf, line, x, y, textWidth, 'normal', style.small) + style.gap / 2;
  }
  if (qr) {
    pdf.setFillColor('#000000');
    drawQr(pdf, qr, rect.x + rect.width - padding - qrSize, rect.y + (rect.height - qrSize) / 2, qrSize);
  }
}

/** The PDF of `contents` (one label each, in order) as bytes. */
export function createLabelPdf(contents: readonly LabelContent[], options: LabelPdfOptions): ArrayBuffer {
  const { format } = options;
  const size = pageSize(format);
  const pdf = new jsPDF({ unit: 'pt', format: [size.width, size.height], orientation: 'portrait', compress: true });
  pdf.setProperties({ title: options.title });
  const style = STYLES[format.id];
  const qrCodes = new Map<string, boolean[][]>();
  const qrOf = (url: string | null) => {
    if (!url) return null;
    let matrix = qrCodes.get(url);
    if (!matrix) {
      matrix = encodeQR(url, 'raw', { ecc: 'medium', border: 1 });
      qrCodes.set(url, matrix);
    }
    return matrix;
  };

  let currentPage = 0;
  for (const [index, place] of labelPositions(format, { count: contents.length, skip: options.skip }).entries()) {
    while (currentPage < place.page) {
      pdf.addPage([size.width, size.height], 'portrait');
      currentPage += 1;
    }
    if (options.cutGuides) {
      pdf.setDrawColor(170);
      pdf.setLineWidth(0.25);
      pdf.rect(place.x, place.y, place.width, place.height, 'S');
    }
    drawLabel(pdf, contents[index], place, style, qrOf(contents[index].qrUrl));
  }
  return pdf.output('arraybuffer');
}
