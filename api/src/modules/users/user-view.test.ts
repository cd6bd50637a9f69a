import type { User } from '@arcade/contracts';
import { contributedColumns, readUserView, registerUserViewContributor } from './user-view';

describe('the user view', () => {
  const seen: { columns: Record<string, unknown>; now: Date }[] = [];
  registerUserViewContributor({
    name: 'view_one',
    columns: ['u.a AS view_one__first', 'u.b AS VIEW_ONE__Second'],
    tables: [],
    read: (columns, now) => {
      seen.push({ columns, now });
      return { loginStreak: Number(columns.first) + Number(columns.second) };
    },
  });

  it('gives each contributor its declared columns, without the prefix (an alias in capitals as PostgreSQL folds it)', () => {
    const row = { view_one__first: 2, view_one__second: 3, view_onex__first: 100, other: 1 };
    expect(contributedColumns('view_one', row)).toEqual({ first: 2, second: 3 });
    // A name nobody registered added no columns, even where a row holds keys with its prefix.
    expect(contributedColumns('view_onex', row)).toEqual({});
    expect(readUserView(row)).toEqual({ loginStreak: 5 });
  });

  it('splits a row once, reads it at each time asked, and sees a contributor registered later', () => {
    const row = { view_one__first: 1, view_one__second: 1, view_two__flag: true };
    seen.length = 0;
    const t1 = new Date('2026-11-24T10:00:00Z');
    const t2 = new Date('2026-11-24T11:00:00Z');
    readUserView(row, t1);
    readUserView(row, t2);
    expect(seen.map((s) => s.now)).toEqual([t1, t2]);
    // The same split columns, frozen: a contributor cannot change what the next answer reads.
    expect(seen[1]!.columns).toBe(seen[0]!.columns);
    expect(Object.isFrozen(seen[0]!.columns)).toBe(true);
    expect(() => {
      (seen[0]!.columns as Record<string, unknown>).first = 9;
    }).toThrow(TypeError);

    registerUserViewContributor({
      name: 'view_two',
      columns: ['true AS view_two__flag'],
      tables: [],
      read: (columns): Partial<User> => ({ isNewUser: columns.flag !== true }),
    });
    expect(readUserView(row, t2)).toEqual({ loginStreak: 2, isNewUser: false });
  });
});
