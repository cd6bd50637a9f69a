import type { Currency, GamePlatformKind } from '@arcade/contracts';
import { AppError } from '../../http/errors';
import { ERROR_CODES, GAMES_PLAY_MESSAGES } from '@arcade/contracts';

export type PerCurrency = Record<Currency, number>;

/**
 * What the operator needs from a game platform (docs/games.md). Amounts and credits are ledger units (GC coins, SC
 * cents). Loads and withdrawals carry an idempotency key: a retried call returns the first result and moves nothing.
 * `automatic` platforms are called by the server; the manual one is operated by staff in the platform's own back
 * office, and staff record the outcome through the staff endpoints (its methods then refuse).
 */
export interface GamePlatform {
  readonly kind: GamePlatformKind;
  readonly automatic: boolean;
  /** reference: the caller's id for this account (the request id). Asking again with the same reference answers
   *  the same account with a new temporary password (the earlier one no longer works): a retry never orphans one. */
  createAccount(input: {
    playerRef: string;
    gameSlug: string;
    usernameHint: string;
    reference: string;
  }): Promise<{ externalId: string; username: string; temporaryPassword: string }>;
  resetPassword(externalId: string): Promise<{ temporaryPassword: string }>;
  loadCredits(input: {
    externalId: string;
    currency: Currency;
    amount: number;
    idempotencyKey: string;
  }): Promise<{ balance: number }>;
  /** amount null: everything. Answers what was actually taken out. */
  withdrawCredits(input: {
    externalId: string;
    currency: Currency;
    amount: number | null;
    idempotencyKey: string;
  }): Promise<{ amount: number; balance: number }>;
  balance(externalId: string): Promise<PerCurrency>;
  wageredTotals(externalId: string): Promise<PerCurrency>;
  /** Balances, wagered totals and whether the temporary password is still to be changed (null: not known). */
  accountStatus(
    externalId: string,
  ): Promise<{ balances: PerCurrency; wagered: PerCurrency; mustChangePassword: boolean | null }>;
}

/** The platform refused or could not be reached (answers 503 to the player; a load is refunded). */
export class PlatformError extends Error {
  constructor(
    message: string,
    readonly status = 503,
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}

export const platformUnavailable = () =>
  new AppError(503, GAMES_PLAY_MESSAGES.platformUnavailable, [ERROR_CODES.platformUnavailable]);

/** Staff do each step in the platform's back office; the server only records what they report. */
export class ManualGamePlatform implements GamePlatform {
  readonly kind = 'manual' as const;
  readonly automatic = false;
  private manual(): never {
    throw new PlatformError('The manual game platform is operated by staff in its back office');
  }
  createAccount(): never {
    return this.manual();
  }
  resetPassword(): never {
    return this.manual();
  }
  loadCredits(): never {
    return this.manual();
  }
  withdrawCredits(): never {
    return this.manual();
  }
  balance(): never {
    return this.manual();
  }
  wageredTotals(): never {
    return this.manual();
  }
  accountStatus(): never {
    return this.manual();
  }
}

export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => Promise<{ status: number; json(): Promise<unknown> }>;

/**
 * A game platform reached over HTTP with an operator API key (the sandbox platform speaks this API; a real
 * integration with the same shape is a base URL and a key). Non-2xx answers and network errors are PlatformError.
 */
export class HttpGamePlatform implements GamePlatform {
  readonly automatic = true;
  constructor(
    readonly kind: GamePlatformKind,
    private readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly fetchImpl: FetchLike,
  ) {}

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let res: { status: number; json(): Promise<unknown> };
    try {
      res = await this.fetchImpl(`${this.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.apiKey}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (err) {
      throw new PlatformError(`Game platform unreachable: ${(err as Error).message}`);
    }
    const json = (await res.json().catch(() => ({}))) as T & { error?: string };
    if (res.status < 200 || res.status >= 300)
      throw new PlatformError(json.error ?? `Game platform answered ${res.status}`, res.status);
    return json;
  }

  createAccount(input: { playerRef: string; gameSlug: string; usernameHint: string; reference: string }) {
    return this.call<{ externalId: string; username: string; temporaryPassword: string }>(
      'POST',
      '/accounts',
      input,
    );
  }
  resetPassword(externalId: string) {
    return this.call<{ temporaryPassword: string }>(
      'POST',
      `/accounts/${encodeURIComponent(externalId)}/reset-password`,
      {},
    );
  }
  loadCredits(input: { externalId: string; currency: Currency; amount: number; idempotencyKey: string }) {
    const { externalId, ...body } = input;
    return this.call<{ balance: number }>('POST', `/accounts/${encodeURIComponent(externalId)}/load`, body);
  }
  withdrawCredits(input: {
    externalId: string;
    currency: Currency;
    amount: number | null;
    idempotencyKey: string;
  }) {
    const { externalId, ...body } = input;
    return this.call<{ amount: number; balance: number }>(
      'POST',
      `/accounts/${encodeURIComponent(externalId)}/withdraw`,
      body,
    );
  }
  async balance(externalId: string) {
    return (await this.call<{ balances: PerCurrency }>('GET', `/accounts/${encodeURIComponent(externalId)}`))
      .balances;
  }
  accountStatus(externalId: string) {
    return this.call<{ balances: PerCurrency; wagered: PerCurrency; mustChangePassword: boolean | null }>(
      'GET',
      `/accounts/${encodeURIComponent(externalId)}`,
    );
  }
  async wageredTotals(externalId: string) {
    return (await this.call<{ wagered: PerCurrency }>('GET', `/accounts/${encodeURIComponent(externalId)}`))
      .wagered;
  }
}
