/**
 * `npm run reset`: deletes the local data (.data/: table, files, user pool, outbox). The next
 * `npm start` seeds the demo shop again.
 */
import { existsSync, rmSync } from 'node:fs';
import { assertPortFree, LocalStackError } from './emulators/process';
import { DATA_DIR, DEFAULT_PORTS } from './stack';

try {
  // Deleting the files under a running DynamoDB Local would leave it in a broken state.
  await assertPortFree(DEFAULT_PORTS.http, 'Theke');
} catch (error) {
  if (!(error instanceof LocalStackError)) throw error;
  console.error('Theke läuft noch (Port 3000 ist belegt). Bitte zuerst mit Strg+C beenden, dann "npm run reset" wiederholen.');
  process.exit(1);
}
if (existsSync(DATA_DIR)) {
  rmSync(DATA_DIR, { recursive: true, force: true });
  console.log('Die lokalen Daten (.data/) wurden gelöscht. Der nächste "npm start" legt den Demo-Shop neu an.');
} else {
  console.log('Es gibt keine lokalen Daten (.data/) zum Löschen.');
}
