import { hashPassword, needsRehash, verifyDummyPassword, verifyPassword } from './password';

describe('password hashing (scrypt)', () => {
  it('stores scrypt$N$r$p$salt$hash with a random salt', async () => {
    const a = await hashPassword('Correct Horse 2026!');
    const b = await hashPassword('Correct Horse 2026!');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(a).not.toBe(b);
    expect(needsRehash(a)).toBe(false);
    expect(needsRehash('scrypt$1024$8$1$abc$def')).toBe(true);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('Correct Horse 2026!');
    await expect(verifyPassword('Correct Horse 2026!', stored)).resolves.toBe(true);
    await expect(verifyPassword('correct horse 2026!', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('never matches a missing or malformed hash', async () => {
    await expect(verifyPassword('x', null)).resolves.toBe(false);
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
    await expect(verifyPassword('x', 'scrypt$99999999$8$1$c2FsdA$aGFzaA')).resolves.toBe(false);
    await expect(verifyDummyPassword('anything')).resolves.toBeUndefined();
  });
});
