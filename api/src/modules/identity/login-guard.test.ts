import { IDENTITY_MESSAGES } from '@arcade/contracts';
import { useTestApp } from '../../testing/use-test-app';
import { DEVICE_COOKIE } from './login-guard';
import { Jar, verifiedUser } from './testing/identity-test-kit';

const t = useTestApp();

const login = (jar: Jar, email: string, password: string) =>
  jar.inject(t.app, { method: 'POST', url: '/api/v1/user/login', payload: { email, password } });

describe('failed-login limits', () => {
  it('stops guessing one account from one address after 5 failures, with the SPEC-style message', async () => {
    const u = await verifiedUser(t.app, t.db);
    const attacker = new Jar();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await login(attacker, u.email, `wrong guess ${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const blocked = await login(attacker, u.email, u.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(IDENTITY_MESSAGES.tooManyLogins);
  });

  it('does not lock the real user out from another address', async () => {
    const u = await verifiedUser(t.app, t.db);
    const attacker = new Jar();
    for (let i = 0; i < 6; i++) await login(attacker, u.email, `wrong guess ${i}`);
    const user = new Jar();
    expect((await login(user, u.email, u.password)).statusCode).toBe(200);
  });

  it('counts unknown e-mails like wrong passwords (no enumeration)', async () => {
    const attacker = new Jar();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await login(attacker, 'nobody.at.all@example.test', 'whatever pass')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('limits one address across many accounts (50 failures / 15 min)', async () => {
    const attacker = new Jar();
    let last = 0;
    for (let i = 0; i < 51; i++)
      last = (await login(attacker, `stuffing.${i}@example.test`, 'some password')).statusCode;
    expect(last).toBe(429);
    expect((await login(attacker, 'player@arcade.test', 'PlayerPass2026!')).statusCode).toBe(429);
  });

  it('a known device (cookie from a successful login) is not blocked by a distributed attack on the account', async () => {
    const u = await verifiedUser(t.app, t.db);
    expect(u.jar.cookies[DEVICE_COOKIE]).toBeTruthy();
    // 100 failures from many addresses (4 each, under the per-address limit).
    for (let i = 0; i < 25; i++) {
      const bot = new Jar();
      for (let j = 0; j < 4; j++) await login(bot, u.email, `bot guess ${i}-${j}`);
    }
    // A new browser is refused now...
    expect((await login(new Jar(), u.email, u.password)).statusCode).toBe(429);
    // ...but the user's own browser still gets in.
    expect((await login(u.jar, u.email, u.password)).statusCode).toBe(200);
  });

  it('a successful login clears the failures of that account and address', async () => {
    const u = await verifiedUser(t.app, t.db);
    const jar = new Jar();
    for (let i = 0; i < 4; i++) await login(jar, u.email, `typo ${i}`);
    expect((await login(jar, u.email, u.password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(jar, u.email, `typo again ${i}`)).statusCode).toBe(401);
  });
});
