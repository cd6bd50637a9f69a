import type { Role } from '@arcade/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Who is calling, as established from the access_token cookie and a live sessions row. */
export interface AuthContext {
  userId: string;
  /** The role stored on the user now (not the one in the token). */
  role: Role;
  sessionId: string;
}

export type AuthPreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by app.requireUser / app.requireAdmin (never null after them) and app.optionalUser. */
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 "Unauthorized request" without a valid session, 401 "jwt expired" for an expired token. */
    requireUser: AuthPreHandler;
    /** preHandler: as requireUser, then 403 "Forbidden" unless the user is an ADMIN. */
    requireAdmin: AuthPreHandler;
    /** preHandler: sets request.auth when a valid session is present, else null; never fails. */
    optionalUser: AuthPreHandler;
  }
}
