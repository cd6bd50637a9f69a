import { formatAmount, formatDateTime, formatDuration, formatSignedAmount, humanize } from './format';

describe('format', () => {
  it('formats times like "Jan 5, 3:04 PM"', () => {
    expect(formatDateTime(new Date(2025, 0, 5, 15, 4).toISOString())).toBe('Jan 5, 3:04 PM');
    expect(formatDateTime(new Date(2025, 10, 21, 0, 30).toISOString())).toBe('Nov 21, 12:30 AM');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('formats GC as whole coins and SC cents with two decimals, signed', () => {
    expect(formatAmount(1_234_567, 'GC')).toBe('1,234,567');
    expect(formatAmount(1_050, 'SC')).toBe('10.50');
    expect(formatSignedAmount(5_000, 'GC')).toBe('+5,000');
    expect(formatSignedAmount(-125, 'SC')).toBe('-1.25');
    expect(formatSignedAmount(0, 'GC')).toBe('0');
  });

  it('formats countdowns', () => {
    expect(formatDuration(2 * 3_600_000)).toBe('02:00:00');
    expect(formatDuration(59_001)).toBe('00:01:00');
    expect(formatDuration(7 * 86_400_000 - 1_000)).toBe('6d 23:59:59');
    expect(formatDuration(-5)).toBe('00:00:00');
  });

  it('humanises types', () => {
    expect(humanize('daily_bonus')).toBe('Daily bonus');
    expect(humanize('GAME-LOAD')).toBe('Game load');
  });
});
