/**
 * Branch-level opening logic and its German lines: branch card, toolbar, store-page intro and the
 * checkout's notices (storefront.md §2, §4).
 *
 * - A branch counts as open when its opening hours are open, or when delivery hours are enabled
 *   and open (the union of both).
 * - Delivery is open by deliveryHours when isDeliveryHoursEnabled, otherwise by openingHours.
 * - {day} in 'Öffnet … um {from} Uhr' and the store intro: 'heute' for the same local date,
 *   'morgen' for the next one, else 'am' and the weekday name ('am Montag'); the next opening is at
 *   most 72 hours ahead, so the weekday is unambiguous.
 */
import { createLookup } from '../i18n/lookup';
import { hoursMessages } from '../i18n/hours';
import { localDateOf, parseTimeOfDay, relativeDay, MINUTES_PER_DAY } from '../time';
import type { OpeningHoursRules } from './rules';
import { openingState, scheduleState, type OpeningInterval, type OpeningState } from './timeline';

// Only the areas this module's texts come from, so server bundles do not carry the whole customer catalogue.
const t = createLookup(hoursMessages);

export interface BranchHours {
  openingHours?: OpeningHoursRules;
  deliveryHours?: OpeningHoursRules;
  isDeliveryHoursEnabled?: boolean | null;
}

/** The branch fields the status lines read. */
export interface BranchStatusInput extends BranchHours {
  isPublic?: boolean | null;
  isEnabled?: boolean | null;
  closedMessage?: string | null;
  /** 'HH:mm': pickup starts no earlier than this on a day (storefront.md §2 pickup line). */
  orderableFrom?: string | null;
  isTakeawayEnabled?: boolean | null;
  isDineInEnabled?: boolean | null;
  isDeliveryEnabled?: boolean | null;
  isPreorderEnabled?: boolean | null;
  isQuotationRequired?: boolean | null;
}

/** The rules that decide deliveries and delivery appointments. */
export function deliveryRules(branch: BranchHours): OpeningHoursRules {
  return branch.isDeliveryHoursEnabled ? branch.deliveryHours : branch.openingHours;
}

/** Opening state of the branch as a whole: opening hours, plus delivery hours when enabled. */
export function branchState(branch: BranchHours, now: Date, timeZone: string): OpeningState {
  return scheduleState([branch.openingHours, branch.isDeliveryHoursEnabled ? branch.deliveryHours : null], now, timeZone);
}

export function deliveryState(branch: BranchHours, now: Date, timeZone: string): OpeningState {
  return openingState(deliveryRules(branch), now, timeZone);
}

export function isBranchOpen(branch: BranchHours, now: Date, timeZone: string): boolean {
  return branchState(branch, now, timeZone).isOpen;
}

export function isDeliveryOpen(branch: BranchHours, now: Date, timeZone: string): boolean {
  return deliveryState(branch, now, timeZone).isOpen;
}

/** Enabled and public: what visitors may use; other branches render as inactive. */
export function isBranchActive(branch: Pick<BranchStatusInput, 'isPublic' | 'isEnabled'>): boolean {
  return branch.isPublic !== false && branch.isEnabled !== false;
}

function opensLine(next: OpeningInterval, now: Date, timeZone: string): string {
  const day = relativeDay(next.date, localDateOf(now, timeZone));
  if (day.kind === 'today') return t('branchCard.opensToday', { from: next.from });
  if (day.kind === 'tomorrow') return t('branchCard.opensTomorrow', { from: next.from });
  return t('branchCard.opensOn', { day: day.name, from: next.from });
}

/**
 * Pickup window of the open shop: from the opening (or orderableFrom when later) to closing.
 * None while the shop itself is closed, when takeaway is off, or when orderableFrom is at or after
 * the closing time.
 */
function pickupLine(branch: BranchStatusInput, now: Date, timeZone: string): string | null {
  if (branch.isTakeawayEnabled === false) return null;
  const shop = openingState(branch.openingHours, now, timeZone).current;
  if (!shop || shop.to === null) return null;
  const from = parseTimeOfDay(shop.from) ?? 0;
  let to = parseTimeOfDay(shop.to) ?? 0;
  if (to <= from) to += MINUTES_PER_DAY;
  const orderable = parseTimeOfDay(branch.orderableFrom ?? '');
  if (orderable === null || orderable <= from) return t('branchCard.pickup', { from: shop.from, to: shop.to });
  if (orderable >= to) return null;
  return t('branchCard.pickup', { from: branch.orderableFrom as string, to: shop.to });
}

export interface BranchCardStatus {
  /** Not public or not enabled: shown greyed out with 'Derzeit nicht verfügbar'. */
  isInactive: boolean;
  isOpen: boolean;
  /** Open and closing in under 60 minutes (show t('branchCard.closingSoon') as a warning). */
  closingSoon: boolean;
  /** The status lines in display order. */
  lines: string[];
}

/**
 * Status lines of a branch card on the home page: 'Offen heute 07:00 Uhr bis 18:00 Uhr' and the
 * pickup line 'Abholung 09:00 Uhr bis 18:00 Uhr'; when closed 'Öffnet morgen um 07:00 Uhr', else the
 * closedMessage, else 'Geschlossen'.
 */
export function branchCardStatus(branch: BranchStatusInput, now: Date, timeZone: string): BranchCardStatus {
  if (!isBranchActive(branch)) return { isInactive: true, isOpen: false, closingSoon: false, lines: [t('branchCard.inactive')] };
  const state = branchState(branch, now, timeZone);
  const lines: string[] = [];
  if (state.current) {
    const { from, to } = state.current;
    lines.push(to === null ? t('branchCard.openAroundTheClock') : t('branchCard.openToday', { from, to }));
    const pickup = pickupLine(branch, now, timeZone);
    if (pickup) lines.push(pickup);
  } else if (state.next) {
    lines.push(opensLine(state.next, now, timeZone));
  } else {
    lines.push(branch.closedMessage?.trim() || t('branchCard.closed'));
  }
  return { isInactive: false, isOpen: state.isOpen, closingSoon: state.closingSoon, lines };
}

export interface ToolbarStatus {
  /** '1 Standort geöffnet', '3 Standorte geöffnet' or 'Alle Standorte geschlossen'. */
  summary: string;
  openCount: number;
  /** For the selected branch: 'Geöffnet bis 18:00' (warning style when closingSoon) or 'Geschlossen'. */
  selected: { text: string; isOpen: boolean; closingSoon: boolean } | null;
}

/** The optional toolbar (enablePluginToolbar). Counts only active branches. */
export function toolbarStatus(branches: readonly BranchStatusInput[], now: Date, timeZone: string, selectedBranch?: BranchStatusInput | null): ToolbarStatus {
  const openCount = branches.filter((branch) => isBranchActive(branch) && isBranchOpen(branch, now, timeZone)).length;
  const summary = openCount === 0 ? t('toolbar.allClosed') : openCount === 1 ? t('toolbar.oneOpen') : t('toolbar.manyOpen', { count: openCount });
  let selected: ToolbarStatus['selected'] = null;
  if (selectedBranch) {
    const state = branchState(selectedBranch, now, timeZone);
    const text = !state.current ? t('toolbar.closed') : state.current.to === null ? t('toolbar.open') : t('toolbar.openUntil', { time: state.current.to });
    selected = { text, isOpen: state.isOpen, closingSoon: state.closingSoon };
  }
  return { summary, openCount, selected };
}

export interface StoreIntro {
  /** open: nothing to announce; closed: the branch is fully closed; noDelivery: open, delivery not. */
  kind: 'open' | 'closed' | 'noDelivery';
  /** Sentences in display order. */
  lines: string[];
}

/** Intro messages on the branch store page (storefront.md §4). */
export function storeIntro(branch: BranchStatusInput, now: Date, timeZone: string): StoreIntro {
  const today = localDateOf(now, timeZone);
  const state = branchState(branch, now, timeZone);
  if (!state.isOpen) {
    const lines: string[] = [];
    const next = state.next;
    if (next) {
      const day = relativeDay(next.date, today);
      lines.push(
        day.kind === 'today'
          ? t('storeIntro.closedReopensToday', { from: next.from })
          : day.kind === 'tomorrow'
            ? t('storeIntro.closedReopensTomorrow', { from: next.from })
            : t('storeIntro.closedReopensOn', { day: day.name, from: next.from }),
      );
    } else {
      lines.push(branch.closedMessage?.trim() || t('hours.closedNow'));
    }
    if (branch.isPreorderEnabled) lines.push(t('storeIntro.preorders'), t('storeIntro.preordersWhenClosed'));
    return { kind: 'closed', lines };
  }

  const delivery = deliveryState(branch, now, timeZone);
  if (!branch.isDeliveryEnabled || delivery.isOpen) return { kind: 'open', lines: [] };

  const lines = [t('storeIntro.noDelivery')];
  if (delivery.next) {
    const { from } = delivery.next;
    const day = relativeDay(delivery.next.date, today);
    lines.push(
      day.kind === 'today'
        ? t('storeIntro.deliveryReturnsToday', { from })
        : day.kind === 'tomorrow'
          ? t('storeIntro.deliveryReturnsTomorrow', { from })
          : t('storeIntro.deliveryReturnsOn', { day: day.name, from }),
    );
  }
  if (branch.isTakeawayEnabled && branch.isDineInEnabled) lines.push(t('storeIntro.meanwhileTakeawayAndDineIn'));
  else if (branch.isTakeawayEnabled) lines.push(t('storeIntro.meanwhileTakeaway'));
  else if (branch.isDineInEnabled) lines.push(t('storeIntro.meanwhileDineIn'));
  if (branch.isPreorderEnabled) lines.push(t('storeIntro.preorders'));
  return { kind: 'noDelivery', lines };
}

/**
 * What the checkout's submit button does (storefront.md §4 "Submit button variants"):
 * a quotation request when the branch requires quotations; an order when the branch is open
 * (for delivery: when delivery is open; the form's validity is the caller's part); a preorder when
 * preorders are enabled; otherwise ordering is unavailable.
 */
export type SubmitMode = 'quotation' | 'order' | 'preorder' | 'unavailable';

export function orderSubmitMode(branch: BranchStatusInput, now: Date, timeZone: string, isDelivery: boolean): SubmitMode {
  if (branch.isQuotationRequired) return 'quotation';
  const open = isDelivery ? isDeliveryOpen(branch, now, timeZone) : isBranchOpen(branch, now, timeZone);
  if (open) return 'order';
  return branch.isPreorderEnabled ? 'preorder' : 'unavailable';
}

/** Label of the submit button; null when ordering is unavailable (the button is disabled). */
export function submitLabel(mode: SubmitMode): string | null {
  if (mode === 'quotation') return t('checkout.submitQuotation');
  if (mode === 'order') return t('checkout.submitOrder');
  if (mode === 'preorder') return t('checkout.submitPreorder');
  return null;
}

/**
 * Notices above the checkout form: 'Derzeit bieten wir leider keine Lieferung an.' for a delivery
 * while delivery is closed, 'Derzeit haben wir leider geschlossen.' while the branch is closed,
 * each followed by the preorder hint when preorders are enabled.
 */
export function checkoutNotices(branch: BranchStatusInput, now: Date, timeZone: string, isDelivery: boolean): string[] {
  let notice: string | null = null;
  if (isDelivery && !isDeliveryOpen(branch, now, timeZone)) notice = t('checkout.noDelivery');
  else if (!isBranchOpen(branch, now, timeZone)) notice = t('hours.closedNow');
  if (!notice) return [];
  return branch.isPreorderEnabled ? [notice, t('storeIntro.preorders')] : [notice];
}
