import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { APP_ROLES, pathOf, screenOf, SLICE_ENDPOINTS, type AppType, type Endpoint } from '@halte/contract';
import type { TestApp } from '../../helpers/app.js';

/**
 * A client written from the OpenAPI document alone sends each operation's minimal request: the
 * path parameters, and in the query and body exactly the fields the document marks required.
 * It must be answered 2xx; leaving out any one of those fields must be answered 400.
 */

interface Schema { $ref?: string; properties?: Record<string, unknown>; required?: string[]; anyOf?: Schema[]; oneOf?: Schema[] }
interface Operation { description?: string; parameters?: { name: string; in: string; required?: boolean }[]; requestBody?: { content: Record<string, { schema: Schema }> } }
interface Document { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } }

/** One operation's minimal request, made against the running app (records it needs created first). */
export interface MinimalRequest {
  /** The bearer token to send (none for a public operation). */
  token?: string;
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: Record<string, unknown>;
  /**
   * Query or body fields sent because a rule the schema cannot say asks for them (a plate or a
   * ticket; a tracker's id and point), though it marks each optional: the operation's
   * description must name each.
   */
  ruleFields?: string[];
  /** A body sent as it is, not as JSON (a tracker's form), whose fields are not compared. */
  raw?: { contentType: string; payload: string };
}

/** Each operation of a slice (`'METHOD /path'` as declared) and how to make its minimal request. */
export type MinimalRequests = Record<string, (t: TestApp) => Promise<MinimalRequest>>;

const nameOf = (e: Pick<Endpoint, 'method' | 'path'>) => `${e.method} ${e.path}`;

const resolved = (doc: Document, schema: Schema | undefined) => (schema?.$ref ? doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')] : schema);

/** A body of several forms (`anyOf`/`oneOf`) requires what every form requires. */
const requiredOf = (doc: Document, schema: Schema | undefined): string[] => {
  const body = resolved(doc, schema);
  const forms = body?.anyOf ?? body?.oneOf;
  if (!forms) return body?.required ?? [];
  const [first, ...rest] = forms.map((f) => requiredOf(doc, f));
  return (first ?? []).filter((k) => rest.every((r) => r.includes(k)));
};

/** The fields the document marks required in an operation's JSON body and query. */
function documentedRequired(doc: Document, e: Endpoint) {
  const op = doc.paths[`/api/v1${e.path}`.replace(/:(\w+)/g, '{$1}')]?.[e.method.toLowerCase()];
  // `X-HIDDEN` operations (the document itself) are left out of the document on purpose: nothing is required.
  if (!op && e.tags.includes('X-HIDDEN')) return { description: '', body: [], query: [] };
  if (!op) throw new Error(`${nameOf(e)} is not in the OpenAPI document`);
  return {
    description: op.description ?? '',
    body: [...requiredOf(doc, op.requestBody?.content['application/json']?.schema)].sort(),
    query: (op.parameters ?? []).filter((p) => p.in === 'query' && p.required).map((p) => p.name).sort(),
  };
}

const send = (t: TestApp, e: Endpoint, r: MinimalRequest, change: { query?: Record<string, unknown>; body?: Record<string, unknown> } = {}): Promise<LightMyRequestResponse> => {
  const query = change.query ?? r.query;
  const qs = query && Object.keys(query).length ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}` : '';
  const url = `/api/v1${pathOf(e.path, r.params)}${qs}`;
  const headers: Record<string, string> = r.token ? { authorization: `Bearer ${r.token}` } : {};
  if (r.raw && !change.body) return t.app.inject({ method: e.method, url, headers: { ...headers, 'content-type': r.raw.contentType }, payload: r.raw.payload });
  const body = change.body ?? r.body;
  return t.app.inject({ method: e.method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
};

const without = (fields: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(fields).filter(([k]) => k !== key));

/**
 * The mode an endpoint is answered in: a phone app's own, parking when every screen it names is a
 * parking screen (a platform option list of the parking forms), the school mode otherwise.
 */
const modeOf = ({ access }: Endpoint): AppType => {
  if (typeof access === 'string') return access === 'driver' || access === 'jukir' ? APP_ROLES[access].mode : 'school';
  return access.every((k) => screenOf(k)?.mode === 'parking') ? 'parking' : 'school';
};

/**
 * The test of one slice: every endpoint it declares has a minimal request here, holding exactly
 * the documented required fields, answered 2xx, and 400 without any one of them. `starts` makes
 * the app of each mode the slice is served in; each request goes to the app of its endpoint's mode.
 */
export function minimalRequestsOf(slice: keyof typeof SLICE_ENDPOINTS, starts: Partial<Record<AppType, () => Promise<TestApp>>>, requests: MinimalRequests) {
  const modes = Object.keys(starts) as AppType[];
  const appMode = (e: Endpoint) => (modes.length === 1 ? modes[0]! : modeOf(e));
  describe(`the minimal request of every ${slice} operation (${modes.join(' and ')} mode)`, { timeout: 300_000 }, () => {
    const apps: Partial<Record<AppType, { t: TestApp; doc: Document }>> = {};
    beforeAll(async () => {
      for (const mode of modes) {
        const t = await starts[mode]!();
        apps[mode] = { t, doc: (await t.call('GET', '/api/v1/openapi.json')).json() as Document };
      }
    });
    afterAll(async () => {
      for (const app of Object.values(apps)) await app.t.close();
    });

    it('is written for every declared operation, and for nothing else', () => {
      expect(Object.keys(requests).sort()).toEqual(SLICE_ENDPOINTS[slice].map(nameOf).sort());
    });

    for (const e of SLICE_ENDPOINTS[slice]) {
      const make = requests[nameOf(e)];
      if (!make) continue;
      it(`${nameOf(e)}: answered 2xx with only its required fields, 400 without any one`, async () => {
        const { t, doc } = apps[appMode(e)]!;
        const r = await make(t);
        const required = documentedRequired(doc, e);
        const rules = r.ruleFields ?? [];
        for (const key of rules) expect(required.description, `the rule asking for ${key} is described`).toContain(`\`${key}\``);
        const ruleQuery = rules.filter((key) => key in (r.query ?? {}));
        const ruleFields = rules.filter((key) => !ruleQuery.includes(key));
        if (!r.raw) expect(Object.keys(r.body ?? {}).sort(), 'body fields sent').toEqual([...required.body, ...ruleFields].sort());
        expect(Object.keys(r.query ?? {}).sort(), 'query fields sent').toEqual([...required.query, ...ruleQuery].sort());
        for (const key of [...required.query, ...ruleQuery]) {
          const res = await send(t, e, r, { query: without(r.query!, key) });
          expect(res.statusCode, `without query ${key}: ${res.body}`).toBe(400);
        }
        if (!r.raw) for (const key of [...required.body, ...ruleFields]) {
          const res = await send(t, e, r, { body: without(r.body!, key) });
          expect(res.statusCode, `without body ${key}: ${res.body}`).toBe(400);
        }
        const res = await send(t, e, r);
        expect(res.statusCode, res.body.slice(0, 300)).toBeGreaterThanOrEqual(200);
        expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(300);
      });
    }
  });
}
