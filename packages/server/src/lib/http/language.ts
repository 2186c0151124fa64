import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, languageOf, setLanguageSource, translate, type Language } from '@halte/contract';
// The server answers in English as well: the contract's dictionary goes in with the language.
import '@halte/contract/english';

const requestLanguage = new AsyncLocalStorage<Language>();
// Work outside any request (start-up, timers) writes Indonesian, as everything stored is.
setLanguageSource(() => requestLanguage.getStore() ?? DEFAULT_LANGUAGE);

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
  app.decorateRequest('language', DEFAULT_LANGUAGE);
  app.addHook('onRequest', (req, _reply, done) => {
    req.language = languageOf(req.headers['accept-language']) ?? defaultLanguage;
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

type Handshake = { auth?: Record<string, unknown>; headers: Record<string, string | string[] | undefined> };

/** A socket's language: the `language` its client sent on connecting, else its `Accept-Language`, else the app's default. */
export function socketLanguage(app: Pick<FastifyInstance, 'config'>, handshake: Handshake): Language {
  const named = handshake.auth?.language;
  const header = handshake.headers['accept-language'];
  return languageOf(typeof named === 'string' ? named : undefined) ?? languageOf(typeof header === 'string' ? header : undefined) ?? app.config.defaultLanguage;
}
