import { z } from 'zod';
import { envelopeOf } from '@arcade/contracts';
import { fastSerializerCompiler } from './fast-serializer';

const schema = envelopeOf(
  z.object({ user: z.object({ _id: z.string(), balance: z.number().int(), phone: z.string().nullable() }) }),
);
const compile = (s: unknown, httpStatus = '200') =>
  fastSerializerCompiler({ schema: s, method: 'GET', url: '/x', httpStatus });
const answer = (user: Record<string, unknown>) => ({
  success: true,
  statusCode: 200,
  message: 'ok',
  data: { user },
});

describe('the compiled serializer of a hot read (issue 9)', () => {
  it('writes only what the schema names, as JSON.stringify would', () => {
    const out = compile(schema)(answer({ _id: 'u1', balance: 5, phone: null, passwordHash: 'secret' }));
    expect(JSON.parse(out)).toEqual(answer({ _id: 'u1', balance: 5, phone: null }));
    expect(out).not.toContain('secret');
  });

  it('drops a key the schema does not name inside a nullable object too (as zod did)', () => {
    const withUnion = envelopeOf(
      z.object({
        user: z.object({ _id: z.string(), restriction: z.object({ reason: z.string() }).nullable() }),
      }),
    );
    const out = compile(withUnion)(answer({ _id: 'u1', restriction: { reason: 'staff', extra: 'x' } }));
    expect(JSON.parse(out).data.user.restriction).toEqual({ reason: 'staff' });
  });

  it('fails an answer without a required field', () => {
    expect(() => compile(schema)(answer({ balance: 5, phone: null }))).toThrow(/_id/);
  });

  it('is compiled from JSON Schema, not a zod parse per answer (an integer is written as one)', () => {
    expect(
      JSON.parse(compile(schema)(answer({ _id: 'u1', balance: 5.7, phone: null }))).data.user.balance,
    ).toBe(5);
  });

  it("keeps zod's serializer for other statuses and for schemas without a JSON Schema form", () => {
    const transformed = z.object({ at: z.date().transform((d) => d.toISOString()) });
    expect(() => compile(transformed)({ at: 'not a date' })).toThrow();
    expect(() => compile(schema, '400')(answer({ _id: 'u1', balance: 5.7, phone: null }))).toThrow();
  });
});
