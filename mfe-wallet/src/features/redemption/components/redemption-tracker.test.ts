import { formatExpected } from './redemption-tracker';

it('shows the expected date as a calendar day, whatever the viewer time zone', () => {
  expect(formatExpected('2026-11-27')).toBe('Friday, Nov 27');
  expect(formatExpected('not a date')).toBe('not a date');
});
