import fastJson from 'fast-json-stringify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type ZodSerializerInput = Parameters<typeof zodSerializerCompiler>[0];

/**
 * The serializer of a hot read's 200 answer (issue 9: GET /user/me, the session check of every page): its zod
 * response schema turned into JSON Schema once, at start, and compiled by fast-json-stringify, as Fastify does for
 * JSON Schema routes. As with zod, only the schema's properties are written (nothing the schema does not name can
 * leak) and a missing required one fails the answer; what it skips is zod's parse of every answer (10% of the
 * route's CPU). Other statuses keep zod's serializer. A schema that has no JSON Schema form keeps zod's.
 */
/**
 * The JSON Schema without `additionalProperties: false`: fast-json-stringify writes only the properties a schema
 * names anyway, and a closed object inside an `anyOf` would make an answer with one more key than the schema fail
 * (zod strips it). The properties written are the same.
 */
function openObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(openObjects);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === 'additionalProperties' && v === false) continue;
    out[k] = openObjects(v);
  }
  return out;
}

export const fastSerializerCompiler = <T>(input: FastifyRouteSchemaDef<T>) => {
  if (input.httpStatus === '200') {
    try {
      const json = z.toJSONSchema(input.schema as z.ZodType, {
        io: 'output',
        target: 'draft-7',
        unrepresentable: 'throw',
      });
      const stringify = fastJson(openObjects(json) as Parameters<typeof fastJson>[0]);
      return (data: unknown) => stringify(data);
    } catch {
      // not representable: zod's serializer below
    }
  }
  return zodSerializerCompiler(input as unknown as ZodSerializerInput);
};
