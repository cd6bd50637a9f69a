import { asMoney, formatMoney, formatMoneyLong, goldCoins, ledgerMoney, sweepCents, usdCents } from './money';

describe('formatMoney', () => {
  it.each([
    [goldCoins(5000), '5,000 GC'],
    [goldCoins(0), '0 GC'],
    [goldCoins(1234567), '1,234,567 GC'],
    [{ amount: 500_000, currency: 'GC', scale: 2 } as const, '5,000 GC'],
    [{ amount: 150, currency: 'GC', scale: 2 } as const, '1.50 GC'],
    [sweepCents(6000), '60.00 SC'],
    [sweepCents(150), '1.50 SC'],
    [sweepCents(7), '0.07 SC'],
    [sweepCents(123_456_78), '123,456.78 SC'],
    [usdCents(3700), '$37.00'],
    [usdCents(-500), '-$5.00'],
    [sweepCents(-7500), '-75.00 SC'],
    [ledgerMoney(7500, 'SC'), '75.00 SC'],
    [ledgerMoney(7500, 'GC'), '7,500 GC'],
  ])('%j reads %s', (money, text) => {
    expect(formatMoney(money)).toBe(text);
  });

  it('names the coin in long form', () => {
    expect(formatMoneyLong(goldCoins(5000))).toBe('5,000 Gold Coins');
    expect(formatMoneyLong(sweepCents(6000))).toBe('60.00 Sweep Coins');
    expect(formatMoneyLong(usdCents(999))).toBe('$9.99');
  });
});

describe('asMoney', () => {
  it('accepts a Money and refuses anything else', () => {
    expect(asMoney(sweepCents(1))).toEqual(sweepCents(1));
    expect(asMoney(6000)).toBeUndefined();
    expect(asMoney({ amount: 1.5, currency: 'SC', scale: 2 })).toBeUndefined();
    expect(asMoney({ amount: 1, currency: 'EUR', scale: 2 })).toBeUndefined();
    expect(asMoney({ amount: 1, currency: 'SC', scale: 3 })).toBeUndefined();
  });
});
