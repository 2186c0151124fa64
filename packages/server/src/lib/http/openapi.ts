import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exactRequired } from './openapi-required.js';

type TransformObject = typeof jsonSchemaTransformObject;
type Document = ReturnType<TransformObject>;

const refsIn = (value: unknown, found: Set<string>) => {
  JSON.stringify(value, (key, v: unknown) => {
    if (key === '$ref' && typeof v === 'string') found.add(v.replace('#/components/schemas/', ''));
    return v;
  });
};

/**
 * The contract's named schemas (User, Driver, ErrorResponse, …) as components of the OpenAPI
 * document. The type provider adds each in an input and an output reading; only those some
 * route refers to, directly or through another component, are kept.
 */
export const openapiComponents: TransformObject = (input) => {
  const doc = jsonSchemaTransformObject(input) as Document & { paths?: unknown; components?: { schemas?: Record<string, unknown> } };
  const all = doc.components?.schemas ?? {};
  const used = new Set<string>();
  refsIn(doc.paths, used);
  for (let before = -1; before !== used.size; ) {
    before = used.size;
    for (const name of [...used]) refsIn(all[name], used);
  }
  const schemas = Object.fromEntries(Object.entries(all).filter(([name]) => used.has(name)));
  // A named request body: its input reading lists as required what the server requires.
  const named = (z.globalRegistry as unknown as { _idmap: Map<string, z.ZodType> })._idmap;
  for (const [name, schema] of Object.entries(schemas)) {
    if (name.endsWith('Input')) exactRequired(schema as Parameters<typeof exactRequired>[0], named.get(name.slice(0, -'Input'.length)));
  }
  return { ...doc, components: { ...doc.components, schemas } } as Document;
};
