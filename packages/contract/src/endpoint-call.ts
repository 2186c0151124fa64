import type { z } from 'zod';
import type { Endpoint, PathParams } from './endpoint.js';

type Scalar = string | number | boolean | null | undefined;

type ParamsInput<E extends Endpoint> = keyof PathParams<E['path']> extends never ? { params?: undefined } : { params: PathParams<E['path']> };
type QueryInput<E extends Endpoint> = E['query'] extends z.ZodType ? { query?: { [K in keyof z.input<E['query']>]?: Scalar } } : { query?: undefined };
type BodyInput<E extends Endpoint> = E['body'] extends z.ZodType ? { body: z.input<E['body']> } : { body?: undefined };

/** What a call of an endpoint sends: its path parameters, query and body, as the declaration names them. */
export type CallInput<E extends Endpoint> = ParamsInput<E> & QueryInput<E> & BodyInput<E>;

/** The input as an argument: optional when nothing in it is required. */
export type CallArgs<E extends Endpoint> = object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** What a successful call answers, as the declaration's answer schemas read on the wire. */
export type AnswerOf<E extends Endpoint> = Endpoint extends E
  ? unknown
  : { [S in keyof E['answers']]: E['answers'][S] extends z.ZodType ? z.output<E['answers'][S]> : never }[keyof E['answers']];
