/**
 * The API client of both web apps (DESIGN.md §3): JSON over fetch, payload in `{data}`, failures
 * as `{errors: [{code, field, message}]}` with a German message. Every failure, including a
 * network error or an unreadable body, becomes an ApiError whose message is German.
 *
 * An overloaded shop (docs/performance.md "Soak and spike") answers 503 with `Retry-After`: the
 * local server with our German error, AWS with API Gateway's own English `{"message"}` body (503,
 * or 429 when the stage's throttle refuses, 500/502/504 when a throttled or slow function does not
 * answer). A client with `busyRetries` waits as told (at most MAX_BUSY_WAIT_MS, 2 s when the answer
 * does not say) and tries again, GETs always and other calls only with `retryWhenBusy` (the
 * checkout: its idempotency key makes a repeated order safe); the last failure shows our German
 * text, never the gateway's.
 */

export interface ApiErrorEntry {
  message: string;
  code?: string;
  field?: string;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    /** HTTP status; 0 when no response arrived (offline, DNS, CORS). */
    readonly status: number,
    /** The server's entries; empty when the body had none. */
    readonly errors: ApiErrorEntry[] = [],
  ) {
    super(message);
  }
}

/** Anything with a zod-like `parse`; keeps this module free of a schema library. */
export interface Parser<T> {
  parse(data: unknown): T;
}

export interface RequestOptions<T> {
  body?: unknown;
  /** Parses `data`; a mismatch counts as a failure with the fallback message. */
  schema?: Parser<T>;
  /** German message when the server sends none (backoffice.md §8: "else the German fallback"). */
  fallback?: string;
  signal?: AbortSignal;
  /** Receives the answer's headers of a successful call (e.g. a list's `X-Next-Cursor`). */
  onHeaders?: (headers: Headers) => void;
  /** Retry a non-GET call on an overload answer too (safe only when repeating it changes nothing). */
  retryWhenBusy?: boolean;
}

export interface ApiClientOptions {
  /** German message used when a call gives none (e.g. 'Ein unbekannter Fehler ist aufgetreten.'). */
  fallback: string;
  /** Bearer token for the call, if any (the back office's Cognito access token). */
  getToken?: () => Promise<string | undefined>;
  /** Called on HTTP 401 before the error is thrown (the back office goes to /backend/login). */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
  /** How often a call is repeated on an overload answer (default 0). */
  busyRetries?: number;
  /** German message of an overload answer that carries none of ours (default: `fallback`). */
  overloaded?: string;
  /** Waits between retries; tests pass a fake. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** The longest wait between two tries, whatever `Retry-After` says. */
export const MAX_BUSY_WAIT_MS = 10_000;
const DEFAULT_BUSY_WAIT_MS = 2_000;

/** Statuses an overloaded API answers with: 503 always; the others only as the gateway's own answer (no German errors of ours). */
function isBusyAnswer(status: number, errors: ApiErrorEntry[]): boolean {
  if (status === 503) return true;
  return errors.length === 0 && [429, 500, 502, 504].includes(status);
}

/** Milliseconds a `Retry-After` value asks for (seconds or an HTTP date), capped; the default when it says nothing. */
export function busyWaitMs(retryAfter: string | null, now: number = Date.now()): number {
  const value = retryAfter?.trim();
  if (!value) return DEFAULT_BUSY_WAIT_MS;
  const seconds = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  if (!Number.isFinite(seconds)) return DEFAULT_BUSY_WAIT_MS;
  return Math.min(Math.max(seconds, 0), MAX_BUSY_WAIT_MS);
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiClient {
  request<T = unknown>(method: HttpMethod, url: string, options?: RequestOptions<T>): Promise<T>;
  get<T = unknown>(url: string, options?: Omit<RequestOptions<T>, 'body'>): Promise<T>;
  post<T = unknown>(url: string, body?: unknown, options?: Omit<RequestOptions<T>, 'body'>): Promise<T>;
  put<T = unknown>(url: string, body?: unknown, options?: Omit<RequestOptions<T>, 'body'>): Promise<T>;
  delete<T = unknown>(url: string, options?: Omit<RequestOptions<T>, 'body'>): Promise<T>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The server's error entries with a non-empty message; anything else in the body is ignored. */
export function readErrors(body: unknown): ApiErrorEntry[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  return body.errors.flatMap((entry): ApiErrorEntry[] => {
    if (!isRecord(entry) || typeof entry.message !== 'string' || entry.message.trim() === '') return [];
    return [
      {
        message: entry.message,
        ...(typeof entry.code === 'string' ? { code: entry.code } : {}),
        ...(typeof entry.field === 'string' ? { field: entry.field } : {}),
      },
    ];
  });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const sleep = options.sleep ?? wait;

  async function request<T>(method: HttpMethod, url: string, call: RequestOptions<T> = {}): Promise<T> {
    const fallback = call.fallback ?? options.fallback;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    const token = await options.getToken?.();
    if (token) headers.authorization = `Bearer ${token}`;

    const retries = method === 'GET' || call.retryWhenBusy ? (options.busyRetries ?? 0) : 0;
    let response: Response;
    let body: unknown;
    for (let attempt = 0; ; attempt++) {
      try {
        response = await doFetch(url, {
          method,
          headers,
          body: call.body === undefined ? undefined : JSON.stringify(call.body),
          signal: call.signal,
        });
      } catch (cause) {
        // An abort is not a failure the user should see; the caller (TanStack Query) handles it.
        if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
        throw new ApiError(fallback, 0);
      }
      body = await readJson(response);
      if (response.ok) break;
      if (response.status === 401) options.onUnauthorized?.();
      const errors = readErrors(body);
      const busy = isBusyAnswer(response.status, errors);
      if (busy && attempt < retries) {
        await sleep(busyWaitMs(response.headers.get('retry-after')), call.signal);
        continue;
      }
      const busyText = busy && errors.length === 0 && response.status !== 500 ? options.overloaded : undefined;
      throw new ApiError(errors[0]?.message ?? busyText ?? fallback, response.status, errors);
    }
    if (!isRecord(body) || !('data' in body)) throw new ApiError(fallback, response.status);
    call.onHeaders?.(response.headers);
    if (!call.schema) return body.data as T;
    try {
      return call.schema.parse(body.data);
    } catch {
      throw new ApiError(fallback, response.status);
    }
  }

  return {
    request,
    get: (url, call) => request('GET', url, call),
    post: (url, body, call) => request('POST', url, { ...call, body }),
    put: (url, body, call) => request('PUT', url, { ...call, body }),
    delete: (url, call) => request('DELETE', url, call),
  };
}
