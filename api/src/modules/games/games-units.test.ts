import crypto from 'node:crypto';
import { addBusinessDays, sinceWords } from './business-days';
import { signPayoutWebhook, verifyPayoutSignature } from './payouts';
import { createSecretBox } from '../../crypto/secret-box';
import { multiplierOf, REEL, seedHash, slotRtp, stopsOf, symbolsAt } from './sandbox/slot';

describe('the sandbox slot', () => {
  it('has the documented return to player, computed over every outcome', () => {
    expect(slotRtp()).toBeCloseTo(31249 / 32768, 12);
    expect(slotRtp()).toBeGreaterThan(0.95);
    expect(slotRtp()).toBeLessThan(0.96);
  });

  it('derives the stops from HMAC-SHA256(serverSeed, clientSeed:nonce), reproducibly', () => {
    const server = 'a'.repeat(64);
    const mac = crypto.createHmac('sha256', server).update('player-seed:7').digest();
    const expected = [0, 1, 2].map((i) => mac.readUInt32BE(i * 4) % 32);
    expect(stopsOf(server, 'player-seed', 7)).toEqual(expected);
    expect(stopsOf(server, 'player-seed', 8)).not.toEqual(expected);
    expect(seedHash(server)).toBe(crypto.createHash('sha256').update(server).digest('hex'));
  });

  it('pays three of a kind and exactly two cherries', () => {
    expect(multiplierOf(['diamond', 'diamond', 'diamond'])).toBe(500);
    expect(multiplierOf(['cherry', 'cherry', 'lemon'])).toBe(2);
    expect(multiplierOf(['cherry', 'lemon', 'bell'])).toBe(0);
    expect(symbolsAt([0, 1, 2])).toEqual(REEL.slice(0, 3));
  });

  it('plays close to its RTP over many random rounds', () => {
    let paid = 0;
    const rounds = 200_000;
    const server = crypto.randomBytes(32).toString('hex');
    for (let n = 0; n < rounds; n++) paid += multiplierOf(symbolsAt(stopsOf(server, 'seed', n)));
    expect(Math.abs(paid / rounds - slotRtp())).toBeLessThan(0.05);
  });
});

describe('business days', () => {
  it('skips weekends and U.S. federal holidays', () => {
    // Wed 2026-11-25 + 2: Thursday 26 is Thanksgiving, so Friday 27 and Monday 30.
    expect(addBusinessDays(new Date('2026-11-25T10:00:00Z'), 2)).toBe('2026-11-30');
    expect(addBusinessDays(new Date('2026-11-20T10:00:00Z'), 5)).toBe('2026-11-30');
    expect(addBusinessDays(new Date('2026-12-24T10:00:00Z'), 1)).toBe('2026-12-28');
  });
  it('says since when in words', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(sinceWords(new Date('2026-11-26T01:00:00Z'), now)).toBe('today');
    expect(sinceWords(new Date('2026-11-25T01:00:00Z'), now)).toBe('yesterday');
    expect(sinceWords(new Date('2026-11-24T01:00:00Z'), now)).toBe('Tuesday');
    expect(sinceWords(new Date('2026-11-01T01:00:00Z'), now)).toBe('Nov 1');
  });
});

describe('secret box and payout signatures', () => {
  it('AES-256-GCM: round trip, bound to its row, tamper-evident', () => {
    const box = createSecretBox(crypto.randomBytes(32));
    const sealed = box.seal('Temp-Pass-1234', 'account-1');
    expect(sealed).not.toContain('Temp-Pass');
    expect(box.open(sealed, 'account-1')).toBe('Temp-Pass-1234');
    expect(() => box.open(sealed, 'account-2')).toThrow();
    const parts = sealed.split('.');
    // One bit of the ciphertext flipped (setting its first byte to 'x' left it unchanged once in 256 runs).
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0]! ^= 0x01;
    parts[3] = body.toString('base64url');
    expect(() => box.open(parts.join('.'), 'account-1')).toThrow();
  });
  it('payout webhook signatures: valid within the window only, and only for the signed body', () => {
    const secret = 's'.repeat(40);
    const body = '{"eventId":"e","reference":"r","status":"paid"}';
    const now = new Date();
    const sig = signPayoutWebhook(secret, body, now);
    expect(verifyPayoutSignature(secret, Buffer.from(body), sig, now)).toBe(true);
    expect(verifyPayoutSignature(secret, Buffer.from(body + ' '), sig, now)).toBe(false);
    expect(verifyPayoutSignature('t'.repeat(40), Buffer.from(body), sig, now)).toBe(false);
    expect(
      verifyPayoutSignature(secret, Buffer.from(body), sig, new Date(now.getTime() + 6 * 60 * 1000)),
    ).toBe(false);
    expect(verifyPayoutSignature(secret, Buffer.from(body), undefined, now)).toBe(false);
    expect(verifyPayoutSignature(secret, Buffer.from(body), 't=1,v1=zz', now)).toBe(false);
  });
});
