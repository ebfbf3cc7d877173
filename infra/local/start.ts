/**
 * `npm start`: the whole product on this machine (DESIGN.md §2). Starts the local stack with the
 * fixed ports and the data in .data/, seeds the demo shop on the first start, prints the URLs and
 * the demo logins, and stops every child process on Ctrl-C (SIGINT) or SIGTERM.
 * `npm run dev` (--dev) does the same and also reloads edited Lambda handlers without a restart.
 */
import { LocalStackError } from './emulators/process';
import { branches } from './seed/data/branches';
import { branchIds, deviceIds, printerKeys, screenApiKeys, signageDeviceIds, signageKeys, timeClockKeys } from './seed/ids';
import { demoUsers } from './seed/seed';
import { DATA_DIR, startLocalStack, type LocalStack } from './stack';

const started = performance.now();
const dev = process.argv.includes('--dev');

let stack: LocalStack;
try {
  stack = await startLocalStack({ dataDir: DATA_DIR, web: 'vite', seed: true, reloadHandlers: dev, logRequests: true });
} catch (error) {
  if (error instanceof LocalStackError) {
    console.error(`\nTheke konnte nicht starten: ${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
const grazScreen = `${branchIds.graz}/${screenApiKeys.graz}`;
const branchName = new Map(branches.map((branch) => [branch.id, branch.name]));
// Data seeded by an older version lacks the demo keys of the screens and the printer (the seed
// runs on the first start only): say so instead of printing links that answer 401.
const demoKeysStored = (await fetch(`${stack.urls.api}/orders/frontdesk/${grazScreen}`)).ok;
const missingKeysHint = demoKeysStored
  ? ''
  : '\n  Hinweis: Die Daten in .data/ stammen von einer älteren Version und kennen die Demo-Schlüssel nicht;\n  „npm run reset“ legt den Demo-Shop neu an.';
// Data seeded before digital signage has no demo TV: its program answers 401 then.
const signageTv = `${signageDeviceIds.schaufensterGraz}/${signageKeys.schaufensterGraz}`;
const demoTvStored = (await fetch(`${stack.urls.api}/signage/${signageTv}/program`)).status !== 401;
const missingTvHint = demoTvStored ? '' : '\n  Hinweis: Die Daten in .data/ kennen den Demo-TV noch nicht; „npm run reset“ legt den Demo-Shop neu an.';
const logins = demoUsers.map((user) => {
  const role = user.roles.includes('ROLE_ADMIN') ? 'Administration' : user.branchIds.map((id) => branchName.get(id) ?? id).join(', ');
  return `  ${user.username.padEnd(15)} ${user.password.padEnd(22)} ${user.name} (${role})`;
});
console.log(`
Theke läuft (bereit nach ${seconds} s${dev ? ', Handler werden bei Änderungen neu geladen' : ''}).${stack.seeded ? '\nDer Demo-Shop wurde angelegt.' : ''}

  Shop          ${stack.urls.storefront}
  Backoffice    ${stack.urls.backoffice}
  API           ${stack.urls.api}
  Postausgang   ${stack.urls.outbox}

Bestellbildschirme Graz (Demo-Schlüssel; in Backoffice › Filialen erneuerbar):
  Bestellanzeige  ${stack.urls.backoffice}/screens/frontdesk/${grazScreen}
  Theken-Tablet   ${stack.urls.backoffice}/screens/backoffice/${grazScreen}

Bondrucker Graz (Star CloudPRNT, Demo-Schlüssel; in Backoffice › Geräte erneuerbar):
  Drucker-URL     ${stack.urls.api}/cloudprnt/${deviceIds.grazPrinter}/${printerKeys.graz}
  Simulator       npm run printer   (druckt die Belege im Terminal)${missingKeysHint}

Zeiterfassung von team-weiz (Demo-Link fürs Handy; in Backoffice › Benutzer erneuerbar):
  Stempeluhr      ${stack.urls.backoffice}/time-tracking/team-weiz/${timeClockKeys.weiz}

Digital Signage: Schaufenster-TV Graz (ohne Anmeldung, Demo-Schlüssel; in Backoffice › Digital Signage erneuerbar):
  Player          ${stack.urls.app}/signage/${signageTv}${missingTvHint}

Anmeldung im Backoffice (nur lokal):
  ${'Benutzername'.padEnd(15)} ${'Passwort'.padEnd(22)} Name
${logins.join('\n')}

Beenden mit Strg+C. Daten liegen in .data/ ("npm run reset" löscht sie).
`);

let stopping = false;
const shutdown = (signal: NodeJS.Signals) => {
  if (stopping) {
    // A second Ctrl-C: stop waiting.
    process.exit(130);
  }
  stopping = true;
  console.log(`\n${signal}: Theke wird beendet …`);
  stack
    .stop()
    .then(() => process.exit(0))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
