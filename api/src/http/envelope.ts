import type { FastifyReply } from 'fastify';
import type { ZodType } from 'zod';
import { badRequest } from './errors';

/** Sends the success envelope { success, statusCode, message, data }. */
export function ok<T>(reply: FastifyReply, data: T, message = 'OK', statusCode = 200) {
  return reply.code(statusCode).send({ success: true, statusCode, message, data });
}

/** Parses input with a contracts schema; bad input is a 400 with the first issue as message and all issues listed. */
export function parse<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw badRequest(issues[0]?.message ?? 'Invalid input', issues);
  }
  return result.data;
}
