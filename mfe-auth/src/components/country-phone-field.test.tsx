import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CountryPhoneField } from './country-phone-field';
import { searchCountries } from '../lib/countries';

function Harness({ onValue }: { onValue: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <CountryPhoneField
      label="Phone number"
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

function setup() {
  const onValue = jest.fn();
  const user = userEvent.setup({ delay: null });
  render(<Harness onValue={onValue} />);
  return {
    user,
    onValue,
    combobox: screen.getByRole('combobox', { name: 'Country code' }),
    number: screen.getByLabelText('Phone number'),
  };
}

test('defaults to the United States (+1)', async () => {
  const { user, onValue, combobox, number } = setup();
  expect(combobox).toHaveValue('US +1');
  await user.type(number, '2015550123');
  expect(onValue).toHaveBeenLastCalledWith('+12015550123');
});

test('formats the national number when the field is left', async () => {
  const { user, number } = setup();
  await user.type(number, '2015550123');
  await user.tab();
  expect(number).toHaveValue('(201) 555-0123');
});

test('searches countries by name and chooses with the keyboard', async () => {
  const { user, onValue, combobox, number } = setup();
  await user.click(combobox);
  await user.keyboard('united k');
  expect(combobox).toHaveAttribute('aria-expanded', 'true');
  const options = screen.getAllByRole('option');
  expect(options[0]).toHaveTextContent('United Kingdom');
  expect(combobox).toHaveAttribute('aria-activedescendant', options[0]!.id);
  await user.keyboard('{Enter}');
  expect(combobox).toHaveAttribute('aria-expanded', 'false');
  expect(combobox).toHaveValue('GB +44');
  await user.type(number, '7400123456');
  expect(onValue).toHaveBeenLastCalledWith('+447400123456');
});

test('searches by calling code and chooses with the mouse', async () => {
  const { user, combobox } = setup();
  await user.click(combobox);
  await user.keyboard('+49');
  await user.click(screen.getByRole('option', { name: /Germany/ }));
  expect(combobox).toHaveValue('DE +49');
});

test('Escape closes the list without choosing', async () => {
  const { user, combobox } = setup();
  await user.click(combobox);
  await user.keyboard('fra{Escape}');
  expect(combobox).toHaveAttribute('aria-expanded', 'false');
  expect(combobox).toHaveValue('US +1');
});

test('caps the phone at 15 digits in all, country code included', async () => {
  const { onValue, number } = setup();
  fireEvent.change(number, { target: { value: '12345678901234567890' } });
  expect(onValue).toHaveBeenLastCalledWith('+112345678901234');
  expect(onValue.mock.calls.at(-1)![0].replace(/\D/g, '')).toHaveLength(15);
});

test('drops letters', async () => {
  const { user, number } = setup();
  await user.type(number, '20a1-b555');
  expect(number).toHaveValue('201-555');
});

test('search helper', () => {
  expect(searchCountries('us')[0]!.code).toBe('US');
  expect(searchCountries('44').map((c) => c.code)).toContain('GB');
  expect(searchCountries('zzzz')).toHaveLength(0);
  expect(searchCountries('').length).toBeGreaterThan(200);
});
