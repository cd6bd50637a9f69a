import { IDENTITY_MESSAGES } from '@arcade/contracts';
import { commonPasswords, passwordProblem } from './password-policy';

describe('password policy', () => {
  it('bundles about a thousand common passwords', () => {
    expect(commonPasswords().size).toBeGreaterThanOrEqual(990);
    expect(commonPasswords().has('password1')).toBe(true);
  });

  it('needs at least 8 characters and allows long passphrases without composition rules', () => {
    expect(passwordProblem('short')).toBe('Password must be at least 8 characters');
    expect(passwordProblem('correct horse battery staple and a few more words')).toBeNull();
    expect(passwordProblem('alllowercaseletters')).toBeNull();
    expect(passwordProblem('x'.repeat(257))).toBe('Password must be at most 256 characters');
  });

  it('refuses common passwords in any case', () => {
    expect(passwordProblem('password1')).toBe(IDENTITY_MESSAGES.passwordTooCommon);
    expect(passwordProblem('PassWord123')).toBe(IDENTITY_MESSAGES.passwordTooCommon);
    expect(passwordProblem('qwertyuiop')).toBe(IDENTITY_MESSAGES.passwordTooCommon);
  });

  it('refuses the account e-mail as password', () => {
    expect(passwordProblem('Someone@Example.com', { email: 'someone@example.com' })).toBe(
      IDENTITY_MESSAGES.passwordIsEmail,
    );
  });
});
