import { redemptionBodySchema } from './games-play';
import {
  coinsToCents,
  gameLoadFormSchema,
  gameWithdrawalFormSchema,
  redemptionFormSchema,
  toRedemptionBody,
  withdrawalFormAmount,
} from './games-forms';

describe('Add Game Loot form', () => {
  it('sends cents: the typed coins times 100', () => {
    expect(coinsToCents('12.5')).toBe(1250);
    expect(coinsToCents('100')).toBe(10000);
    expect(coinsToCents('0.29')).toBe(29);
  });

  it('accepts SC with cents and GC in whole coins only', () => {
    expect(gameLoadFormSchema.safeParse({ currency: 'SC', amount: '12.50' }).success).toBe(true);
    expect(gameLoadFormSchema.safeParse({ currency: 'GC', amount: '500' }).success).toBe(true);
    const gc = gameLoadFormSchema.safeParse({ currency: 'GC', amount: '5.5' });
    expect(gc.error?.issues.map((i) => i.message)).toEqual(['Gold Coins load in whole coins']);
  });

  it('refuses amounts outside 1.00 to 10,000.00 and anything not a plain amount', () => {
    expect(gameLoadFormSchema.safeParse({ currency: 'SC', amount: '0.5' }).error?.issues[0]?.message).toBe(
      'The minimum load is 1.00',
    );
    expect(
      gameLoadFormSchema.safeParse({ currency: 'SC', amount: '10000.01' }).error?.issues[0]?.message,
    ).toBe('The maximum load is 10,000.00');
    expect(gameLoadFormSchema.safeParse({ currency: 'SC', amount: '1e3' }).success).toBe(false);
  });
});

const bank = {
  method: 'Bank transfer' as const,
  amount: '75.5',
  accountHolder: 'Wally Tester',
  routingNumber: '021000021',
  accountNumber: '123456789',
  brand: 'Amazon',
  email: '',
};

describe('redemption form', () => {
  it('turns a bank transfer into the request body with the amount in SC cents', () => {
    const body = toRedemptionBody(redemptionFormSchema.parse(bank));
    expect(body).toEqual({
      method: 'bank_transfer',
      amount: 7550,
      bank: { accountHolder: 'Wally Tester', routingNumber: '021000021', accountNumber: '123456789' },
    });
    expect(redemptionBodySchema.safeParse(body).success).toBe(true);
  });

  it('turns a gift card into the request body (brand by its label)', () => {
    const body = toRedemptionBody(
      redemptionFormSchema.parse({ ...bank, method: 'Gift card', brand: 'Visa', email: 'w@example.test' }),
    );
    expect(body).toEqual({
      method: 'gift_card',
      amount: 7550,
      giftCard: { brand: 'visa', email: 'w@example.test' },
    });
    expect(redemptionBodySchema.safeParse(body).success).toBe(true);
  });

  it('checks only the fields of the chosen prize', () => {
    const badBank = redemptionFormSchema.safeParse({ ...bank, routingNumber: '123' });
    expect(badBank.error?.issues.map((i) => i.message)).toEqual(['The routing number has 9 digits']);
    const gift = redemptionFormSchema.safeParse({
      ...bank,
      method: 'Gift card',
      routingNumber: '',
      email: 'nope',
    });
    expect(gift.error?.issues.map((i) => i.message)).toEqual(['Enter a valid e-mail address']);
  });
});

describe('gameWithdrawalFormSchema', () => {
  const parse = (currency: 'GC' | 'SC', amount: string) =>
    gameWithdrawalFormSchema.safeParse({ currency, amount });
  it('takes an empty amount as everything and an amount in the ledger unit', () => {
    expect(withdrawalFormAmount(parse('GC', '').data!)).toBeUndefined();
    expect(withdrawalFormAmount(parse('GC', '2500').data!)).toBe(2500);
    expect(withdrawalFormAmount(parse('SC', '75.50').data!)).toBe(7550);
  });
  it('refuses zero, fractions of a Gold Coin and anything not an amount', () => {
    expect(parse('SC', '0').success).toBe(false);
    expect(parse('GC', '10.5').error?.issues[0]?.message).toBe('Gold Coins withdraw in whole coins');
    expect(parse('SC', '1e3').success).toBe(false);
    expect(parse('SC', '-5').success).toBe(false);
  });
});
