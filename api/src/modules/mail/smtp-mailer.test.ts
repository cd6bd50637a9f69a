import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { SmtpMailer } from './smtp-mailer';

/** A minimal SMTP server (no TLS, no auth) that records each message. */
function smtpServer(received: { from: string; to: string[]; data: string }[]) {
  return net.createServer((socket) => {
    let mail = { from: '', to: [] as string[], data: '' };
    let inData = false;
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let i: number;
      while ((i = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(mail);
            mail = { from: '', to: [], data: '' };
            socket.write('250 queued\r\n');
          } else mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO' || cmd === 'HELO') {
          socket.write('250-test\r\n250 8BITMIME\r\n');
        } else if (cmd === 'MAIL') {
          mail.from = line;
          socket.write('250 ok\r\n');
        } else if (cmd === 'RCPT') {
          mail.to.push(line);
          socket.write('250 ok\r\n');
        } else if (cmd === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (cmd === 'QUIT') {
          socket.end('221 bye\r\n');
        } else {
          socket.write('250 ok\r\n');
        }
      }
    });
  });
}

describe('SmtpMailer against a local SMTP server', () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = smtpServer(received);
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('delivers text and HTML from MAIL_FROM', async () => {
    const mailer = new SmtpMailer(
      `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      'Lucky Arcade <no-reply@arcade.test>',
    );
    await mailer.send({
      to: 'player@example.test',
      subject: 'Verify your e-mail',
      text: 'Open https://x.test/a',
      html: '<p>Open</p>',
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toContain('<no-reply@arcade.test>');
    expect(received[0]!.to[0]).toContain('<player@example.test>');
    expect(received[0]!.data).toContain('Subject: Verify your e-mail');
    expect(received[0]!.data).toContain('Open https://x.test/a');
    expect(received[0]!.data).toContain('text/html');
    expect(received[0]!.data).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });
});
