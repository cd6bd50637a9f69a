import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore } from '@arcade/platform';
import type { User } from '@arcade/contracts';
import { renderWithShell } from '@arcade/shared-ui/testing';
import { fail, installFakeApi, ok, type FakeApi } from '../../../../tooling/fake-api';
import { ContactPage } from './contact-page';
import { CONTACT_MESSAGES } from './contact-validation';

const user: User = {
  _id: 'u1',
  role: 'USER',
  email: 'ana@example.com',
  phone: '+15125550100',
  state: 'Texas',
  name: { first: 'Ana', middle: '', last: 'Lopez' },
  isEmailVerified: true,
  isPhoneVerified: true,
  isKYC: false,
  isOpted: false,
  isSmsOpted: false,
  balance: 0,
  sweepCoins: 0,
  claimedDailyBonus: true,
  claimedSweepBonus: false,
  loginStreak: 1,
  isNewUser: false,
  restriction: null,
};

let api: FakeApi;

describe('Contact Us', () => {
  beforeEach(() => {
    appStore.getState().setUser(null);
    api = installFakeApi();
  });

  it('shows the support e-mail and hours', () => {
    renderWithShell(<ContactPage />);
    expect(screen.getAllByRole('link', { name: 'support@luckyarcade.example' })[0]).toHaveAttribute(
      'href',
      'mailto:support@luckyarcade.example',
    );
    expect(screen.getByText('Every day from 9:00 a.m. to 9:00 p.m. Central Time')).toBeInTheDocument();
  });

  it('shows a message for every invalid field and focuses the first', async () => {
    const u = userEvent.setup();
    renderWithShell(<ContactPage />);
    await u.click(screen.getByRole('button', { name: 'Send message' }));
    // The form checks its fields asynchronously (the schema resolver): wait for the messages, never read them at once.
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
        CONTACT_MESSAGES.nameRequired,
        CONTACT_MESSAGES.emailRequired,
        CONTACT_MESSAGES.topicRequired,
        CONTACT_MESSAGES.messageRequired,
      ]),
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', 'support/contact')).toHaveLength(0);
  });

  it('checks the e-mail format and the message length, and clears errors as they are fixed', async () => {
    const u = userEvent.setup();
    renderWithShell(<ContactPage />);
    await u.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ana Lopez');
    await u.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'ana@');
    await u.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'Free entry (AMOE)');
    await u.type(screen.getByRole('textbox', { name: 'Message' }), 'Too short');
    await u.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(await screen.findByText(CONTACT_MESSAGES.messageShort)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveFocus());
    await u.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'example.com');
    await waitFor(() => expect(screen.queryByText(CONTACT_MESSAGES.emailInvalid)).toBeNull());
    expect(screen.getByText(CONTACT_MESSAGES.messageShort)).toBeInTheDocument();
  });

  it("sends a signed-in player's message to the support inbox and says where the answer will go", async () => {
    api.on('POST', 'support/contact', ok({ reference: 'AB12CD34', email: 'ana@example.com' }, 'Sent', 201));
    const u = userEvent.setup();
    appStore.getState().setUser(user);
    renderWithShell(<ContactPage />);
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Ana Lopez');
    const email = screen.getByRole('textbox', { name: 'E-mail address' });
    expect(email).toHaveValue('ana@example.com');
    expect(email).toHaveAttribute('readonly');
    await u.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'Free entry (AMOE)');
    await u.type(screen.getByRole('textbox', { name: 'Order or request reference (optional)' }), 'AMOE-1234');
    await u.type(screen.getByRole('textbox', { name: 'Message' }), 'My mail-in card was sent two weeks ago.');
    await u.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(api.callsTo('POST', 'support/contact')).toHaveLength(1));
    expect(api.callsTo('POST', 'support/contact')[0]!.json).toEqual({
      name: 'Ana Lopez',
      email: 'ana@example.com',
      topic: 'Free entry (AMOE)',
      reference: 'AMOE-1234',
      message: 'My mail-in card was sent two weeks ago.',
    });
    const status = screen.getByRole('status');
    await waitFor(() =>
      expect(status).toHaveTextContent(
        'Thank you: your message reached our support team. We answer within one business day by e-mail to ana@example.com.',
      ),
    );
    expect(status).toHaveTextContent('Your reference is AB12CD34.');
    await waitFor(() => expect(status.firstElementChild).toHaveFocus());
    // The form is empty again for another message (the account's name and address stay).
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it("shows the server's refusal under the field it names, or under the message", async () => {
    api.on('POST', 'support/contact', fail(429, 'Too many messages. Please wait a moment and try again.'));
    const u = userEvent.setup();
    renderWithShell(<ContactPage />);
    await u.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ana Lopez');
    await u.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'ana@example.com');
    await u.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'Something else');
    await u.type(screen.getByRole('textbox', { name: 'Message' }), 'A question about my account, please.');
    await u.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('Too many messages. Please wait a moment and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
