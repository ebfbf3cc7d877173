export {
  add,
  compare,
  decimal,
  divide,
  multiply,
  negate,
  round,
  roundToMultiple,
  subtract,
  toNumber,
  type Decimal,
} from './decimal';
