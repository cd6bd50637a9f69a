import { useEffect, useState } from 'react';
import { useAppStore } from '@arcade/platform';
import {
  Form,
  FormField,
  FormSelectField,
  FormSubmit,
  FormTextAreaField,
  useZodForm,
} from '@arcade/shared-ui/form';
import { SUPPORT_EMAIL } from '../../lib/documents/common';
import { composeMailto } from './compose-mailto';
import { CONTACT_TOPICS, MESSAGE_MAX, contactSchema, type ContactValues } from './contact-validation';

export interface ContactFormProps {
  /** Opens the composed mailto: link (injected in tests). */
  openLink?: (url: string) => void;
}

/**
 * The contact form. Until the support inbox has an API, a valid form opens the player's e-mail app with the message
 * composed (mailto:) and says so. Fields are checked on submit, then live; the first invalid field takes focus.
 */
export function ContactForm({ openLink = (url) => window.location.assign(url) }: ContactFormProps) {
  const user = useAppStore((s) => s.user);
  const form = useZodForm(contactSchema, {
    mode: 'onSubmit',
    defaultValues: {
      name: user ? [user.name.first, user.name.middle, user.name.last].filter(Boolean).join(' ') : '',
      email: user?.email ?? '',
      topic: '',
      reference: '',
      message: '',
    },
  });
  const [sentLink, setSentLink] = useState<string | null>(null);

  // Any edit after sending takes the "sent" note away.
  useEffect(() => {
    const subscription = form.watch(() => setSentLink(null));
    return () => subscription.unsubscribe();
  }, [form]);

  const onSubmit = (values: ContactValues) => {
    const url = composeMailto(SUPPORT_EMAIL, values);
    setSentLink(url);
    openLink(url);
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      className="contact-form ui-card"
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title">Send us a message</h2>
      <p className="ui-muted">All fields are required unless marked optional.</p>
      <FormField name="name" label="Your name" autoComplete="name" required />
      <FormField name="email" label="E-mail address" type="email" autoComplete="email" required />
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
      <FormSubmit>Write e-mail</FormSubmit>
      <div role="status" aria-live="polite" className="contact-form__status">
        {sentLink ? (
          <p className="ui-card contact-form__sent">
            Your e-mail app should now open with your message to {SUPPORT_EMAIL}. Check it and press Send
            there: nothing is sent until you do. If no e-mail app opened,{' '}
            <a href={sentLink}>open the message again</a> or write to{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> directly.
          </p>
        ) : null}
      </div>
    </Form>
  );
}
