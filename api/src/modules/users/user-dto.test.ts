import { userSchema } from '@arcade/contracts';
import { SEEDED_ACCOUNTS } from '../../db/seed';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { buildUserDto, toUserDto } from './user-dto';
import { findUserByEmail, insertUser, isUniqueViolation, updateUser } from './user-repository';
import { registerUserViewContributor } from './user-view';

describe('user DTO and repository', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('maps a row to every field of the User contract with defaults', async () => {
    const row = (await findUserByEmail(t.db, SEEDED_ACCOUNTS.admin.email))!;
    const dto = toUserDto(row);
    expect(userSchema.strict().parse(dto)).toEqual(dto);
    expect(dto).toMatchObject({
      _id: row.id,
      role: 'ADMIN',
      balance: 0,
      sweepCoins: 0,
      claimedDailyBonus: false,
      claimedSweepBonus: false,
      loginStreak: 0,
      isNewUser: true,
      isEmailVerified: true,
    });
    expect(toUserDto(row, { claimedDailyBonus: true }).isNewUser).toBe(false);
    expect(toUserDto(row, { isNewUser: true, claimedDailyBonus: true }).isNewUser).toBe(true);
  });

  it('merges what registered contributors add', async () => {
    const row = (await findUserByEmail(t.db, SEEDED_ACCOUNTS.player.email))!;
    registerUserViewContributor({
      name: 'test_extra',
      columns: ['u.email AS test_extra__email'],
      tables: [],
      read: (c) => (c.email === row.email ? { balance: 1234, loginStreak: 3 } : {}),
    });
    const dto = await buildUserDto(t.db, row);
    expect(dto).toMatchObject({ balance: 1234, loginStreak: 3, sweepCoins: 0 });
  });

  it('stores e-mails lowercased and unique, and updates fields', async () => {
    const created = await insertUser(t.db, {
      email: 'Mixed@Case.TEST',
      passwordHash: null,
      name: { first: 'Mia' },
    });
    expect(created.email).toBe('mixed@case.test');
    const duplicate = await insertUser(t.db, {
      email: 'mixed@case.test',
      passwordHash: null,
      name: { first: 'Dup' },
    }).then(
      () => null,
      (err: unknown) => err,
    );
    expect(duplicate).toBeInstanceOf(Error);
    expect(isUniqueViolation(duplicate, 'users_email_key')).toBe(true);
    expect(isUniqueViolation(duplicate, 'users_phone_key')).toBe(false);
    const updated = await updateUser(t.db, created.id, {
      isOpted: true,
      phone: '+15555550199',
      phoneVerifiedAt: new Date(),
    });
    expect(updated).toMatchObject({ is_opted: true, phone: '+15555550199' });
    expect(updated!.phone_verified_at).toBeInstanceOf(Date);
    expect(toUserDto(updated!).isPhoneVerified).toBe(true);
    expect(await updateUser(t.db, 'not-a-uuid', { isOpted: true })).toBeNull();
  });
});
