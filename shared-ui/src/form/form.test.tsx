import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { Form, FormField, FormSubmit, useZodForm } from './index';

const schema = z.object({ email: z.string().min(1, 'Email is required') });

function Demo({
  onSubmit,
  pending = false,
}: {
  onSubmit: (v: { email: string }) => Promise<void>;
  pending?: boolean;
}) {
  const form = useZodForm(schema, { defaultValues: { email: '' } });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Demo">
      <FormField
        name="email"
        label="Email"
        interceptChange={(onChange) => (e) => {
          e.target.value = e.target.value.toLowerCase();
          return onChange(e);
        }}
      />
      <FormSubmit pending={pending} pendingLabel="Sending...">
        Send
      </FormSubmit>
    </Form>
  );
}

describe('form kit', () => {
  it('shows the schema message linked to the field, and does not submit', async () => {
    const onSubmit = jest.fn(async () => undefined);
    const user = userEvent.setup();
    render(<Demo onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const input = screen.getByLabelText('Email');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the parsed values once, however often it is pressed meanwhile', async () => {
    let release!: () => void;
    const onSubmit = jest.fn((_values: { email: string }) => new Promise<void>((r) => (release = r)));
    const user = userEvent.setup();
    render(<Demo onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Email'), 'ANA@EXAMPLE.COM');
    await user.dblClick(screen.getByRole('button', { name: 'Send' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ email: 'ana@example.com' });
    release();
  });

  it('shows the pending label and disables the button while pending', () => {
    render(<Demo onSubmit={async () => undefined} pending />);
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  });
});
