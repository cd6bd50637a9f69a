import crypto from 'node:crypto';
import type { Config } from '../config';

/**
 * AES-256-GCM for the few secrets the server must keep for a while: a game account's temporary password (until
 * its one reveal, then deleted) and a redemption's payout details (until paid). The key is GAME_CREDENTIALS_KEY
 * (64 hex characters); without it, a key derived from JWT_SECRET (development, tests). Format:
 * v1.<iv>.<tag>.<ciphertext>, base64url; the associated data binds a ciphertext to its row (account id).
 */
export interface SecretBox {
  seal(plain: string, aad: string): string;
  open(sealed: string, aad: string): string;
}

export function secretKeyOf(config: Pick<Config, 'games' | 'jwtSecret'>): Buffer {
  if (config.games.credentialsKey) return Buffer.from(config.games.credentialsKey, 'hex');
  return crypto.createHmac('sha256', config.jwtSecret).update('arcade-games:credentials-key').digest();
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The credentials key must be 32 bytes');
  return {
    seal(plain, aad) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(aad, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return ['v1', iv, tag, body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed, aad) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unknown sealed format');
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(aad, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
