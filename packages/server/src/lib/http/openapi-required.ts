import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERIOD_MSG, periodShape } from '@halte/contract';

type Transform = typeof jsonSchemaTransform;
type JsonObject = { properties?: Record<string, unknown>; required?: string[] };

/** The object a request schema reads, through its pipes and wrappers; undefined when it is not one. */
function objectOf(schema: unknown): z.ZodObject | undefined {
  if (schema instanceof z.ZodObject) return schema;
  if (schema instanceof z.ZodPipe) return objectOf(schema.in);
  return undefined;
}

/**
 * The JSON Schema writer marks a field required whenever its input type has no `undefined` in it,
 * but many fields read a missing value themselves ("not given", a default, 0): the server accepts
 * them absent. Required here means exactly what the server requires: a field is listed when
 * parsing it absent fails.
 */
export function exactRequired(json: JsonObject | undefined, schema: unknown) {
  const object = objectOf(schema);
  if (!json?.properties || !object) return;
  const required = Object.keys(json.properties).filter((key) => {
    const field = object.shape[key];
    return field instanceof z.ZodType && !field.safeParse(undefined).success;
  });
  if (required.length) json.required = required;
  else delete json.required;
}

const PERIOD_KEYS = Object.keys(periodShape);

/** The period rule, which no field's schema can say: which fields each `rt` needs. */
const PERIOD_RULE = [
  'Period: `rt` 1 a date (`from`), 2 a range (`from` and `to`, at most a year), 3 a month (`m` and `y`).',
  `\`from\`, \`to\`, \`m\` or \`y\` without \`rt\`: 400 \`${PERIOD_MSG.typeRequired}\`; a field its \`rt\` needs missing: 400 naming it.`,
].join(' ');

/**
 * The type provider's transform, with `required` as the server validates it on request bodies and
 * queries, and the period rule on each operation that reads a period.
 */
export const exactJsonSchemaTransform: Transform = (input) => {
  const out = jsonSchemaTransform(input);
  const schema = out.schema as { body?: JsonObject; querystring?: JsonObject; description?: string };
  const source = input.schema as { body?: unknown; querystring?: unknown };
  exactRequired(schema.body, source.body);
  exactRequired(schema.querystring, source.querystring);
  const query = objectOf(source.querystring);
  if (query && PERIOD_KEYS.every((key) => key in query.shape)) schema.description = [schema.description, PERIOD_RULE].filter(Boolean).join('\n\n');
  return out;
};
