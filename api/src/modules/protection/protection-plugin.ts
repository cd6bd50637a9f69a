import fp from 'fastify-plugin';

export interface ProtectionContext {
  /** The time every limit, break and exclusion is measured by (tests move it). */
  clock: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Player protection's context (one mutable object: tests swap its clock). */
    protection: ProtectionContext;
  }
}

/** Decorates app.protection. Not encapsulated: the restrictions guard and the shop read its clock. */
export const protectionCore = fp(
  async (app) => {
    app.decorate('protection', { clock: () => new Date() } satisfies ProtectionContext);
  },
  { name: 'protection-core' },
);
