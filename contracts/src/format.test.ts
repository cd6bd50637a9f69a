import { formatGoldCoins, formatSweepCoins } from './format';

describe('formatGoldCoins', () => {
  it('groups whole numbers exactly as en-US Intl does', () => {
    for (const n of [0, 7, 999, 1000, 12500, 100000, 1234567, 9007199254740991, -1, -1000, -1234567])
      expect(formatGoldCoins(n)).toBe(n.toLocaleString('en-US'));
  });
  it('leaves fractions to Intl', () => {
    expect(formatGoldCoins(1234.5)).toBe('1,234.5');
  });
});

describe('formatSweepCoins', () => {
  it('shows cents as dollars and cents', () => {
    expect(formatSweepCoins(12345)).toBe('123.45');
    expect(formatSweepCoins(123_456_78)).toBe('123,456.78');
    expect(formatSweepCoins(-150)).toBe('-1.50');
  });
});
