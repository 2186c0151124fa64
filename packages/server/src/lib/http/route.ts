import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '@halte/contract';
import { answers } from './responses.js';
import { checkedByHandler } from './validate.js';

type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;

/** A request of an endpoint: its params, query and body as the declaration's schemas parse them. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}>;

type Answer<E extends Endpoint> = Endpoint extends E ? unknown : { [S in keyof E['answers']]: E['answers'][S] extends z.ZodType ? z.input<E['answers'][S]> : never }[keyof E['answers']];

/** What a handler gives back: one of the declared answers, or the reply it sent itself. */
export type EndpointHandler<E extends Endpoint> = (req: EndpointRequest<E>, reply: FastifyReply) => Promise<Answer<E> | FastifyReply> | Answer<E> | FastifyReply;

/** Route options beyond the declaration: how this route logs, what it parses. */
export type RouteExtras = Pick<RouteShorthandOptions, 'logLevel' | 'exposeHeadRoute' | 'bodyLimit' | 'attachValidation'>;

/**
 * Serves an endpoint of the contract: method, path, schemas, access and the OpenAPI operation all
 * come from its declaration. The only way a route under /api/v1 is added (the guard refuses others).
 */
export function route<E extends Endpoint>(app: FastifyInstance, e: E, handler: EndpointHandler<E>, extras: RouteExtras = {}) {
  const input = <S extends z.ZodType | undefined>(schema: S) => (schema && e.checkedByHandler ? checkedByHandler(schema) : schema);
  app.route({
    ...extras,
    method: e.method,
    url: e.path,
    config: { access: e.access, endpoint: e },
    schema: {
      tags: [...e.tags],
      ...(e.description ? { description: e.description } : {}),
      // Path parameters are always checked here (a shared schema such as `idParam` is never handed over).
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: input(e.query) } : {}),
      ...(e.body ? { body: input(e.body) } : {}),
      response: { ...answers(e.answers), ...e.refusals },
    },
    handler: handler as (req: FastifyRequest, reply: FastifyReply) => unknown,
  });
}
