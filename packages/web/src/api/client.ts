import { toast } from '../ui/toast/toast';
import { pathOf, type AnswerOf, type CallInput, type Endpoint } from '@halte/contract';
import { clearSession, getSession } from './session';
import { showError } from './feedback';
import { ui } from '../i18n/ui';
import { language } from '../i18n/language';

export const API_BASE = '/api/v1';

/** A failed call. `status` 0 means the server gave no answer. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** The answer's `X-Request-Id`, shown in the error dialog for the user to quote. */
    readonly requestId?: string,
    /** The whole answer, for a refusal that says more than its message (a stop's riders aboard). */
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

/** How a call is made and shown, beyond what it sends. */
export type CallOptions = Omit<RequestOptions, 'method' | 'body' | 'query'>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** Show the answer's `message` as a success toast (default: for every call but GET). */
  toast?: boolean;
  /**
   * The caller shows errors itself: no error dialog (e.g. the login form shows 400 and
   * 'Server tidak menjawab' inline). A 401 still ends the session: it does on any call.
   */
  quiet?: boolean;
  /** A 400/409 carrying field `errors` is shown on the form's fields instead of the dialog. */
  fieldErrors?: boolean;
  /** The bearer token to send instead of the session's (a session not kept, e.g. to end it). */
  token?: string;
}

let onUnauthorized: () => void = () => {
  window.location.assign('/login');
};

/** The app registers how to reach /login (its router) when a call answers 401. */
export function setUnauthorizedHandler(fn: () => void) {
  onUnauthorized = fn;
}

export function urlOf(path: string, query?: Query): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

async function readJson(res: Response): Promise<Record<string, unknown> | null> {
  const text = await res.text();
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Whose calls a client makes: where its bearer token comes from, and what a 401 does. */
export interface ClientAuth {
  token: () => string | undefined;
  /** The session ended (401): forget it and go where one signs in again. */
  unauthorized: () => void;
}

/** Shows a failed call as the API's rules say (401 ends the client's session) and throws it. */
function failFor(auth: ClientAuth, error: ApiError, opts: RequestOptions): never {
  if (error.status === 401) {
    toast.error(error.message, { toastId: 'unauthorized' });
    auth.unauthorized();
  } else if (!opts.quiet && !(opts.fieldErrors && error.errors && Object.keys(error.errors).length)) {
    showError(error.message, error.requestId);
  }
  throw error;
}

/** The error a failed answer carries (`{ message, errors }`). */
export async function errorOf(res: Response): Promise<ApiError> {
  const json = await readJson(res);
  const message = typeof json?.message === 'string' && json.message ? json.message : undefined;
  const errors = json?.errors && typeof json.errors === 'object' ? (json.errors as Record<string, string>) : undefined;
  // A proxy answering for a stopped server (502/503/504 without our JSON) is "no response".
  const fallback = res.status >= 502 && !json ? ui.feedback.noResponse : ui.feedback.serverError;
  return new ApiError(res.status, message ?? fallback, errors, res.headers.get('x-request-id') ?? undefined, json ?? undefined);
}

/** A client of `/api/v1` for one kind of session: calls with the error rules of docs/product.md applied. */
export function createApiClient(auth: ClientAuth) {
  const fail = (error: ApiError, opts: RequestOptions): never => failFor(auth, error, opts);

  async function request<T = unknown>(path: string, opts: RequestOptions = {}): Promise<T> {
    const method = opts.method ?? 'GET';
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': language() };
    const token = opts.token ?? auth.token();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';

    let res: Response;
    try {
      res = await fetch(urlOf(path, opts.query), {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal: opts.signal,
      });
    } catch (e) {
      if (opts.signal?.aborted) throw e;
      return fail(new ApiError(0, ui.feedback.noResponse), opts);
    }

    if (!res.ok) return fail(await errorOf(res), opts);
    const json = await readJson(res);
    const message = typeof json?.message === 'string' && json.message ? json.message : undefined;
    if (message && (opts.toast ?? method !== 'GET')) toast.success(message);
    return json as T;
  }

  /** Calls a declared endpoint: its method and path from the contract, the input typed by its schemas. */
  function call<E extends Endpoint>(e: E, input: CallInput<E>, opts: CallOptions = {}): Promise<AnswerOf<E>> {
    const { params, query, body } = input as { params?: Record<string, string | number>; query?: Query; body?: unknown };
    return request<AnswerOf<E>>(pathOf(e.path, params), { ...opts, method: e.method, query, body });
  }

  return { call, fail };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The staff (and drivers') client: the `accessUser` session; a 401 goes to /login. */
export const api = createApiClient({
  token: () => getSession()?.token,
  unauthorized: () => {
    clearSession();
    onUnauthorized();
  },
});

export const fail = api.fail;
