import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore } from '@arcade/platform';
import type { User } from '@arcade/contracts';
import { renderWithShell } from '@arcade/shared-ui/testing';
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

describe('Contact Us', () => {
  beforeEach(() => appStore.getState().setUser(null));

  it('shows the support e-mail and hours', () => {
    renderWithShell(<ContactPage openLink={jest.fn()} />);
    expect(screen.getAllByRole('link', { name: 'support@luckyarcade.example' })[0]).toHaveAttribute(
      'href',
      'mailto:support@luckyarcade.example',
    );
    expect(screen.getByText('Every day from 9:00 a.m. to 9:00 p.m. Central Time')).toBeInTheDocument();
  });

  it('shows a message for every invalid field and focuses the first', async () => {
    const openLink = jest.fn();
    const u = userEvent.setup();
    renderWithShell(<ContactPage openLink={openLink} />);
    await u.click(screen.getByRole('button', { name: 'Write e-mail' }));
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
    expect(openLink).not.toHaveBeenCalled();
  });

  it('checks the e-mail format and the message length, and clears errors as they are fixed', async () => {
    const u = userEvent.setup();
    renderWithShell(<ContactPage openLink={jest.fn()} />);
    await u.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ana Lopez');
    await u.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'ana@');
    await u.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'Free entry (AMOE)');
    await u.type(screen.getByRole('textbox', { name: 'Message' }), 'Too short');
    await u.click(screen.getByRole('button', { name: 'Write e-mail' }));
    expect(await screen.findByText(CONTACT_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(await screen.findByText(CONTACT_MESSAGES.messageShort)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveFocus());
    await u.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'example.com');
    await waitFor(() => expect(screen.queryByText(CONTACT_MESSAGES.emailInvalid)).toBeNull());
    expect(screen.getByText(CONTACT_MESSAGES.messageShort)).toBeInTheDocument();
  });

  it('opens a mailto: link with the composed message and tells the user', async () => {
    const openLink = jest.fn();
    const u = userEvent.setup();
    appStore.getState().setUser(user);
    renderWithShell(<ContactPage openLink={openLink} />);
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Ana Lopez');
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('ana@example.com');
    await u.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'Free entry (AMOE)');
    await u.type(screen.getByRole('textbox', { name: 'Order or request reference (optional)' }), 'AMOE-1234');
    await u.type(screen.getByRole('textbox', { name: 'Message' }), 'My mail-in card was sent two weeks ago.');
    await u.click(screen.getByRole('button', { name: 'Write e-mail' }));

    await waitFor(() => expect(openLink).toHaveBeenCalledTimes(1));
    const url = new URL(openLink.mock.calls[0][0] as string);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('support@luckyarcade.example');
    expect(url.searchParams.get('subject')).toBe('[Free entry (AMOE)] Message from Ana Lopez');
    expect(url.searchParams.get('body')).toBe(
      'Name: Ana Lopez\r\nE-mail: ana@example.com\r\nTopic: Free entry (AMOE)\r\nReference: AMOE-1234\r\n\r\nMy mail-in card was sent two weeks ago.',
    );
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(/Your e-mail app should now open/));
    expect(status).toHaveTextContent(
      'Your e-mail app should now open with your message to support@luckyarcade.example',
    );
    expect(screen.getByRole('link', { name: 'open the message again' })).toHaveAttribute(
      'href',
      openLink.mock.calls[0][0],
    );
  });
});
