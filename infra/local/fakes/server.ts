/** What both fake providers share: a loopback HTTP server whose handler failures answer 500, and form bodies. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readBody } from '../server/io';

export type FakeHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;

export interface FakeServer {
  port: number;
  close(): Promise<void>;
}

/** Starts `handler` on 127.0.0.1:`port` (0: any free port). */
export function startFakeServer(name: string, port: number, handler: FakeHandler, log: (line: string) => void): Promise<FakeServer> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    handler(req, res, url).catch((error: unknown) => {
      log(`${name}: ${req.method} ${url.pathname} ist fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"error":"internal"}');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

export async function readText(req: IncomingMessage): Promise<string> {
  return (await readBody(req, 1024 * 1024)).toString('utf8');
}

export async function readJson(req: IncomingMessage): Promise<unknown> {
  try {
    return JSON.parse(await readText(req)) as unknown;
  } catch {
    return undefined;
  }
}

/** A See Other to `location` (after a form post the browser follows with GET). */
export function seeOther(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, 'content-length': 0 }).end();
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html), 'cache-control': 'no-store' }).end(html);
}
