import type { FastifyReply } from 'fastify';

/** Sends the success envelope { success, statusCode, message, data }. */
export function ok<T>(reply: FastifyReply, data: T, message = 'OK', statusCode = 200) {
  return reply.code(statusCode).send({ success: true, statusCode, message, data });
}
