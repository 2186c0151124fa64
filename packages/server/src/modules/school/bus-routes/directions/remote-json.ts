import { DirectionsUnavailable } from './unavailable.js';

export interface RemoteCall {
  provider: string;
  url: string;
  init?: RequestInit;
  timeoutMs: number;
}

/**
 * One call to a provider, answered as parsed JSON within the time limit (headers and body
 * both). Anything else (no answer, an error status, a timeout, not JSON) is `DirectionsUnavailable`.
 */
export async function remoteJson({ provider, url, init, timeoutMs }: RemoteCall): Promise<unknown> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const res = await fetch(url, { ...init, signal, redirect: 'error' });
    if (!res.ok) {
      // Drain the answer (it may echo what was sent); it is neither read nor logged.
      await res.body?.cancel();
      throw new DirectionsUnavailable(provider, `answered ${res.status}`);
    }
    return JSON.parse(await res.text()) as unknown;
  } catch (err) {
    if (err instanceof DirectionsUnavailable) throw err;
    if (signal.aborted) throw new DirectionsUnavailable(provider, `no answer within ${timeoutMs} ms`);
    if (err instanceof SyntaxError) throw new DirectionsUnavailable(provider, 'answer is not JSON');
    const cause = (err as { cause?: { code?: string } }).cause?.code;
    throw new DirectionsUnavailable(provider, `unreachable${cause ? ` (${cause})` : ''}`);
  }
}

/** The base URL without a trailing slash, so paths join with exactly one. */
export const baseUrl = (url: string) => url.replace(/\/+$/, '');
