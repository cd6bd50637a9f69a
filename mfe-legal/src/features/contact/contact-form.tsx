import { useRef, useState } from 'react';
import { useAppStore } from '@arcade/platform';
import type { ContactSent } from '@arcade/contracts';
import {
  Form,
  FormField,
  FormSelectField,
  FormSubmit,
  FormTextAreaField,
  showServerError,
  useZodForm,
} from '@arcade/shared-ui/form';
import { SUPPORT_EMAIL, SUPPORT_REPLY_TIME } from '../../lib/documents/common';
import { useSendContact } from './api/send-contact';
import { CONTACT_TOPICS, MESSAGE_MAX, contactSchema, type ContactValues } from './contact-validation';

/**
 * The contact form: a valid form opens a conversation in the support team's inbox (POST /support/contact), answered
 * by e-mail. A signed-in player's answer goes to the account's address. Fields are checked on submit, then live;
 * the first invalid field takes focus; after sending, the confirmation takes focus and the form is emptied.
 */
export function ContactForm() {
  const user = useAppStore((s) => s.user);
  const blank = {
    name: user ? [user.name.first, user.name.middle, user.name.last].filter(Boolean).join(' ') : '',
    email: user?.email ?? '',
    topic: '',
    reference: '',
    message: '',
  };
  const form = useZodForm(contactSchema, { mode: 'onSubmit', defaultValues: blank });
  const [sent, setSent] = useState<ContactSent | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const send = useSendContact({
    onSent: (answer) => {
      setSent(answer);
      form.reset(blank);
      requestAnimationFrame(() => sentRef.current?.focus());
    },
  });

  const onSubmit = async (values: ContactValues) => {
    setSent(null);
    try {
      await send.mutateAsync(values);
    } catch (error) {
      showServerError(form, error, {
        field: 'message',
        fallback: `We could not send your message. Please try again, or write to ${SUPPORT_EMAIL}.`,
      });
    }
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      className="contact-form ui-card"
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title">Send us a message</h2>
      <p className="ui-muted">All fields are required unless marked optional. We answer by e-mail.</p>
      <FormField name="name" label="Your name" autoComplete="name" required />
      <FormField
        name="email"
        label="E-mail address"
        type="email"
        autoComplete="email"
        required
        readOnly={Boolean(user)}
        hint={user ? 'We answer at your account’s address.' : undefined}
      />
      <FormSelectField
        name="topic"
        label="Topic"
        options={CONTACT_TOPICS}
        placeholder="Choose a topic"
        required
      />
      <FormField
        name="reference"
        label="Order or request reference (optional)"
        hint="For example a payment reference or a mail-in request code."
      />
      <FormTextAreaField
        name="message"
        label="Message"
        rows={6}
        maxLength={MESSAGE_MAX}
        hint="Tell us what happened and what you need. Never send your password."
        required
      />
      <FormSubmit>Send message</FormSubmit>
      <div role="status" aria-live="polite" className="contact-form__status">
        {sent ? (
          <div ref={sentRef} tabIndex={-1} className="ui-card contact-form__sent">
            <p>
              Thank you: your message reached our support team. We answer {SUPPORT_REPLY_TIME} by e-mail to{' '}
              <strong>{sent.email}</strong>.
            </p>
            <p>
              Your reference is <strong>{sent.reference}</strong>.
            </p>
          </div>
        ) : null}
      </div>
    </Form>
  );
}
