import crypto from 'node:crypto';

/** scrypt cost parameters (N=2^14, r=8, p=1) and sizes. */
export const SCRYPT = { N: 16384, r: 8, p: 1, keyLength: 64, saltLength: 16 } as const;

function scrypt(
  password: string,
  salt: Buffer,
  N: number,
  r: number,
  p: number,
  keyLength: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    crypto.scrypt(
      password.normalize('NFKC'),
      salt,
      keyLength,
      { N, r, p, maxmem: 256 * N * r + 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (salt and hash in base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(SCRYPT.saltLength);
  const key = await scrypt(password, salt, SCRYPT.N, SCRYPT.r, SCRYPT.p, SCRYPT.keyLength);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/** Checks a password against a stored hash in constant time. A malformed or missing hash never matches. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) {
    await verifyDummyPassword(password);
    return false;
  }
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    await verifyDummyPassword(password);
    return false;
  }
  const [, nText, rText, pText, saltText, hashText] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const N = Number(nText);
  const r = Number(rText);
  const p = Number(pText);
  // Refuse absurd parameters so a corrupted row cannot make a login burn memory or CPU.
  if (
    !Number.isInteger(N) ||
    N < 2 ||
    N > 1 << 20 ||
    (N & (N - 1)) !== 0 ||
    !(r >= 1 && r <= 32) ||
    !(p >= 1 && p <= 16)
  ) {
    return false;
  }
  const expected = Buffer.from(hashText, 'base64url');
  if (expected.length < 16) return false;
  const actual = await scrypt(password, Buffer.from(saltText, 'base64url'), N, r, p, expected.length);
  return crypto.timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/** Spends the same work as a real check, for unknown accounts (no timing oracle on which e-mails exist). */
export async function verifyDummyPassword(password: string): Promise<void> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  const stored = await dummyHash;
  await verifyPassword(password, stored);
}

/** True when a stored hash uses weaker parameters than the current ones (re-hash after a successful login). */
export function needsRehash(stored: string): boolean {
  const parts = stored.split('$');
  return (
    parts[0] !== 'scrypt' ||
    Number(parts[1]) < SCRYPT.N ||
    Number(parts[2]) < SCRYPT.r ||
    Number(parts[3]) < SCRYPT.p
  );
}
