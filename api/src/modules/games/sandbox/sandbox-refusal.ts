import type { FastifyReply } from 'fastify';

/** What the sandbox platform refuses, answered as `{ error }` with the status (as an outside platform would). */
export class Refusal {
  constructor(
    readonly status: number,
    readonly error: string,
  ) {}
}

/** Sends a refusal as `{ error }`; anything else is the answer. */
export function answer<T>(reply: FastifyReply, result: T | Refusal): T | FastifyReply {
  return result instanceof Refusal ? reply.code(result.status).send({ error: result.error }) : result;
}
