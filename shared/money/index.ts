export { add, compare, decimal, divide, multiply, negate, round, roundToMultiple, subtract, toNumber, type Decimal } from './decimal';
export {
  DEFAULT_CURRENCY,
  MONEY_DECIMALS,
  ZERO_BREAKDOWN,
  addBreakdowns,
  formatMoney,
  money,
  moneyFromDecimal,
  moneyToCents,
  moneyToDecimal,
  moneyToNumber,
  roundToCents,
  splitGross,
  sumMoney,
  type Money,
  type MoneyBreakdown,
} from './money';
