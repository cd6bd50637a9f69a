import {
  signedRequestUrl,
  smsWebhookToken,
  twilioSignature,
  verifyTwilioSignature,
} from './twilio-signature';

// Twilio's documented example (twilio.com/docs/usage/security, its helper libraries' tests).
const TOKEN = '12345';
const URL_SIGNED = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const PARAMS = new URLSearchParams({
  CallSid: 'CA1234567890ABCDE',
  Caller: '+14158675309',
  Digits: '1234',
  From: '+14158675309',
  To: '+18005551212',
});
const EXPECTED = 'RSOYDt4T1cUTdK1PDd93/VVr8B8=';

describe("Twilio's request signature", () => {
  it("matches Twilio's documented example", () => {
    expect(twilioSignature(TOKEN, URL_SIGNED, PARAMS)).toBe(EXPECTED);
  });

  it('sorts the parameters by name, whatever their order in the body', () => {
    const reversed = new URLSearchParams([...PARAMS].reverse());
    expect(twilioSignature(TOKEN, URL_SIGNED, reversed)).toBe(EXPECTED);
  });

  it('verifies the signature, also when Twilio signed the URL with its default port', () => {
    expect(verifyTwilioSignature(TOKEN, URL_SIGNED, PARAMS, EXPECTED)).toBe(true);
    expect(
      verifyTwilioSignature(TOKEN, 'https://mycompany.com:443/myapp.php?foo=1&bar=2', PARAMS, EXPECTED),
    ).toBe(true);
  });

  it('refuses a missing or wrong signature, another token, URL or parameter', () => {
    expect(verifyTwilioSignature(TOKEN, URL_SIGNED, PARAMS, undefined)).toBe(false);
    expect(verifyTwilioSignature(TOKEN, URL_SIGNED, PARAMS, '')).toBe(false);
    expect(verifyTwilioSignature('54321', URL_SIGNED, PARAMS, EXPECTED)).toBe(false);
    expect(verifyTwilioSignature(TOKEN, 'https://mycompany.com/myapp.php?foo=1', PARAMS, EXPECTED)).toBe(
      false,
    );
    const changed = new URLSearchParams(PARAMS);
    changed.set('Digits', '4321');
    expect(verifyTwilioSignature(TOKEN, URL_SIGNED, changed, EXPECTED)).toBe(false);
  });

  it('signs with the auth token, a derived sandbox key, or nothing', () => {
    const base = { jwtSecret: 'x'.repeat(40) };
    expect(smsWebhookToken({ ...base, twilio: { authToken: 'tok' }, sandbox: false })).toBe('tok');
    expect(smsWebhookToken({ ...base, twilio: {}, sandbox: true })).toMatch(/^[\w-]{43}$/);
    expect(smsWebhookToken({ ...base, twilio: {}, sandbox: false })).toBeNull();
  });

  it('takes the signed URL from PUBLIC_URL, else from the request', () => {
    const request = { protocol: 'http', host: 'localhost:3000', url: '/api/v1/marketing/sms/inbound' };
    expect(signedRequestUrl(request, 'https://arcade.example.com')).toBe(
      'https://arcade.example.com/api/v1/marketing/sms/inbound',
    );
    expect(signedRequestUrl(request, undefined)).toBe('http://localhost:3000/api/v1/marketing/sms/inbound');
  });
});
