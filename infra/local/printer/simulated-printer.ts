/**
 * A simulated Star CloudPRNT printer for the local stack and the tests: it speaks the protocol
 * over HTTP exactly as a real printer does (functions/printing/cloudprnt.ts):
 *
 *   POST {baseUrl}/api/cloudprnt/{deviceId}/{deviceKey}   status JSON → {jobReady, mediaTypes, jobToken}
 *   GET  …?mac=…&type=application/vnd.star.starprnt&token=…   the job's StarPRNT bytes
 *   DELETE …?mac=…&code=OK&token=…                          "printed"
 *
 * and decodes the bytes it received into the printed text and the QR codes' data (the StarPRNT
 * decoder of shared/print), which `received` keeps.
 *
 *   const printer = new SimulatedPrinter({ baseUrl, deviceId, deviceKey });
 *   const job = await printer.pollOnce();   // undefined when nothing waits
 *   printer.start(2000); … printer.stop();
 */
import { STARPRNT_MEDIA_TYPE, decodeStarPrnt } from '#shared/print/index.ts';

export interface ReceivedJob {
  jobToken: string;
  mediaType: string;
  /** The decoded printable text, one line per printed line. */
  text: string;
  /** The data of every QR code on the document. */
  qrCodes: string[];
}

export interface SimulatedPrinterOptions {
  /** Origin of the shop, e.g. http://localhost:3000. */
  baseUrl: string;
  deviceId: string;
  deviceKey: string;
  /** The MAC address the printer reports (any stable value). */
  mac?: string;
  /** What the printer answers to the server's client actions (device logs). */
  clientInfo?: Record<string, string>;
  /** Called for every printed job (the CLI prints it to the terminal). */
  onJob?: (job: ReceivedJob) => void;
  /** Called when a poll fails (network, 401 …); start() keeps polling. */
  onError?: (error: Error) => void;
}

export class PrinterHttpError extends Error {
  override readonly name = 'PrinterHttpError';
  constructor(
    readonly status: number,
    readonly body: string,
    what: string,
  ) {
    super(`${what}: HTTP ${status} ${body.slice(0, 200)}`);
  }
}

interface PollAnswer {
  jobReady?: boolean;
  mediaTypes?: string[];
  jobToken?: string;
  clientAction?: Array<{ request: string; options?: string }>;
}

const DEFAULT_CLIENT_INFO: Record<string, string> = {
  ClientType: 'Theke Simulated CloudPRNT Printer',
  ClientVersion: '1.0.0',
  Encodings: `${STARPRNT_MEDIA_TYPE};text/plain`,
  GetPollInterval: '5',
  PageInfo: JSON.stringify({ paperWidth: '72', printWidth: '72', horizontalResolution: '8', verticalResolution: '8' }),
};

export class SimulatedPrinter {
  readonly received: ReceivedJob[] = [];
  private readonly url: string;
  private readonly mac: string;
  private timer: ReturnType<typeof setInterval> | undefined;
  private busy = false;
  /** Results of the server's client actions, sent with the next poll. */
  private pendingResults: Array<{ request: string; result: string }> = [];

  constructor(private readonly options: SimulatedPrinterOptions) {
    this.url = `${options.baseUrl.replace(/\/+$/, '')}/api/cloudprnt/${encodeURIComponent(options.deviceId)}/${encodeURIComponent(options.deviceKey)}`;
    this.mac = options.mac ?? '00:11:62:00:00:01';
  }

  /** One poll; when a job is ready: fetch it, "print" it (decode) and confirm it. */
  async pollOnce(): Promise<ReceivedJob | undefined> {
    const results = this.pendingResults;
    this.pendingResults = [];
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        status: '23 6 0 0 0 0 0 0 0 ',
        printerMAC: this.mac,
        statusCode: '200 OK',
        printingInProgress: false,
        ...(results.length > 0 ? { clientAction: results } : {}),
      }),
    });
    const body = await response.text();
    if (!response.ok) throw new PrinterHttpError(response.status, body, 'poll');
    const answer = JSON.parse(body) as PollAnswer;
    const info = { ...DEFAULT_CLIENT_INFO, ...this.options.clientInfo };
    this.pendingResults = (answer.clientAction ?? []).map(({ request }) => ({ request, result: info[request] ?? '' }));
    if (!answer.jobReady) return undefined;
    if (!answer.mediaTypes?.includes(STARPRNT_MEDIA_TYPE)) throw new Error(`poll: the server does not offer ${STARPRNT_MEDIA_TYPE}`);
    return this.printJob(answer.jobToken);
  }

  private async printJob(jobToken: string | undefined): Promise<ReceivedJob> {
    const query = (extra: Record<string, string>) => new URLSearchParams({ mac: this.mac, ...(jobToken ? { token: jobToken } : {}), ...extra }).toString();
    const response = await fetch(`${this.url}?${query({ type: STARPRNT_MEDIA_TYPE })}`);
    if (!response.ok) throw new PrinterHttpError(response.status, await response.text(), 'job fetch');
    const mediaType = response.headers.get('content-type') ?? '';
    const bytes = new Uint8Array(await response.arrayBuffer());
    let code = 'OK';
    let job: ReceivedJob;
    try {
      const decoded = decodeStarPrnt(bytes);
      job = { jobToken: jobToken ?? '', mediaType, text: decoded.text, qrCodes: decoded.qrCodes };
    } catch (error) {
      // A printer that cannot read a job clears it with an error code (CloudPRNT "520").
      code = '520 Job Decode Error';
      await this.confirm(query({ code }));
      throw error;
    }
    await this.confirm(query({ code }));
    this.received.push(job);
    this.options.onJob?.(job);
    return job;
  }

  private async confirm(query: string): Promise<void> {
    const response = await fetch(`${this.url}?${query}`, { method: 'DELETE' });
    if (!response.ok) throw new PrinterHttpError(response.status, await response.text(), 'job confirmation');
  }

  /** Polls every `intervalMs` until stop(); a failed poll is reported and the next one tries again. */
  start(intervalMs: number): void {
    this.stop();
    const tick = async () => {
      if (this.busy) return;
      this.busy = true;
      try {
        // Print everything that waits, then wait for the next interval.
        while (await this.pollOnce());
      } catch (error) {
        this.options.onError?.(error instanceof Error ? error : new Error(String(error)));
      } finally {
        this.busy = false;
      }
    };
    void tick();
    this.timer = setInterval(() => void tick(), intervalMs);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}
