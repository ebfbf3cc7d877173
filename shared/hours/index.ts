/** Opening hours, delivery hours, next opening, closing soon and their German lines. */
export { OPENING_HOURS_RULE_TYPES, type OpeningHoursRule, type OpeningHoursRuleType, type OpeningHoursRules } from './rules';
export { CLOSING_SOON_MINUTES, NEXT_OPENING_HORIZON_HOURS, isOpenAt, openingState, scheduleState, type OpeningInterval, type OpeningState } from './timeline';
export { weekRows, type WeekRow, type WeekStyle } from './week';
export {
  branchCardStatus,
  branchState,
  checkoutNotices,
  deliveryRules,
  deliveryState,
  isBranchActive,
  isBranchOpen,
  isDeliveryOpen,
  orderSubmitMode,
  storeIntro,
  submitLabel,
  toolbarStatus,
  type BranchCardStatus,
  type BranchHours,
  type BranchStatusInput,
  type StoreIntro,
  type SubmitMode,
  type ToolbarStatus,
} from './branch';
