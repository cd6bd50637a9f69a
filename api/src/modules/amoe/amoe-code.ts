import crypto from 'node:crypto';
import { AMOE_CODE_ALPHABET } from '@arcade/contracts';

/** A random request code like AMOE-7K3Q-XW9P from unambiguous characters (about 40 bits). */
export function generateAmoeCode(random: (max: number) => number = crypto.randomInt): string {
  const part = () =>
    Array.from({ length: 4 }, () => AMOE_CODE_ALPHABET[random(AMOE_CODE_ALPHABET.length)]).join('');
  return `AMOE-${part()}-${part()}`;
}
