import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageOf, setLanguageSource, translate, type Language } from '@halte/contract';

const requestLanguage = new AsyncLocalStorage<Language>();
let fallback: Language = 'id';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language this request is answered in: its `Accept-Language`, else DEFAULT_LANGUAGE. */
    language: Language;
  }
}

/** Runs `work` with the texts it builds in `language` (a socket event, a job for one person). */
export const inLanguage = <T>(language: Language, work: () => T): T => requestLanguage.run(language, work);

/**
 * Every request runs in its language: the contract's texts and formats read it from here, and
 * an answer's `message` and field `errors` leave translated. Handlers keep writing Indonesian;
 * the English comes from the contract's dictionary.
 */
export function installLanguage(app: FastifyInstance, defaultLanguage: Language) {
  fallback = defaultLanguage;
  setLanguageSource(() => requestLanguage.getStore() ?? fallback);
  app.decorateRequest('language', 'id');
  app.addHook('onRequest', (req, _reply, done) => {
    req.language = languageOf(req.headers['accept-language']) ?? fallback;
    requestLanguage.run(req.language, done);
  });
  app.addHook('preSerialization', async (req: FastifyRequest, _reply, payload) => translateAnswer(payload, req.language));
}

/** An answer's message and field errors in `language`; everything else as it was. */
export function translateAnswer<T>(payload: T, language: Language): T {
  if (language === 'id' || !payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  const body = payload as Record<string, unknown>;
  if (typeof body.message !== 'string' && !(body.errors && typeof body.errors === 'object')) return payload;
  const out: Record<string, unknown> = { ...body };
  if (typeof body.message === 'string') out.message = translate(body.message, language);
  if (body.errors && typeof body.errors === 'object' && !Array.isArray(body.errors)) {
    out.errors = Object.fromEntries(Object.entries(body.errors as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' ? translate(v, language) : v]));
  }
  return out as T;
}

/** A socket's language: the `language` its client sent on connecting, else its `Accept-Language`, else the default. */
export function socketLanguage(handshake: { auth?: Record<string, unknown>; headers: Record<string, string | string[] | undefined> }): Language {
  const named = handshake.auth?.language;
  const header = handshake.headers['accept-language'];
  return languageOf(typeof named === 'string' ? named : undefined) ?? languageOf(typeof header === 'string' ? header : undefined) ?? fallback;
}
