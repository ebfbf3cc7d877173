/**
 * The player page a TV opens (web/signage): what it shows besides the scenes (an invalid link,
 * the identify overlay, the offline mark). It has its own small lookup: the player loads no other
 * catalogue.
 */
export const signagePlayerMessages = {
  'signagePlayer.title': 'Digital Signage',
} as const;
