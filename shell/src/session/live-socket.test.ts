import fs from 'node:fs';
import path from 'node:path';
import { USER_STORAGE_PREFIX } from '@arcade/platform';
import { lastSeqKey, nextSeq } from './live-socket';

describe('the live socket', () => {
  it('keeps the highest seq seen as the replay point', () => {
    expect(nextSeq(null, 3)).toBe(3);
    expect(nextSeq(3, 2)).toBe(3);
    expect(nextSeq(3, 4)).toBe(4);
    expect(nextSeq(4, undefined)).toBe(4);
    expect(nextSeq(4, 'x')).toBe(4);
    expect(nextSeq(null, -1)).toBeNull();
  });

  it('keeps the replay point under the user prefix (logout clears it)', () => {
    expect(lastSeqKey('u1').startsWith(USER_STORAGE_PREFIX)).toBe(true);
  });

  it('is loaded only through a dynamic import (socket.io-client stays out of the first load)', () => {
    const hook = fs.readFileSync(path.join(__dirname, 'use-live-socket.ts'), 'utf8');
    expect(hook).not.toMatch(/from ['"]socket\.io-client['"]/);
    expect(hook).not.toMatch(/from ['"]\.\/live-socket['"]/);
    expect(hook).toMatch(/import\(\s*\/\*[^*]*\*\/\s*'\.\/live-socket'\)/);
  });
});
