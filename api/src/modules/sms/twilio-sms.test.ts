import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SmsSendError, TwilioSms } from './twilio-sms';

interface Seen {
  method?: string;
  url?: string;
  authorization?: string;
  contentType?: string;
  body: string;
}

describe('TwilioSms against a local Twilio-style server', () => {
  let server: http.Server;
  let baseUrl: string;
  const seen: Seen[] = [];
  let answer = { status: 201, body: '{"sid":"SM123","status":"queued"}' };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({
          method: req.method,
          url: req.url,
          authorization: req.headers.authorization,
          contentType: req.headers['content-type'],
          body,
        });
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('POSTs Messages.json with basic auth and a form body', async () => {
    const sms = new TwilioSms({
      accountSid: 'AC123',
      authToken: 'secret-token',
      from: '+15005550006',
      baseUrl,
    });
    await sms.send('+15125550100', 'Your code is 123456');
    const req = seen.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(req.authorization).toBe(`Basic ${Buffer.from('AC123:secret-token').toString('base64')}`);
    expect(req.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(req.body))).toEqual({
      To: '+15125550100',
      Body: 'Your code is 123456',
      From: '+15005550006',
    });
  });

  it('uses MessagingServiceSid for an MG sender', async () => {
    const sms = new TwilioSms({ accountSid: 'AC123', authToken: 't', from: 'MG0001', baseUrl });
    await sms.send('+15125550100', 'hi');
    expect(new URLSearchParams(seen.at(-1)!.body).get('MessagingServiceSid')).toBe('MG0001');
  });

  it('throws with the provider message on an error answer', async () => {
    answer = {
      status: 400,
      body: '{"code":21211,"message":"The \'To\' number is not a valid phone number."}',
    };
    const sms = new TwilioSms({ accountSid: 'AC123', authToken: 't', from: '+15005550006', baseUrl });
    await expect(sms.send('+1', 'x')).rejects.toThrow(SmsSendError);
    await expect(sms.send('+1', 'x')).rejects.toThrow(/400: The 'To' number is not a valid phone number/);
  });
});
