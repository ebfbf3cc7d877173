/**
 * The digital-signage screens of the back office (web/backoffice/signage): scenes and their
 * editor, segments (Filmsequenzen), streams, TVs and their commands. The spec's failures
 * ('Szene konnte nicht … werden.', 'Befehl konnte nicht ausgeführt werden.' …) are in backoffice.ts.
 */
export const signageAdminMessages = {
  // Menu entries
  'signageAdmin.area.scenes': 'Szenen',
  'signageAdmin.area.segments': 'Filmsequenzen',
  'signageAdmin.area.streams': 'Streams',
  'signageAdmin.area.devices': 'TVs',

  // Scenes and the scene editor

  // Segments, streams, devices and commands
} as const;
