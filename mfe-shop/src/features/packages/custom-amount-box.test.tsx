import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@arcade/shared-ui/testing';
import { CustomAmountBox } from './custom-amount-box';

describe('CustomAmountBox', () => {
  it.each([
    ['', 'Minimum purchase amount is $5'],
    ['4', 'Minimum purchase amount is $5'],
    ['201', 'Maximum purchase limit is $200'],
  ])('"%s" is refused with the SPEC message', async (typed, message) => {
    const onSubmit = jest.fn();
    const user = userEvent.setup();
    renderWithShell(<CustomAmountBox onSubmit={onSubmit} />);
    if (typed) await user.type(screen.getByLabelText('Amount in US dollars'), typed);
    await user.click(screen.getByRole('button', { name: 'Buy Custom Amount' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes whole dollars only and shows coins and bonus live by the shared formula', async () => {
    const onSubmit = jest.fn();
    const user = userEvent.setup();
    renderWithShell(<CustomAmountBox onSubmit={onSubmit} />);
    const field = screen.getByLabelText('Amount in US dollars');
    await user.type(field, '2a5.9');
    expect(field).toHaveValue('259');
    await user.clear(field);
    await user.type(field, '25');
    expect(screen.getByTestId('custom-preview')).toHaveTextContent('2,500 Gold Coins + 300 bonus coins');
    await user.clear(field);
    await user.type(field, '200');
    expect(screen.getByTestId('custom-preview')).toHaveTextContent('20,000 Gold Coins + 500 bonus coins');
    await user.click(screen.getByRole('button', { name: 'Buy Custom Amount' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(200));
  });
});
