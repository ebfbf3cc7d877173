/**
 * The player page a TV opens (web/signage): what it shows besides the scenes (an invalid link,
 * the identify overlay, the offline mark). It has its own small lookup: the player loads no other
 * catalogue.
 */
export const signagePlayerMessages = {
  'signagePlayer.title': 'Digital Signage',
  'signagePlayer.invalidLink':
    'Dieser TV-Link ist ungültig oder der TV ist deaktiviert. Bitte den Link im Backoffice unter Digital Signage › TVs neu erstellen.',
  'signagePlayer.loading': 'Programm wird geladen …',
  'signagePlayer.nothingPlanned': 'Für diesen TV ist gerade nichts geplant.',
  'signagePlayer.offline': 'Offline',
  'signagePlayer.offlineLabel': 'Keine Verbindung zum Server: der TV zeigt das zuletzt geladene Programm.',
  'signagePlayer.unknownScene': 'Die Szene ist im Programm dieses TVs nicht vorhanden.',
  'signagePlayer.unknownCommand': 'Dieser Befehl ist dem Player unbekannt.',
} as const;
