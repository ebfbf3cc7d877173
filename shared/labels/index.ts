export {
  A4,
  COMPACT_FORMAT,
  DETAIL_FORMAT,
  POINTS_PER_MM,
  SHEET_FORMATS,
  SHEET_FORMAT_IDS,
  bottomLeftY,
  clampSkip,
  labelPositions,
  labelsPerSheet,
  mmToPt,
  pageSize,
  sheetCount,
  slotRect,
  type LabelPlacement,
  type PlacementOptions,
  type Rect,
  type SheetFormat,
  type SheetFormatId,
} from './formats';
export { labelContent, qrCodeLabelContent, storePageUrl, type LabelContent, type LabelOptions, type LabelProduct } from './content';
export { ELLIPSIS, fitText, wrapText, type FitOptions, type FittedText, type MeasureText } from './fit';
