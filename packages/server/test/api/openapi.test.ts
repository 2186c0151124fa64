import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { routeName, routeTable } from '../helpers/route-table.js';
import { EMPTY_ANSWER } from '../../src/lib/http/responses.js';
import { XLSX_TYPE } from '../../src/lib/reporting/report-workbook.js';

interface Operation {
  requestBody?: { content: { 'application/json': { schema: Schema } } };
  responses: Record<string, { description?: string; content?: Record<string, { schema?: Schema } | undefined> & { 'application/json'?: { schema?: Schema } } }>;
}
interface Schema { $ref?: string; anyOf?: Schema[]; properties?: Record<string, Schema>; required?: string[] }
interface Document { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } }

/** The document itself is the one route it does not describe. */
const UNDOCUMENTED = new Set(['GET /api/v1/openapi.json']);
const ERRORS = ['400', '401', '403', '404', '409', '413', '429'];

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await startTestApp();
  doc = (await t.call('GET', '/api/v1/openapi.json')).json() as Document;
});
afterAll(() => t.close());

const operationOf = (method: string, url: string) => doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
const schemaOf = (op: Operation, status: string) => op.responses[status]?.content?.['application/json']?.schema;

/** The error answer, or one that adds fields to it (a refused stop's riders still aboard). */
function isErrorAnswer(schema: Schema | undefined): boolean {
  const ref = schema?.$ref?.replace('#/components/schemas/', '');
  if (ref === 'ErrorResponse') return true;
  const named = ref ? doc.components.schemas[ref] : undefined;
  const base = doc.components.schemas.ErrorResponse;
  return !!named && Object.keys(base.properties!).every((k) => k in named.properties!) && named.required?.join() === base.required?.join();
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3 document', async () => {
    const result = await new Validator().validate(doc as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toMatch(/^3\./);
  });

  it('documents the successful answer and the error answers of every route in the route table', () => {
    const problems: string[] = [];
    const routes = routeTable(t).filter((r) => r.method !== 'HEAD' && !UNDOCUMENTED.has(routeName(r)));
    expect(routes.length).toBeGreaterThan(70);
    for (const { method, url } of routes) {
      const op = operationOf(method, url);
      if (!op) {
        problems.push(`${method} ${url}: not in the document`);
        continue;
      }
      const ok = Object.keys(op.responses).filter((s) => /^2\d\d$/.test(s));
      // An answer without a body is documented as such (no content, described as empty); a file by its media type.
      const documented = (s: string) =>
        !!schemaOf(op, s) || (!op.responses[s].content && op.responses[s].description === EMPTY_ANSWER) || !!op.responses[s].content?.[XLSX_TYPE]?.schema;
      if (ok.length === 0 || !ok.every(documented)) problems.push(`${method} ${url}: no documented successful answer`);
      for (const status of ERRORS) {
        if (!isErrorAnswer(schemaOf(op, status))) problems.push(`${method} ${url}: ${status} is not the error answer`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('names each record of an answer, e.g. a user without a password hash and a list of them', () => {
    const user = doc.components.schemas.User;
    expect(user.required).toEqual(expect.arrayContaining(['intid', 'vcname', 'vcusername', 'vcemail', 'vcphone', 'role', 'vcrole']));
    const list = schemaOf(operationOf('GET', '/api/v1/users'), '200')!;
    expect(list.required).toEqual(expect.arrayContaining(['data', 'length', 'page_total', 'page', 'limit']));
    expect(list.properties!.data).toMatchObject({ type: 'array', items: { $ref: '#/components/schemas/User' } });
    expect(doc.components.schemas.ErrorResponse.required).toEqual(['message']);
  });

  it('documents the reports\' Excel files as binary answers of their media type, not JSON', () => {
    for (const url of ['/api/v1/report/bus/export', '/api/v1/report/driver/export/:date']) {
      const ok = operationOf('GET', url).responses['200'];
      expect(ok.content, url).toEqual({ [XLSX_TYPE]: { schema: { type: 'string', format: 'binary' } } });
    }
  });

  it('documents the OsmAnd intake\'s answer as empty', () => {
    for (const method of ['GET', 'POST']) {
      const ok = operationOf(method, '/api/v1/tracking/osmand').responses['200'];
      expect(ok, method).toEqual({ description: EMPTY_ANSWER });
    }
  });

  it('shows both bodies PUT /users/{id} takes: the user screen\'s and one\'s own profile', () => {
    const body = operationOf('PUT', '/api/v1/users/:id').requestBody?.content['application/json'].schema;
    expect(body?.anyOf).toHaveLength(2);
    const [admin, profile] = body!.anyOf!;
    expect(admin.required).toEqual(expect.arrayContaining(['vcname', 'vcusername', 'role']));
    expect(Object.keys(profile.properties!)).toEqual(expect.arrayContaining(['vcname', 'email', 'phone']));
  });
});
