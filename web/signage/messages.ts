/**
 * The player's texts: its own small area of the catalogue (shared/i18n/signage-player.ts), so
 * the page a TV loads carries no other messages.
 */
import { createLookup } from '#shared/i18n/lookup.ts';
import { signagePlayerMessages } from '#shared/i18n/signage-player.ts';

export const t = createLookup(signagePlayerMessages);
