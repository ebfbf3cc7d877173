/**
 * "PDF herunterladen": the month's time sheet on A4 portrait for the payroll office and the
 * signatures: the shop's name, the employee and the month, the table of ./sheet-table.ts with its
 * week sums (the header repeated on every page), the month's totals, the lines "Unterschrift
 * Mitarbeiter/in" and "Unterschrift Arbeitgeber", and "Seite n von m" at the foot.
 *
 * jsPDF as the label sheets use it (docs/label-sheets.md): loaded with a dynamic import only when
 * a PDF is made; text in the standard font Helvetica, which jsPDF writes in WinAnsi encoding (the
 * umlauts, ß, '…' and '–' are in it). The minus sign U+2212 is not, so the PDF writes '-'.
 */
import { jsPDF } from 'jspdf';
import { monthName } from '#shared/time/format.ts';
import { t } from '../i18n';
import { formatDuration, formatBalance } from './durations';
import { totalLines, type SheetRow, type SheetTable } from './sheet-table';

type Pdf = InstanceType<typeof jsPDF>;

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { left: 36, right: 36, top: 40, bottom: 48 };
const FONT_SIZE = 8;
const LINE = 10;
const PADDING = 2;
const MUTED: [number, number, number] = [110, 110, 110];

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  /** The lines of a day row. */
  day: (row: Extract<SheetRow, { kind: 'day' }>) => string[];
  /** The text of a week row. */
  week?: (row: Extract<SheetRow, { kind: 'week' }>) => string;
}

const minutes = (value: number) => pdfText(formatDuration(value));

const COLUMNS: Column[] = [
  { title: t('timeSheetsAdmin.col.date'), width: 64, align: 'left', day: (row) => [row.day] },
  { title: t('timeSheetsAdmin.col.start'), width: 34, align: 'right', day: (row) => row.starts },
  { title: t('timeSheetsAdmin.col.end'), width: 34, align: 'right', day: (row) => row.ends },
  {
    title: t('timeSheetsAdmin.col.breaks'),
    width: 40,
    align: 'right',
    day: (row) => (row.worked > 0 || row.breaks > 0 ? [minutes(row.breaks)] : []),
    week: (row) => minutes(row.totals.breaks),
  },
  {
    title: t('timeSheetsAdmin.col.worked'),
    width: 48,
    align: 'right',
    day: (row) => (row.worked > 0 ? [minutes(row.worked)] : []),
    week: (row) => minutes(row.totals.worked),
  },
  {
    title: t('timeSheetsAdmin.col.scheduled'),
    width: 40,
    align: 'right',
    day: (row) => [minutes(row.scheduled)],
    week: (row) => minutes(row.totals.scheduled),
  },
  { title: t('timeSheetsAdmin.col.absence'), width: 84, align: 'left', day: (row) => (row.absence ? [row.absence] : []) },
  {
    title: t('timeSheetsAdmin.col.balance'),
    width: 46,
    align: 'right',
    day: (row) => (row.balance === null ? [] : [pdfText(formatBalance(row.balance))]),
    week: (row) => pdfText(formatBalance(row.totals.balance)),
  },
  { title: t('timeSheetsAdmin.col.notes'), width: 0, align: 'left', day: (row) => row.notes },
];
// The notes take what the other columns leave.
COLUMNS.at(-1)!.width = PAGE.width - MARGIN.left - MARGIN.right - COLUMNS.reduce((sum, column) => sum + column.width, 0);

/** WinAnsi has no U+2212: the minus is written as '-'. */
function pdfText(text: string): string {
  return text.replace(/\u2212/g, '-');
}

export interface SheetPdfOptions {
  shopName: string;
  /** 'Erstellt am 28.11.2026'. */
  printedOn: string;
}

export function createSheetPdf(table: SheetTable, options: SheetPdfOptions): ArrayBuffer {
  const pdf = new jsPDF({ unit: 'pt', format: 'a4', orientation: 'portrait' });
  pdf.setProperties({ title: `${t('timeSheetsAdmin.title')} ${table.employee} ${table.month}`, creator: options.shopName });
  let y = drawHeading(pdf, table, options);
  y = drawColumnTitles(pdf, y);

  for (const row of table.rows) {
    const cellLines = cellsOf(pdf, row);
    const height = Math.max(1, ...cellLines.map((lines) => lines.length)) * LINE + PADDING * 2;
    if (y + height > PAGE.height - MARGIN.bottom) {
      pdf.addPage();
      y = drawColumnTitles(pdf, MARGIN.top);
    }
    drawRow(pdf, row, cellLines, y, height);
    y += height;
  }

  // The totals at the left, the two signature lines beside them at the right.
  const lines = totalLines(table);
  const blockHeight = 16 + lines.length * 13;
  y += 14;
  if (y + blockHeight > PAGE.height - MARGIN.bottom) {
    pdf.addPage();
    y = MARGIN.top;
  }
  drawTotals(pdf, lines, y);
  drawSignatures(pdf, y);
  drawPageNumbers(pdf);
  return pdf.output('arraybuffer');
}

function drawHeading(pdf: Pdf, table: SheetTable, options: SheetPdfOptions): number {
  let y = MARGIN.top;
  pdf.setTextColor(0);
  pdf.setFont('helvetica', 'bold');
  pdf.setFontSize(14);
  pdf.text(pdfText(options.shopName), MARGIN.left, y);
  pdf.setFontSize(12);
  y += 20;
  pdf.text(t('timeSheetsAdmin.sheetTitle', { month: monthName(Number(table.from.slice(5, 7))), year: table.from.slice(0, 4) }), MARGIN.left, y);
  pdf.setFont('helvetica', 'normal');
  pdf.setFontSize(10);
  y += 16;
  pdf.text(pdfText(t('timeSheetsAdmin.pdf.employee', { name: table.employee })), MARGIN.left, y);
  pdf.text(t('timeSheetsAdmin.pdf.month', { month: table.month }), MARGIN.left + 260, y);
  pdf.setFontSize(8);
  pdf.setTextColor(...MUTED);
  pdf.text(options.printedOn, PAGE.width - MARGIN.right, MARGIN.top, { align: 'right' });
  pdf.setTextColor(0);
  return y + 12;
}

function drawColumnTitles(pdf: Pdf, top: number): number {
  const height = LINE + PADDING * 2;
  pdf.setFillColor(230, 230, 230);
  pdf.rect(MARGIN.left, top, PAGE.width - MARGIN.left - MARGIN.right, height, 'F');
  pdf.setFont('helvetica', 'bold');
  pdf.setFontSize(FONT_SIZE);
  pdf.setTextColor(0);
  let x = MARGIN.left;
  for (const column of COLUMNS) {
    drawCellText(pdf, [column.title], column, x, top);
    x += column.width;
  }
  return top + height;
}

function cellsOf(pdf: Pdf, row: SheetRow): string[][] {
  pdf.setFont('helvetica', row.kind === 'week' ? 'bold' : 'normal');
  pdf.setFontSize(FONT_SIZE);
  if (row.kind === 'week') {
    return COLUMNS.map((column, index) => (index === 0 ? [row.label] : column.week ? [column.week(row)] : []));
  }
  return COLUMNS.map((column) => column.day(row).flatMap((text) => pdf.splitTextToSize(pdfText(text), column.width - PADDING * 2) as string[]));
}

function drawRow(pdf: Pdf, row: SheetRow, cellLines: string[][], top: number, height: number): void {
  const width = PAGE.width - MARGIN.left - MARGIN.right;
  if (row.kind === 'week') {
    pdf.setFillColor(242, 242, 242);
    pdf.rect(MARGIN.left, top, width, height, 'F');
    pdf.setFont('helvetica', 'bold');
    pdf.setFontSize(FONT_SIZE);
    pdf.setTextColor(0);
    // The week's label spans the date and time columns.
    pdf.text(row.label, MARGIN.left + PADDING, top + PADDING + FONT_SIZE);
    let x = MARGIN.left;
    COLUMNS.forEach((column, index) => {
      if (index > 0) drawCellText(pdf, cellLines[index] ?? [], column, x, top);
      x += column.width;
    });
  } else {
    pdf.setFont('helvetica', 'normal');
    pdf.setFontSize(FONT_SIZE);
    if (row.isFuture) pdf.setTextColor(...MUTED);
    else pdf.setTextColor(0);
    let x = MARGIN.left;
    COLUMNS.forEach((column, index) => {
      drawCellText(pdf, cellLines[index] ?? [], column, x, top);
      x += column.width;
    });
  }
  pdf.setTextColor(0);
  pdf.setDrawColor(200, 200, 200);
  pdf.setLineWidth(0.4);
  pdf.line(MARGIN.left, top + height, MARGIN.left + width, top + height);
}

function drawCellText(pdf: Pdf, lines: readonly string[], column: Column, x: number, top: number): void {
  lines.forEach((line, index) => {
    const baseline = top + PADDING + FONT_SIZE + index * LINE;
    if (column.align === 'right') pdf.text(line, x + column.width - PADDING, baseline, { align: 'right' });
    else pdf.text(line, x + PADDING, baseline);
  });
}

function drawTotals(pdf: Pdf, lines: ReturnType<typeof totalLines>, top: number): void {
  let y = top;
  pdf.setFont('helvetica', 'bold');
  pdf.setFontSize(10);
  pdf.text(t('timeSheetsAdmin.totals'), MARGIN.left, y + 10);
  y += 16;
  pdf.setFontSize(9);
  for (const [index, line] of lines.entries()) {
    pdf.setFont('helvetica', index === lines.length - 1 ? 'bold' : 'normal');
    pdf.text(line.label, MARGIN.left, y + 10);
    pdf.text(pdfText(line.value), MARGIN.left + 200, y + 10, { align: 'right' });
    y += 13;
  }
}

function drawSignatures(pdf: Pdf, top: number): void {
  const width = 220;
  const x = PAGE.width - MARGIN.right - width;
  pdf.setDrawColor(0);
  pdf.setLineWidth(0.6);
  pdf.setFont('helvetica', 'normal');
  pdf.setFontSize(8);
  for (const [index, label] of [t('timeSheetsAdmin.pdf.signatureEmployee'), t('timeSheetsAdmin.pdf.signatureEmployer')].entries()) {
    const y = top + 50 + index * 60;
    pdf.line(x, y, x + width, y);
    pdf.text(label, x, y + 11);
  }
}

function drawPageNumbers(pdf: Pdf): void {
  const pages = pdf.getNumberOfPages();
  for (let page = 1; page <= pages; page++) {
    pdf.setPage(page);
    pdf.setFont('helvetica', 'normal');
    pdf.setFontSize(8);
    pdf.setTextColor(...MUTED);
    pdf.text(t('timeSheetsAdmin.pdf.page', { page, pages }), PAGE.width - MARGIN.right, PAGE.height - 24, { align: 'right' });
  }
  pdf.setTextColor(0);
}
