/**
 * `npm run printer -- [--device <id>] [--key <printer key>] [--url <shop origin>] [--interval <ms>]`:
 * a simulated CloudPRNT receipt printer that polls the shop and prints every receipt it receives
 * to the terminal (text and QR code contents). Defaults: the demo shop's printer in Graz on the
 * local stack (http://localhost:3000), polling every 2 s. Stop it with Ctrl-C.
 */
import { parseArgs } from 'node:util';
import { deviceIds, printerKeys } from '../seed/ids';
import { SimulatedPrinter, type ReceivedJob } from './simulated-printer';

const { values } = parseArgs({
  options: {
    device: { type: 'string', default: deviceIds.grazPrinter },
    key: { type: 'string', default: printerKeys.graz },
    url: { type: 'string', default: 'http://localhost:3000' },
    interval: { type: 'string', default: '2000' },
  },
});

const interval = Number(values.interval);
if (!Number.isInteger(interval) || interval < 200) {
  console.error('--interval: bitte eine ganze Zahl von Millisekunden ab 200 angeben.');
  process.exit(2);
}

const paper = (job: ReceivedJob): string => {
  const edge = `+${'-'.repeat(50)}+`;
  const body = job.text.split('\n').map((line) => `| ${line.padEnd(48)} |`);
  const qr = job.qrCodes.map((data) => `  QR-Code: ${data}`);
  return [`Beleg ${job.jobToken} (${job.mediaType})`, edge, ...body, edge, ...qr, ''].join('\n');
};

let lastError = '';
const printer = new SimulatedPrinter({
  baseUrl: values.url,
  deviceId: values.device,
  deviceKey: values.key,
  onJob: (job) => console.log(paper(job)),
  onError: (error) => {
    // Report a failure once, not on every poll, until it changes.
    if (error.message === lastError) return;
    lastError = error.message;
    console.error(`Drucker: ${error.message}`);
  },
});

console.log(`Simulierter Bondrucker ${values.device} fragt ${values.url} alle ${interval} ms ab (Strg+C beendet).`);
printer.start(interval);

process.on('SIGINT', () => {
  printer.stop();
  console.log(`\n${printer.received.length} Beleg(e) gedruckt.`);
  process.exit(0);
});
