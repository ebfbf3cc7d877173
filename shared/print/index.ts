export { LARGE_COLUMNS, PAPER_COLUMNS, RULE, renderText, textBlock, type Align, type PrintBlock } from './blocks';
export { printable } from './cp1252';
export {
  receiptBlocks,
  statusPageUrl,
  testNotificationBlocks,
  testPrintBlocks,
  type ReceiptInput,
  type ReceiptItem,
  type ReceiptOrder,
  type TestSlipInput,
} from './receipt';
export { STARPRNT_MEDIA_TYPE, StarPrntDecodeError, decodeStarPrnt, encodeStarPrnt, type DecodedDocument } from './starprnt';
