import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PERIOD_MSG } from '@halte/contract';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { parkingApp, type AdminCall, type ParkingIds } from '../helpers/parking-fixtures.js';
import { routeName, routeTable } from '../helpers/route-table.js';

// A client written from the OpenAPI document alone: what it marks required must be what the
// server requires, what it leaves optional the server must take absent, and a rule across fields
// (a period's `rt`) must be written on the operation.

interface Schema { $ref?: string; properties?: Record<string, unknown>; required?: string[] }
interface Operation { description?: string; parameters?: { name: string; in: string; required?: boolean }[]; requestBody?: { content: Record<string, { schema: Schema }> } }
interface Document { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } }

let t: TestApp;
let ids: ParkingIds;
let call: AdminCall;
let doc: Document;
let school: TestApp;
let schoolDoc: Document;
const docOf = async (app: TestApp) => (await app.call('GET', '/api/v1/openapi.json')).json() as Document;
beforeAll(async () => {
  ({ t, ids, call } = await parkingApp());
  school = await startTestApp();
  [doc, schoolDoc] = [await docOf(t), await docOf(school)];
});
afterAll(async () => {
  await t.close();
  await school.close();
});

const operationOf = (method: string, url: string, d = doc) => d.paths[`/api/v1${url.replace(/^\/api\/v1/, '')}`.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
/** A schema, or the named schema it refers to. */
const resolved = (schema: Schema | undefined, d = doc) => (schema?.$ref ? d.components.schemas[schema.$ref.replace('#/components/schemas/', '')] : schema);
const objectOf = (schema: unknown): z.ZodObject | undefined =>
  schema instanceof z.ZodObject ? schema : schema instanceof z.ZodPipe ? objectOf(schema.in) : undefined;
const documentedBodyRequired = (op: Operation, d = doc) => resolved(op.requestBody?.content['application/json']?.schema, d)?.required ?? [];
const documentedQueryRequired = (op: Operation) => (op.parameters ?? []).filter((p) => p.in === 'query' && p.required).map((p) => p.name);

describe('the OpenAPI document says what the server requires', () => {
  it('lists a body or query field as required exactly when the server refuses the request without it, on every operation of both modes', () => {
    const wrong: string[] = [];
    for (const [app, d] of [[t, doc], [school, schoolDoc]] as const) for (const route of routeTable(app)) {
      const op = operationOf(route.method, route.url, d);
      if (!op) continue;
      for (const [where, schema, documented] of [
        ['body', route.input.body, documentedBodyRequired(op, d)],
        ['query', route.input.querystring, documentedQueryRequired(op)],
      ] as const) {
        const object = objectOf(schema);
        if (!object) continue;
        for (const [key, field] of Object.entries(object.shape)) {
          const refusedAbsent = !(field as z.ZodType).safeParse(undefined).success;
          if (refusedAbsent !== documented.includes(key)) wrong.push(`${routeName(route)} ${where}.${key}: documented ${documented.includes(key) ? 'required' : 'optional'}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a stay sent with only its documented required fields is stored; without one of them it is refused', async () => {
    const required = documentedBodyRequired(operationOf('POST', '/parking')!);
    expect(required.sort()).toEqual(['dtcheck_in', 'intparking_location_id', 'intvehicle_type_id', 'vclicense_number']);
    const minimal: Record<string, unknown> = { vclicense_number: 'L 1 AB', intvehicle_type_id: ids.car, intparking_location_id: ids.alun, dtcheck_in: '2026-03-02T08:00:00+07:00' };
    expect((await call('POST', '/parking', minimal)).statusCode).toBe(201);
    for (const key of required) {
      const { [key]: _left, ...rest } = minimal;
      // Another plate than the stored one, which is still parked there (409).
      const body = key === 'vclicense_number' ? rest : { ...rest, vclicense_number: 'L 2 AB' };
      expect((await call('POST', '/parking', body)).statusCode, key).toBe(400);
    }
  });

  it('a parking location needs only its name and address; its point and active flag may be left out', async () => {
    expect(documentedBodyRequired(operationOf('POST', '/parking/location')!).sort()).toEqual(['vcaddress', 'vcname']);
    const res = await call('POST', '/parking/location', { vcname: 'Pasar Baru', vcaddress: 'Jl. Pasar 1' });
    expect(res.statusCode).toBe(201);
  });

  it('a report\'s operation states the period rule, and a range without rt is refused as it says', async () => {
    expect(operationOf('GET', '/report/bus', schoolDoc)?.description).toContain(PERIOD_MSG.typeRequired);
    const res = await school.call('GET', '/api/v1/report/bus?from=2026-03-01&to=2026-03-31', { token: school.adminToken });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(PERIOD_MSG.typeRequired);
  });
});
