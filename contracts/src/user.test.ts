import { formatSweepCoins, splitFullName } from './user';

describe('splitFullName (SPEC §3)', () => {
  it.each([
    ['Cher', { first: 'Cher', middle: '', last: '' }],
    ['Pat Player', { first: 'Pat', middle: '', last: 'Player' }],
    ['Mary Ann Smith', { first: 'Mary', middle: 'Ann', last: 'Smith' }],
    ['Juan Carlos de la Vega', { first: 'Juan', middle: 'Carlos', last: 'de la Vega' }],
    ['  spaced   out  name ', { first: 'spaced', middle: 'out', last: 'name' }],
  ])('%s', (input, expected) => {
    expect(splitFullName(input)).toEqual(expected);
  });
});

it('shows Sweep Coins (cents) with two decimals', () => {
  expect(formatSweepCoins(150)).toBe('1.50');
  expect(formatSweepCoins(0)).toBe('0.00');
});
