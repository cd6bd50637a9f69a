import fs from 'node:fs';
import path from 'node:path';
import { IDENTITY_MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from '@arcade/contracts';

let common: Set<string> | undefined;

/** The bundled list (common-passwords.txt), lower-cased. */
export function commonPasswords(): Set<string> {
  if (!common) {
    const text = fs.readFileSync(path.join(__dirname, 'common-passwords.txt'), 'utf8');
    common = new Set(
      text
        .split('\n')
        .map((l) => l.trim().toLowerCase())
        .filter((l) => l && !l.startsWith('#')),
    );
  }
  return common;
}

/**
 * NIST SP 800-63B style rules: at least 8 characters, long passphrases allowed (up to 256), no composition
 * rules, and not one of the common passwords (compared case-insensitively) nor the account's own e-mail.
 * Returns the message to show, or null when the password is acceptable.
 */
export function passwordProblem(password: string, context: { email?: string } = {}): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters`;
  if (length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters`;
  const lower = password.trim().toLowerCase();
  if (commonPasswords().has(lower)) return IDENTITY_MESSAGES.passwordTooCommon;
  if (context.email && lower === context.email.trim().toLowerCase()) return IDENTITY_MESSAGES.passwordIsEmail;
  return null;
}
