import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, STATE_NAMES } from '@arcade/contracts';
import { installFakeApi, type FakeApi } from '../../../../../tooling/fake-api';
import { renderWithProviders, resetPlatform, toasts } from '../../../testing/render';
import { RegisterForm } from './register-form';

jest.setTimeout(20_000);

let stub: FakeApi;
let onFinish: jest.Mock;

beforeEach(() => {
  resetPlatform();
  stub = installFakeApi();
  onFinish = jest.fn();
});

function setup() {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<RegisterForm onFinish={onFinish} />);
  return user;
}

const submitButton = () => screen.getByRole('button', { name: 'Create Account' });

async function fillValid(
  user: ReturnType<typeof userEvent.setup>,
  overrides: { name?: string; email?: string } = {},
) {
  await user.type(screen.getByLabelText('Full name'), overrides.name ?? 'Mary Ann Smith');
  await user.type(screen.getByLabelText('Email'), overrides.email ?? 'Mary.Smith@Example.COM');
  await user.type(screen.getByLabelText('Password'), 'a long passphrase');
  await user.type(screen.getByLabelText('Confirm password'), 'a long passphrase');
  await user.type(screen.getByLabelText('Phone number'), '2015550123');
  await user.selectOptions(screen.getByLabelText('State'), 'Texas');
  await user.click(screen.getByRole('checkbox', { name: /21 years of age or older/ }));
}

test('shows each SPEC message on an empty submit, linked to its field', async () => {
  const user = setup();
  await user.click(submitButton());
  expect(await screen.findByText(MESSAGES.selectState)).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.invalidPhone)).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.emailRequired)).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.ageRequired)).toBeInTheDocument();
  expect(screen.getByText('Full name is required')).toBeInTheDocument();
  for (const label of ['State', 'Phone number', 'Email']) {
    const control = screen.getByLabelText(label);
    expect(control).toHaveAttribute('aria-invalid', 'true');
    const described = control.getAttribute('aria-describedby')!.split(' ').pop()!;
    expect(document.getElementById(described)).toHaveAttribute('role', 'alert');
  }
  const age = screen.getByRole('checkbox', { name: /21 years of age or older/ });
  expect(document.getElementById(age.getAttribute('aria-describedby')!)).toHaveTextContent(
    MESSAGES.ageRequired,
  );
  expect(stub.calls).toHaveLength(0);
});

test('a bad e-mail format and a too-short phone get their messages', async () => {
  const user = setup();
  await user.type(screen.getByLabelText('Email'), 'nope');
  await user.type(screen.getByLabelText('Phone number'), '12');
  await user.click(submitButton());
  expect(await screen.findByText(MESSAGES.emailInvalid)).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.invalidPhone)).toBeInTheDocument();
});

test.each(['555', '5550000000'])(
  'a phone that is no valid number of the country (%s) is refused',
  async (digits) => {
    const user = setup();
    await fillValid(user);
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), digits);
    await user.click(submitButton());
    expect(await screen.findByText(MESSAGES.invalidPhone)).toBeInTheDocument();
    expect(stub.calls).toHaveLength(0);
  },
);

test('state select lists the 39 states with a placeholder', () => {
  setup();
  const options = within(screen.getByLabelText('State')).getAllByRole('option');
  expect(options).toHaveLength(40);
  expect(options[0]).toHaveValue('');
  expect(options.slice(1).map((o) => o.textContent)).toEqual([...STATE_NAMES]);
});

test('e-mail is forced to lower case as typed', async () => {
  const user = setup();
  await user.type(screen.getByLabelText('Email'), 'Jane.DOE@Example.Com');
  expect(screen.getByLabelText('Email')).toHaveValue('jane.doe@example.com');
});

test('"Passwords do not match" is live while typing in the confirm field', async () => {
  const user = setup();
  await user.type(screen.getByLabelText('Password'), 'a long passphrase');
  await user.type(screen.getByLabelText('Confirm password'), 'a long');
  await waitFor(() => expect(screen.getByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument());
  await user.type(screen.getByLabelText('Confirm password'), ' passphrase');
  await waitFor(() => expect(screen.queryByText(MESSAGES.passwordsDoNotMatch)).not.toBeInTheDocument());
});

test('"Passwords do not match" is live while typing in the password field', async () => {
  const user = setup();
  await user.type(screen.getByLabelText('Confirm password'), 'secret words');
  await user.type(screen.getByLabelText('Password'), 'secret');
  await waitFor(() => expect(screen.getByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument());
  await user.type(screen.getByLabelText('Password'), ' words');
  await waitFor(() => expect(screen.queryByText(MESSAGES.passwordsDoNotMatch)).not.toBeInTheDocument());
  await user.type(screen.getByLabelText('Password'), '!');
  await waitFor(() => expect(screen.getByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument());
});

test('"Passwords do not match" on submit, even alongside other errors', async () => {
  const user = setup();
  await user.type(screen.getByLabelText('Password'), 'a long passphrase');
  await user.click(submitButton());
  expect(await screen.findByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.selectState)).toBeInTheDocument();
});

test.each([
  ['Cher', { first: 'Cher', middle: '', last: '' }],
  ['Jane Doe', { first: 'Jane', middle: '', last: 'Doe' }],
  ['Mary Ann Smith', { first: 'Mary', middle: 'Ann', last: 'Smith' }],
  ['Juan Carlos de la Cruz', { first: 'Juan', middle: 'Carlos', last: 'de la Cruz' }],
])('sends the SPEC payload with "%s" split into name parts', async (fullName, name) => {
  stub.on('POST', 'user/register', { status: 201, message: 'Registered' });
  const user = setup();
  await fillValid(user, { name: fullName });
  await user.click(submitButton());
  await waitFor(() => expect(stub.callsTo('POST', 'user/register')).toHaveLength(1));
  expect(stub.callsTo('POST', 'user/register')[0]!.json).toEqual({
    name,
    email: 'mary.smith@example.com',
    password: 'a long passphrase',
    phone: '+12015550123',
    state: 'Texas',
    acceptSMSMarketing: false,
    isAdult: true,
  });
});

test('201 closes the modal and goes to /phone-verification with the phone', async () => {
  stub.on('POST', 'user/register', {
    status: 201,
    message: 'Registration successful. Please verify your e-mail.',
  });
  const user = setup();
  await fillValid(user);
  await user.click(screen.getByRole('checkbox', { name: /recurring automated marketing text messages/ }));
  await user.click(submitButton());
  await waitFor(() => expect(onFinish).toHaveBeenCalledWith('/phone-verification?phone=%2B12015550123'));
  expect(stub.callsTo('POST', 'user/register')[0]!.json).toMatchObject({ acceptSMSMarketing: true });
});

test('200 is a success too', async () => {
  stub.on('POST', 'user/register', { status: 200 });
  const user = setup();
  await fillValid(user);
  await user.click(submitButton());
  await waitFor(() => expect(onFinish).toHaveBeenCalledWith('/phone-verification?phone=%2B12015550123'));
});

test('a refused registration shows the server message as a 4 s warning', async () => {
  stub.on('POST', 'user/register', { status: 409, message: 'An account with this e-mail already exists' });
  const user = setup();
  await fillValid(user);
  await user.click(submitButton());
  await waitFor(() =>
    expect(toasts()).toContainEqual({
      kind: 'warning',
      message: 'An account with this e-mail already exists',
      durationMs: 4000,
    }),
  );
  expect(onFinish).not.toHaveBeenCalled();
});

test('a network failure shows "An unexpected error occurred!"', async () => {
  stub.on('POST', 'user/register', { networkError: true });
  const user = setup();
  await fillValid(user);
  await user.click(submitButton());
  await waitFor(() =>
    expect(toasts()).toContainEqual(expect.objectContaining({ kind: 'error', message: MESSAGES.unexpected })),
  );
});

test('the 21+ checkbox links to the terms and the privacy policy', () => {
  setup();
  expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
    'href',
    '/terms-and-conditions',
  );
  expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  expect(screen.getByRole('link', { name: 'SMS Terms' })).toHaveAttribute('href', '/sms-terms');
  const consent = screen.getByRole('checkbox', { name: /recurring automated marketing text messages/ });
  const text = consent.closest('.auth-check')!.textContent!;
  expect(text).toMatch(/not a condition of purchase/);
  expect(text).toMatch(/rates may apply/);
  expect(text).toMatch(/Reply STOP to unsubscribe/);
});
