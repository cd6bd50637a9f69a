import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { ApiError } from '@arcade/platform';
import {
  ENTER_SENDS_HINT,
  Form,
  FormField,
  FormSubmit,
  FormTextAreaField,
  showServerError,
  useZodForm,
} from './index';

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

const chatSchema = z.object({ message: z.string().min(1, 'Write a message') });

function Composer({ onSubmit }: { onSubmit: (v: { message: string }) => Promise<void> }) {
  const form = useZodForm(chatSchema, { defaultValues: { message: '' } });
  return (
    <Form form={form} onSubmit={onSubmit} enterSends aria-label="Composer">
      <FormTextAreaField name="message" label="Message" hint={ENTER_SENDS_HINT} />
      <FormSubmit>Send</FormSubmit>
    </Form>
  );
}

describe('form kit', () => {
  it('with enterSends, Enter in the text area submits and Shift+Enter starts a new line', async () => {
    const onSubmit = jest.fn(async (_values: { message: string }) => undefined);
    const user = userEvent.setup();
    render(<Composer onSubmit={onSubmit} />);
    const box = screen.getByLabelText('Message');
    await user.type(box, 'Hello{Shift>}{Enter}{/Shift}there');
    expect(box).toHaveValue('Hello\nthere');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ message: 'Hello\nthere' });
  });

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

describe('showServerError', () => {
  const server = (message: string, errors: unknown[] = []) => new ApiError({ message, status: 400, errors });

  function Signup({ error }: { error: unknown }) {
    const form = useZodForm(z.object({ email: z.string(), note: z.string() }), {
      defaultValues: { email: 'a@b.c', note: '' },
    });
    return (
      <Form
        form={form}
        onSubmit={async () => showServerError(form, error, { field: 'note', fallback: 'Not sent' })}
      >
        <FormField name="email" label="Email" />
        <FormField name="note" label="Note" />
        <FormSubmit>Send</FormSubmit>
      </Form>
    );
  }

  it("puts the server's words on the field it named", async () => {
    const user = userEvent.setup();
    render(<Signup error={server('Email taken', [{ path: 'email', message: 'Email taken' }])} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email taken');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Note')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("puts the server's message, or the fallback without one, under the given field", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Signup error={server('Too many messages')} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages');
    expect(screen.getByLabelText('Note')).toHaveAttribute('aria-invalid', 'true');
    unmount();
    render(<Signup error={new ApiError({ message: 'Failed to fetch', status: 0 })} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not sent');
  });
});
