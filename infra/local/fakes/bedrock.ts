/**
 * A fake Amazon Bedrock Runtime for the local stack: the Converse API as
 * @aws-sdk/client-bedrock-runtime speaks it (`POST /model/{modelId}/converse`, JSON in and out),
 * so functions/content-ai runs its real client against it. The client speaks HTTP/2 only (its
 * default handler, which real Bedrock answers over TLS): the fake is a cleartext HTTP/2 server.
 * Requests are not signature-checked (loopback only).
 *
 * The answer is a deterministic German proposal built from the prompt (functions/content-ai/prompts.ts),
 * so tests can assert it:
 * - a page: title „{Seitenname} – {Betrieb}“, a description and HTML content that repeat the
 *   brief word for word (unescaped, as a careless model would: the handler must clean it);
 * - an image: alt „{Bildname}“ (+ „, Foto angehängt“ when a picture came along) and a caption.
 * A brief containing `[kaputt]` gets prose instead of JSON (the handler's 502); `failNext(n)`
 * answers the next n requests with a ThrottlingException (its 503). `requests` keeps every
 * request body for the tests.
 */
import { createServer, type Http2ServerRequest, type Http2ServerResponse, type ServerHttp2Session } from 'node:http2';

export interface FakeBedrock {
  endpoint: string;
  /** Converse requests as received, newest last. */
  requests: ConverseRequest[];
  failNext(count: number): void;
  stop(): Promise<void>;
}

interface ContentBlock {
  text?: string;
  image?: { format?: string; source?: { bytes?: string } };
}

export interface ConverseRequest {
  modelId: string;
  system?: Array<{ text?: string }>;
  messages?: Array<{ role?: string; content?: ContentBlock[] }>;
  inferenceConfig?: { maxTokens?: number };
}

function sendJson(res: Http2ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers }).end(body);
}

function awsError(res: Http2ServerResponse, status: number, type: string, message: string): void {
  sendJson(res, status, JSON.stringify({ message }), { 'x-amzn-errortype': type });
}

async function readJson(req: Http2ServerRequest): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Prompts with a small rendition stay well under this.
    if (size > 5_000_000) return undefined;
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

const lineAfter = (prompt: string, label: string): string | undefined => {
  const line = prompt.split('\n').find((candidate) => candidate.startsWith(label));
  return line?.slice(label.length).trim();
};

/** The proposal a page's prompt gets. */
export function fakeSiteAnswer(prompt: string): Record<string, string> {
  const page = /^Seite: „(.*)“ unter der Adresse (\S+)/m.exec(prompt);
  const shop = lineAfter(prompt, 'Betrieb:')?.replace(/ \(Fleischerei mit.*$/, '') ?? 'eine Fleischerei';
  const brief = lineAfter(prompt, 'Worum es gehen soll:') ?? '';
  const name = page?.[1] ?? 'Seite';
  const answer: Record<string, string> = {};
  if (prompt.includes('"title"')) answer.title = `${name} – ${shop}`;
  if (prompt.includes('"description"')) answer.description = `${name}: ${brief}`.slice(0, 160);
  if (prompt.includes('"content"')) answer.content = `<h2>${name}</h2><p>${brief}</p><p>Wir freuen uns auf Ihren Besuch.</p>`;
  return answer;
}

/** The proposal an image's prompt gets. */
export function fakeImageAnswer(prompt: string, withPicture: boolean): Record<string, string> {
  const name = lineAfter(prompt, 'Name des Bildes in der Bildverwaltung:') ?? lineAfter(prompt, 'Hinweis der Redaktion:') ?? 'Bild';
  return { alt: withPicture ? `${name}, Foto angehängt` : name, description: `${name} aus unserer Fleischerei.` };
}

export async function startFakeBedrock(options: { port: number; log: (line: string) => void }): Promise<FakeBedrock> {
  let failing = 0;
  const requests: ConverseRequest[] = [];
  const handle = async (req: Http2ServerRequest, res: Http2ServerResponse, url: URL): Promise<void> => {
    const match = /^\/model\/([^/]+)\/converse$/.exec(url.pathname);
    if (req.method !== 'POST' || !match) return awsError(res, 404, 'UnknownOperationException', 'The local Bedrock supports Converse only.');
    const body = ((await readJson(req)) ?? {}) as Omit<ConverseRequest, 'modelId'>;
    const request: ConverseRequest = { modelId: decodeURIComponent(match[1]!), ...body };
    requests.push(request);
    const content = request.messages?.at(-1)?.content ?? [];
    const prompt = content.map((block) => block.text ?? '').join('\n');
    if (!prompt) return awsError(res, 400, 'ValidationException', 'The message has no text.');
    if (failing > 0) {
      failing -= 1;
      return awsError(res, 429, 'ThrottlingException', 'Too many requests, please wait before trying again.');
    }
    const withPicture = content.some((block) => block.image?.source?.bytes);
    const answer = prompt.includes('[kaputt]')
      ? 'Gerne! Hier ist mein Vorschlag für Ihre Seite, leider ohne JSON.'
      : JSON.stringify(prompt.includes('"alt"') ? fakeImageAnswer(prompt, withPicture) : fakeSiteAnswer(prompt));
    sendJson(
      res,
      200,
      JSON.stringify({
        output: { message: { role: 'assistant', content: [{ text: answer }] } },
        stopReason: 'end_turn',
        usage: {
          inputTokens: Math.ceil(prompt.length / 4),
          outputTokens: Math.ceil(answer.length / 4),
          totalTokens: Math.ceil((prompt.length + answer.length) / 4),
        },
        metrics: { latencyMs: 1 },
      }),
    );
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    handle(req, res, url).catch((error: unknown) => {
      options.log(`Bedrock (lokal): ${req.method} ${url.pathname} ist fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) awsError(res, 500, 'InternalServerException', 'The local Bedrock failed.');
      else res.end();
    });
  });
  // Clients keep their HTTP/2 sessions open; stopping closes them, or close() would wait forever.
  const sessions = new Set<ServerHttp2Session>();
  server.on('session', (session: ServerHttp2Session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : options.port);
    });
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    requests,
    failNext: (count) => {
      failing = count;
    },
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        for (const session of sessions) session.destroy();
      }),
  };
}
