import type { User } from '@arcade/contracts';

/**
 * Parts of the user DTO that other modules own (the ledger owns balance and sweepCoins, the bonus module
 * owns claimedDailyBonus, claimedSweepBonus, loginStreak and isNewUser, identity owns needsProfileCompletion).
 * Each module registers a contributor: SQL it adds to the one statement that reads the user (select
 * expressions over the users row `u`, and optional joins), and a function that turns those columns into
 * DTO fields. GET /user/me reads the session, the user and every contributed field in one statement.
 */
export interface UserViewContributor {
  /** Unique name, lowercase letters and underscores; its columns must be aliased `<name>__<column>`. */
  name: string;
  /** Select expressions, e.g. `bs.streak AS bonus__streak` or `(SELECT ... WHERE x.user_id = u.id) AS ledger__gc`. */
  columns: string[];
  /** Joins on the users row `u`, e.g. `LEFT JOIN bonus_state bs ON bs.user_id = u.id` (aliases must be unique). */
  joins?: string[];
  /**
   * Every table the columns and joins read (besides users). A committed write that names one of them makes the
   * cached answers of GET /user/me forget the users it changed (session/live-user-cache.ts).
   */
  tables: string[];
  /** The DTO fields from the contributed columns of one row (keys without the `<name>__` prefix). */
  read(columns: Record<string, unknown>, now: Date): Partial<User>;
}

const contributors = new Map<string, UserViewContributor>();
/** Each contributor's columns as [row key, key without the prefix], from the aliases its columns declare. */
const aliases = new Map<string, [string, string][]>();
/** userViewSql's answer, made once per set of contributors (it was rebuilt on every GET /user/me). */
let sql: { columns: string; joins: string } | null = null;
let tables: string[] | null = null;
let version = 0;
const NAME = /^[a-z][a-z_]*$/;

/** Registers (or replaces, by name) a contributor. */
export function registerUserViewContributor(contributor: UserViewContributor): void {
  if (!NAME.test(contributor.name)) throw new Error(`Invalid user view contributor name ${contributor.name}`);
  const own: [string, string][] = [];
  for (const column of contributor.columns) {
    const alias = new RegExp(`\\bAS (${contributor.name}__([a-z_]+))$`, 'i').exec(column.trim());
    if (!alias) throw new Error(`User view column "${column}" must be aliased ${contributor.name}__<column>`);
    // PostgreSQL folds an unquoted alias to lower case: the row's key.
    own.push([alias[1].toLowerCase(), alias[2].toLowerCase()]);
  }
  for (const table of contributor.tables)
    if (!NAME.test(table)) throw new Error(`Invalid user view table ${table} of ${contributor.name}`);
  contributors.set(contributor.name, contributor);
  aliases.set(contributor.name, own);
  sql = null;
  tables = null;
  version++;
}

/** Changes whenever a contributor registers: a row read before lacks its columns. */
export function userViewVersion(): number {
  return version;
}

/** The tables every read of the user view (GET /user/me's statement) depends on: sessions, users, contributed. */
export function userViewTables(): string[] {
  tables ??= [...new Set(['sessions', 'users', ...[...contributors.values()].flatMap((c) => c.tables)])];
  return tables;
}

/** The select expressions and joins every registered contributor adds to a statement over users `u`. */
export function userViewSql(): { columns: string; joins: string } {
  if (sql) return sql;
  const all = [...contributors.values()];
  const columns = all.flatMap((c) => c.columns);
  sql = {
    columns: columns.length ? `, ${columns.join(', ')}` : '',
    joins: all.flatMap((c) => c.joins ?? []).join('\n'),
  };
  return sql;
}

/**
 * The columns one contributor (by name) added to a user view row, without their `<name>__` prefix, by its declared
 * aliases (every row of every request used to be walked key by key, once per contributor). A name nobody
 * registered added no columns.
 */
export function contributedColumns(name: string, row: Record<string, unknown>): Record<string, unknown> {
  const own: Record<string, unknown> = {};
  const keys = aliases.get(name) ?? [];
  for (let i = 0; i < keys.length; i++) if (keys[i][0] in row) own[keys[i][1]] = row[keys[i][0]];
  return own;
}

/**
 * Each row's columns split by contributor, kept while the row lives: the live user cache answers many requests from
 * one row (session/live-user-cache.ts), and only `read` depends on the time. Contributors only read their columns.
 */
const split = new WeakMap<object, { version: number; columns: Record<string, unknown>[] }>();

/** Merges what every contributor reads from one result row. */
export function readUserView(row: Record<string, unknown>, now: Date = new Date()): Partial<User> {
  let known = split.get(row);
  if (known?.version !== version) {
    known = {
      version,
      // Frozen: a contributor that changed its columns would change the next answer from the same row.
      columns: [...contributors.values()].map((c) => Object.freeze(contributedColumns(c.name, row))),
    };
    split.set(row, known);
  }
  const out: Partial<User> = {};
  let i = 0;
  for (const c of contributors.values()) Object.assign(out, c.read(known.columns[i++], now));
  return out;
}
