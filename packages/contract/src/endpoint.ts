import { z } from 'zod';
import type { Access, ScreenAccess } from './access.js';
import type { LiveTable } from './live.js';
import type { ScreenKey } from './screens.js';
import { idParam } from './fields.js';
import { listQuery } from './paging.js';
import { listResponseOf, messageResponse, messageResponseOf, oneResponseOf } from './responses.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The successful answers an endpoint declares (the shared error answers are added where it is served). */
export type EndpointAnswers = Partial<Record<200 | 201 | 204 | 502 | 503, z.ZodType>>;

/**
 * One call of `/api/v1`, declared once: the server registers its route from this, the OpenAPI
 * document describes it from this, and the web calls it through this.
 */
export interface Endpoint {
  method: Method;
  /** Under `/api/v1`, with `:name` for each path parameter, as Fastify reads it. */
  path: `/${string}`;
  /** The OpenAPI group. */
  tags: readonly string[];
  /** What a reader of the OpenAPI document should know that the schemas cannot say (a rule across fields). */
  description?: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * The query and body are documented here but checked by the handler itself (a tracker's fields,
   * read the way Traccar reads them): the route does not parse them twice. Path parameters are
   * always checked by the route.
   */
  checkedByHandler?: true;
  answers: EndpointAnswers;
  /**
   * A refusal that says more than the shared error answer (a stop refused names the riders
   * still aboard): its schema replaces the shared one for that status.
   */
  refusals?: Partial<Record<409, z.ZodType>>;
  /** The tables its answers show, its own (the one its writes change) first: a change announced of one refreshes it. */
  reads?: readonly [LiveTable, ...LiveTable[]];
}

/** Declares an endpoint, keeping its literal path and method for the typed client. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

/** `:name` parameters of a path, as a record of their values. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name | keyof PathParams<`/${Rest}`>]: string | number }
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string | number }
    : Record<never, never>;

/** The path with its parameters filled in (each URI-encoded). */
export function pathOf(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Whether a value is an endpoint declaration (for walking a slice's tree of them). */
export const isEndpoint = (value: unknown): value is Endpoint =>
  !!value && typeof value === 'object' && typeof (value as Endpoint).method === 'string' && typeof (value as Endpoint).path === 'string' && 'answers' in value;

/** Every endpoint in a tree of declarations (an object of groups of endpoints), in declaration order. */
export function endpointsIn(tree: unknown): Endpoint[] {
  if (isEndpoint(tree)) return [tree];
  if (!tree || typeof tree !== 'object') return [];
  return Object.values(tree).flatMap(endpointsIn);
}

export type CrudOp = 'list' | 'get' | 'create' | 'update' | 'delete';

/** What a resource's five calls share. */
export interface CrudSpec<
  P extends `/${string}`,
  Rec extends z.ZodType,
  Row extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  LQ extends z.ZodType,
> {
  path: P;
  tag: string;
  /** Screens whose roles may use it. */
  access: ScreenAccess;
  /** Further screens that may read (list and get) without changing anything. */
  readAccess?: readonly ScreenKey[];
  /** The record a read and a change answer. */
  record: Rec;
  /** The list row when it is shorter than the record. */
  row?: Row;
  createBody: Create;
  updateBody?: Update;
  /** The list's query when it has filters beyond q/page/limit (`listQueryOf`). */
  listQuery?: LQ;
  reads: readonly [LiveTable, ...LiveTable[]];
}

/**
 * A resource's list, record, create, update and delete: `GET {path}`, `GET {path}/:id`,
 * `POST {path}`, `PUT {path}/:id`, `DELETE {path}/:id`, with one behaviour everywhere.
 */
export function crudEndpoints<
  const P extends `/${string}`,
  Rec extends z.ZodType,
  Create extends z.ZodType,
  Row extends z.ZodType = Rec,
  Update extends z.ZodType = Create,
  LQ extends z.ZodType = typeof listQuery,
>(spec: CrudSpec<P, Rec, Row, Create, Update, LQ>) {
  const { path, reads } = spec;
  const tags = [spec.tag];
  const read = [...spec.access, ...(spec.readAccess ?? [])] as unknown as ScreenAccess;
  const write = spec.access;
  const one = `${path}/:id` as `/${string}` & `${P}/:id`;
  return {
    list: endpoint({ method: 'GET', path, tags, access: read, query: (spec.listQuery ?? listQuery) as LQ, answers: { 200: listResponseOf((spec.row ?? spec.record) as Row) }, reads }),
    get: endpoint({ method: 'GET', path: one, tags, access: read, params: idParam, answers: { 200: oneResponseOf(spec.record) }, reads }),
    create: endpoint({ method: 'POST', path, tags, access: write, body: spec.createBody, answers: { 201: messageResponseOf(spec.record) }, reads }),
    update: endpoint({ method: 'PUT', path: one, tags, access: write, params: idParam, body: (spec.updateBody ?? spec.createBody) as Update, answers: { 200: messageResponseOf(spec.record) }, reads }),
    delete: endpoint({ method: 'DELETE', path: one, tags, access: write, params: idParam, answers: { 200: messageResponse }, reads }),
  };
}

export type CrudEndpoints = ReturnType<typeof crudEndpoints>;
/** A resource's calls, any subset of the five (a resource without deletion, say). */
export type CrudGroup = Partial<Record<CrudOp, Endpoint>>;

/** Only some of a resource's calls exist (the rest are not served, nor declared). */
export const onlyOps = <G extends CrudGroup, K extends keyof G>(group: G, ops: readonly K[]): Pick<G, K> =>
  Object.fromEntries(ops.map((op) => [op, group[op]])) as Pick<G, K>;

/** An answer without a body: the handler calls `reply.send()`. */
export const EMPTY_ANSWER = 'Tanpa isi (badan jawaban kosong).';
export const emptyAnswer = z.null().meta({ description: EMPTY_ANSWER });

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** A file answer: documented under its media type as binary (not JSON); the handler sends a stream. */
export const xlsxAnswer = z.string().meta({ description: 'Berkas Excel (.xlsx).', content: { [XLSX_TYPE]: { schema: { type: 'string', format: 'binary' } } } });
