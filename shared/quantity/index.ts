export {
  QUANTITY_DECIMALS,
  amountInProductUnit,
  changeUnit,
  clampQuantity,
  initialQuantity,
  isQuantityAllowed,
  offeredUnits,
  parseAmountInput,
  quantityBounds,
  quantityNotAllowedMessage,
  type AlternativeUnit,
  type QuantityBounds,
  type QuantityProduct,
} from './quantity';
export { amountInputText, formatAmount, formatQuantity } from './format';
