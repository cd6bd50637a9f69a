import { signAccessToken, verifyAccessToken } from './tokens';

const SECRET = 'tokens-test-secret-tokens-test-secret-0123';
const CLAIMS = {
  sub: '6f1c1a52-8d2e-4c53-9d5b-0e7f3b9a1c01',
  role: 'USER' as const,
  sid: '0b8e2d8c-2f6f-4f41-a1b7-5f0f3c7e9d02',
};

describe('verifyAccessToken and its cache of verified tokens', () => {
  afterEach(() => jest.useRealTimers());

  it('answers the same for a token it has verified before, until the token expires', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z'), doNotFake: ['nextTick', 'setImmediate'] });
    const token = await signAccessToken(SECRET, CLAIMS, { expiresInSeconds: 60 });
    expect(await verifyAccessToken(SECRET, token)).toEqual({ status: 'valid', claims: CLAIMS });
    jest.setSystemTime(new Date('2026-11-23T12:00:59Z'));
    expect(await verifyAccessToken(SECRET, token)).toEqual({ status: 'valid', claims: CLAIMS });
    // At exp the cached answer is not used: jose answers, and the token is expired (its claims still known).
    jest.setSystemTime(new Date('2026-11-23T12:01:00Z'));
    expect(await verifyAccessToken(SECRET, token)).toEqual({ status: 'expired', claims: CLAIMS });
    jest.setSystemTime(new Date('2026-11-23T12:00:30Z'));
    expect(await verifyAccessToken(SECRET, token)).toEqual({ status: 'valid', claims: CLAIMS });
  });

  it('does not accept a changed token or another secret because a token was verified', async () => {
    const token = await signAccessToken(SECRET, CLAIMS);
    expect((await verifyAccessToken(SECRET, token)).status).toBe('valid');
    const [header, payload, signature] = token.split('.');
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await verifyAccessToken(SECRET, `${header}.${payload}.${flipped}`)).toEqual({ status: 'invalid' });
    const otherPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), role: 'ADMIN' }),
    ).toString('base64url');
    expect(await verifyAccessToken(SECRET, `${header}.${otherPayload}.${signature}`)).toEqual({
      status: 'invalid',
    });
    expect(await verifyAccessToken('another-secret-another-secret-another-1', token)).toEqual({
      status: 'invalid',
    });
    expect((await verifyAccessToken(SECRET, token)).status).toBe('valid');
  });

  it('keeps working past its bound: old entries go, every token still verifies', async () => {
    const tokens = await Promise.all(
      Array.from({ length: 2100 }, (_, i) =>
        signAccessToken(SECRET, { ...CLAIMS, sid: `0b8e2d8c-2f6f-4f41-a1b7-${String(i).padStart(12, '0')}` }),
      ),
    );
    for (const token of tokens) expect((await verifyAccessToken(SECRET, token)).status).toBe('valid');
    expect((await verifyAccessToken(SECRET, tokens[0])).status).toBe('valid');
  });
});
