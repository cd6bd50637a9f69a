import { pgSafe } from './pg-text';

describe('pgSafe', () => {
  it('writes every NUL as the text \\u0000, in nested strings and keys, and leaves the rest alone', () => {
    expect(pgSafe('a\u0000b\u0000')).toBe('a\\u0000b\\u0000');
    expect(pgSafe({ 'k\u0000': ['x\u0000', 1, null, { y: 'ok' }] })).toEqual({
      'k\\u0000': ['x\\u0000', 1, null, { y: 'ok' }],
    });
    expect(pgSafe('plain é 😀')).toBe('plain é 😀');
    expect(pgSafe(42)).toBe(42);
  });
});
