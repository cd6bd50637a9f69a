import { passwordResetEmail, verificationEmail } from './mail-templates';

// Issue 7.7: user text (a first name) and links are escaped in the HTML of e-mails.
const hostileName = `<img src=x onerror="alert('x')">&Bob`;
const hostileLink = 'https://arcade.test/verify?a=1&b="><script>alert(1)</script>';

describe.each([
  ['verification', verificationEmail],
  ['password reset', passwordResetEmail],
])('%s e-mail', (_label, build) => {
  const mail = build('bob@example.test', hostileName, hostileLink);

  it('escapes the first name in the HTML', () => {
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('onerror="');
    expect(mail.html).toContain('Hi &lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;Bob,');
  });

  it('escapes the link in the href and in the text', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(
      'href="https://arcade.test/verify?a=1&amp;b=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"',
    );
  });

  it('keeps the plain-text part literal (it is not HTML)', () => {
    expect(mail.text).toContain(`Hi ${hostileName},`);
    expect(mail.text).toContain(hostileLink);
  });
});
