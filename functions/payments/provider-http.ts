/**
 * The HTTP calls to the payment providers' REST APIs (Mollie, Datatrans): JSON in and out through
 * Node's fetch, with the provider's authorization and a time limit, and one error type that names
 * the provider, the step and the HTTP status. The callers log the error and answer the customer
 * with the German `payments.providerUnavailable`; its text never reaches a customer.
 */

/** The providers answer within a second or two; a Lambda has 10 s for the whole request. */
const TIMEOUT_MS = 8000;

export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface ProviderRequest {
  url: string;
  method: 'GET' | 'POST';
  authorization: string;
  accept: string;
  body?: unknown;
}

export function providerCall({ url, method, authorization, accept, body }: ProviderRequest): Promise<Response> {
  return fetch(url, {
    method,
    headers: { authorization, accept, ...(body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
}

/** The error of a non-2xx answer: `{provider} {what}: HTTP {status} {reason}` (reason: the answer's start unless given). */
export async function providerFailure(
  response: Response,
  what: string,
  reasonOf: (text: string) => string = (text) => text.slice(0, 300),
): Promise<PaymentProviderError> {
  const text = await response.text().catch(() => '');
  return new PaymentProviderError(`${what}: HTTP ${response.status} ${reasonOf(text)}`, response.status);
}
