/**
 * The back office's way to a German text: the typed lookup over the whole catalogue (customer and
 * staff areas). Back-office code imports `t` from here, never from web/common/i18n, whose lookup
 * holds only what the storefront ships.
 */
export { t, pluralKey, type StaffMessageKey as MessageKey, type StaffPlainMessageKey as PlainMessageKey } from '#shared/i18n/staff.ts';
