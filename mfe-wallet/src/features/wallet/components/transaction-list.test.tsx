import { screen, within } from '@testing-library/react';
import { TRANSFER_TYPES, type Currency, type TransferType, type WalletTransaction } from '@arcade/contracts';
import { renderWithShell } from '@arcade/shared-ui/testing';
import { installFakeApi, ok } from '../../../../../tooling/fake-api';
import { TransactionList } from './transaction-list';

/** Which way each kind moves the player's coins (a correction or adjustment may go either way: both shown). */
const DIRECTION: Record<TransferType, 1 | -1> = {
  purchase: 1,
  purchase_bonus: 1,
  welcome_bonus: 1,
  daily_bonus: 1,
  sweep_bonus: 1,
  amoe_mail_in: 1,
  coupon: 1,
  game_load: -1,
  game_withdrawal: 1,
  redemption: -1,
  refund: -1,
  correction: 1,
  adjustment: -1,
};

/** Known amounts in the ledger's units and the text the player reads in the Amount and Currency cells. */
const AMOUNTS: Array<[Currency, number, string]> = [
  ['GC', 5_000, '5,000'],
  ['SC', 7_500, '75.00'],
  ['SC', 150, '1.50'],
];

let n = 0;
const tx = (
  type: TransferType,
  currency: Currency,
  amount: number,
  over: Partial<WalletTransaction> = {},
) => ({
  id: `t${++n}`,
  type,
  amount,
  currency,
  direction: amount < 0 ? ('debit' as const) : ('credit' as const),
  description: `${type} line`,
  createdAt: new Date(2026, 0, 5, 15, 4).toISOString(),
  ...over,
});

async function rowsFor(items: WalletTransaction[]) {
  installFakeApi({
    'GET /wallet/transactions': ok({
      items,
      page: 1,
      limit: items.length,
      total: items.length,
      totalPages: 1,
    }),
  });
  renderWithShell(<TransactionList page={1} type="" onPageChange={() => {}} onTypeChange={() => {}} />);
  const table = await screen.findByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    );
}

describe('the wallet line of every transaction kind', () => {
  it.each(AMOUNTS)('reads every kind in %s (%d in ledger units) as "%s"', async (currency, units, text) => {
    const items = TRANSFER_TYPES.map((type) => tx(type, currency, DIRECTION[type] * units));
    expect(await rowsFor(items)).toEqual(
      TRANSFER_TYPES.map((type) => [
        expect.any(String),
        `${type} line`,
        `${DIRECTION[type] > 0 ? '+' : '-'}${text}`,
        currency,
      ]),
    );
  });

  it('names every kind', async () => {
    const rows = await rowsFor(TRANSFER_TYPES.map((type) => tx(type, 'GC', 1)));
    expect(rows.map((r) => r[0])).toEqual([
      'Purchase',
      'Purchase bonus',
      'Welcome bonus',
      'Daily bonus',
      'Free entry',
      'Mail-in free entry',
      'Coupon',
      'Game load',
      'Game withdrawal',
      'Redemption',
      'Refund',
      'Correction',
      'Adjustment',
    ]);
  });

  it("shows a redemption's and a load's current status in the shared words, and real lines as written", async () => {
    const rows = await rowsFor([
      tx('redemption', 'SC', -6_000, {
        description: 'Sweep Coin redemption (bank transfer)',
        status: 'paid',
      }),
      tx('redemption', 'SC', -6_000, {
        description: 'Sweep Coin redemption (gift card)',
        status: 'in_review',
      }),
      tx('game_load', 'GC', -5_000, { description: 'Game loot for Orion Stars', status: 'approved' }),
      tx('game_load', 'SC', -2_500, { description: 'Game loot for Orion Stars', status: 'pending' }),
      tx('game_withdrawal', 'SC', 7_500, { description: 'Game withdrawal from Orion Stars' }),
      tx('purchase', 'GC', 2_000, { description: 'Gold Pack: 2,000 Gold Coins ($20.00)' }),
    ]);
    expect(rows).toEqual([
      ['Redemption', 'Sweep Coin redemption (bank transfer) Paid', '-60.00', 'SC'],
      ['Redemption', 'Sweep Coin redemption (gift card) In review', '-60.00', 'SC'],
      ['Game load', 'Game loot for Orion Stars Loaded', '-5,000', 'GC'],
      ['Game load', 'Game loot for Orion Stars Requested', '-25.00', 'SC'],
      ['Game withdrawal', 'Game withdrawal from Orion Stars', '+75.00', 'SC'],
      ['Purchase', 'Gold Pack: 2,000 Gold Coins ($20.00)', '+2,000', 'GC'],
    ]);
  });
});
