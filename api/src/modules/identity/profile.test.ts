import { IDENTITY_MESSAGES, MESSAGES } from '@arcade/contracts';
import { useTestApp } from '../../testing/use-test-app';
import { Jar, verifiedUser } from './testing/identity-test-kit';

jest.setTimeout(120_000);

const t = useTestApp();

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(64, 3),
]);

function multipart(field: string, filename: string, type: string, data: Buffer) {
  const boundary = `----arcade${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const userRow = async (id: string) =>
  (await t.db.query<Record<string, unknown>>('SELECT * FROM users WHERE id = $1', [id])).rows[0]!;

describe('PUT /user/update-profile', () => {
  it('changes the phone (normalised) and resets its verification', async () => {
    const u = await verifiedUser(t.app, t.db);
    await t.db.query('UPDATE users SET phone_verified_at = now() WHERE id = $1', [u.id]);
    const res = await u.jar.inject(t.app, {
      method: 'PUT',
      url: '/api/v1/user/update-profile',
      payload: { phone: '(737) 555-0199' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Profile updated successfully');
    expect(res.json().data.user).toMatchObject({ phone: '+17375550199', isPhoneVerified: false });
    const row = await userRow(u.id);
    expect(row.phone).toBe('+17375550199');
    expect(row.phone_verified_at).toBeNull();
  });

  it('validates the phone and refuses one of another account', async () => {
    const u = await verifiedUser(t.app, t.db);
    const other = await verifiedUser(t.app, t.db);
    const bad = await u.jar.inject(t.app, {
      method: 'PUT',
      url: '/api/v1/user/update-profile',
      payload: { phone: '123' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MESSAGES.invalidPhone);
    // the register rule: a valid number of another country is taken, stored in international form
    const uk = await u.jar.inject(t.app, {
      method: 'PUT',
      url: '/api/v1/user/update-profile',
      payload: { phone: '+44 7911 123456' },
    });
    expect({ status: uk.statusCode, body: uk.json().message }).toEqual({
      status: 200,
      body: IDENTITY_MESSAGES.profileUpdated,
    });
    expect(uk.json().data.user).toMatchObject({ phone: '+447911123456', isPhoneVerified: false });
    // and "555" is no number anywhere (it passed the old length-only reading of the rule)
    const short = await u.jar.inject(t.app, {
      method: 'PUT',
      url: '/api/v1/user/update-profile',
      payload: { phone: '+1 555' },
    });
    expect(short.json().message).toBe(MESSAGES.invalidPhone);
    const taken = await u.jar.inject(t.app, {
      method: 'PUT',
      url: '/api/v1/user/update-profile',
      payload: { phone: other.res.json().data.phone },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(IDENTITY_MESSAGES.phoneTaken);
  });
});

describe('PATCH /user/subscribe', () => {
  it('sets the consents', async () => {
    const u = await verifiedUser(t.app, t.db);
    const res = await u.jar.inject(t.app, {
      method: 'PATCH',
      url: '/api/v1/user/subscribe',
      payload: { isOpted: true, isSmsOpted: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Subscription preferences updated');
    expect(res.json().data.user).toMatchObject({ isOpted: true, isSmsOpted: true });
    const off = await u.jar.inject(t.app, {
      method: 'PATCH',
      url: '/api/v1/user/subscribe',
      payload: { isSmsOpted: false },
    });
    expect(off.json().data.user).toMatchObject({ isOpted: true, isSmsOpted: false });
    const none = await u.jar.inject(t.app, { method: 'PATCH', url: '/api/v1/user/subscribe', payload: {} });
    expect(none.statusCode).toBe(400);
  });
});

describe('mass assignment', () => {
  it('no profile endpoint can set role, balances, verification flags or KYC', async () => {
    const u = await verifiedUser(t.app, t.db);
    const before = await userRow(u.id);
    const forbidden = [
      { role: 'ADMIN' },
      { isKYC: true },
      { kyc_verified_at: '2020-01-01' },
      { isEmailVerified: true },
      { isPhoneVerified: true },
      { phone_verified_at: '2020-01-01' },
      { balance: 999999 },
      { sweepCoins: 999999 },
      { email: 'someone.else@example.test' },
      { state: 'Texas' },
      { avatarUrl: 'https://evil.test/x.png' },
    ];
    for (const extra of forbidden) {
      const calls = [
        {
          method: 'PUT' as const,
          url: '/api/v1/user/update-profile',
          payload: { phone: '7375550142', ...extra },
        },
        { method: 'PATCH' as const, url: '/api/v1/user/subscribe', payload: { isOpted: true, ...extra } },
        {
          method: 'POST' as const,
          url: '/api/v1/user/complete-profile',
          payload: { state: 'Ohio', isAdult: true, ...extra },
        },
      ];
      for (const call of calls) {
        const res = await u.jar.inject(t.app, call);
        expect({ url: call.url, extra, status: res.statusCode }).toEqual({
          url: call.url,
          extra,
          status: 400,
        });
      }
    }
    const after = await userRow(u.id);
    expect(after).toEqual(before);
    const me = (await u.jar.inject(t.app, { method: 'GET', url: '/api/v1/user/me' })).json().data.user;
    expect(me).toMatchObject({ role: 'USER', isKYC: false, isPhoneVerified: false });
  });
});

describe('POST /user/complete-profile', () => {
  it('is only for accounts that must still confirm state and 21+', async () => {
    const u = await verifiedUser(t.app, t.db);
    const res = await u.jar.inject(t.app, {
      method: 'POST',
      url: '/api/v1/user/complete-profile',
      payload: { state: 'Ohio', isAdult: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(IDENTITY_MESSAGES.profileAlreadyComplete);
    await t.db.query('UPDATE users SET needs_profile_completion = true, state = NULL WHERE id = $1', [u.id]);
    const view = await u.jar.inject(t.app, {
      method: 'PATCH',
      url: '/api/v1/user/subscribe',
      payload: { isOpted: false },
    });
    expect(view.json().data.user.needsProfileCompletion).toBe(true);
    const noAdult = await u.jar.inject(t.app, {
      method: 'POST',
      url: '/api/v1/user/complete-profile',
      payload: { state: 'Ohio' },
    });
    expect(noAdult.json().message).toBe(MESSAGES.ageRequired);
    const badState = await u.jar.inject(t.app, {
      method: 'POST',
      url: '/api/v1/user/complete-profile',
      payload: { state: 'Nevada', isAdult: true },
    });
    expect(badState.json().message).toBe(MESSAGES.selectState);
    const ok = await u.jar.inject(t.app, {
      method: 'POST',
      url: '/api/v1/user/complete-profile',
      payload: { state: 'Ohio', isAdult: true },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user).toMatchObject({ state: 'Ohio', needsProfileCompletion: false });
  });
});

describe('POST /user/upload-avatar', () => {
  it('stores PNG, JPEG and WebP (by magic bytes) and serves them', async () => {
    const u = await verifiedUser(t.app, t.db);
    let previous: string | null = null;
    for (const [data, mime] of [
      [PNG, 'image/png'],
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
    ] as const) {
      const res = await u.jar.inject(t.app, {
        method: 'POST',
        url: '/api/v1/user/upload-avatar',
        ...multipart('file', 'any-name.bin', 'application/octet-stream', data),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Avatar uploaded successfully');
      const url = res.json().data.avatarUrl as string;
      expect(url).toMatch(/^\/api\/v1\/user\/avatar\/[0-9a-f]{32}\.(png|jpg|webp)$/);
      expect(res.json().data.user.avatarUrl).toBe(url);
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(mime);
      expect(served.rawPayload.equals(data)).toBe(true);
      if (previous) expect((await t.app.inject({ method: 'GET', url: previous })).statusCode).toBe(404);
      previous = url;
    }
  });

  it('refuses other types, big files, a wrong field and anonymous uploads', async () => {
    const u = await verifiedUser(t.app, t.db);
    const svg = await u.jar.inject(t.app, {
      method: 'POST',
      url: '/api/v1/user/upload-avatar',
      ...multipart(
        'file',
        'a.png',
        'image/png',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      ),
    });
    expect(svg.statusCode).toBe(415);
    expect(svg.json().message).toBe(IDENTITY_MESSAGES.avatarType);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await u.jar.inject(t.app, {
      method: 'POST',
      url: '/api/v1/user/upload-avatar',
      ...multipart('file', 'a.png', 'image/png', big),
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(IDENTITY_MESSAGES.avatarTooLarge);
    const wrongField = await u.jar.inject(t.app, {
      method: 'POST',
      url: '/api/v1/user/upload-avatar',
      ...multipart('avatar', 'a.png', 'image/png', PNG),
    });
    expect(wrongField.statusCode).toBe(400);
    // A body cut off inside the file part (no closing boundary) is 400, not 500, and stores nothing.
    const whole = multipart('file', 'a.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(64 * 1024)]));
    const cut = await u.jar.inject(t.app, {
      method: 'POST',
      url: '/api/v1/user/upload-avatar',
      headers: whole.headers,
      payload: (whole.payload as Buffer).subarray(0, 40 * 1024),
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().errors).toContain('bad_request');
    const anonymous = await new Jar().inject(t.app, {
      method: 'POST',
      url: '/api/v1/user/upload-avatar',
      ...multipart('file', 'a.png', 'image/png', PNG),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await userRow(u.id)).avatar_url).toBeNull();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/user/avatar/..%2F..%2Fetc%2Fpasswd' })).statusCode,
    ).toBe(404);
  });
});
