import { useRef, useState, type FormEvent } from 'react';
import { Button, Field, SelectField, TextAreaField } from '@arcade/shared-ui';
import { useAppStore } from '@arcade/platform';
import { SUPPORT_EMAIL } from '../../lib/documents/common';
import { composeMailto } from './compose-mailto';
import {
  CONTACT_TOPICS,
  MESSAGE_MAX,
  validateContact,
  type ContactErrors,
  type ContactValues,
} from './contact-validation';

export interface ContactFormProps {
  /** Opens the composed mailto: link (injected in tests). */
  openLink?: (url: string) => void;
}

const ORDER: (keyof ContactValues)[] = ['name', 'email', 'topic', 'reference', 'message'];

/**
 * The contact form. Until the support inbox has an API, a valid form opens the player's e-mail app with the message
 * composed (mailto:) and says so.
 */
export function ContactForm({ openLink = (url) => window.location.assign(url) }: ContactFormProps) {
  const user = useAppStore((s) => s.user);
  const [values, setValues] = useState<ContactValues>(() => ({
    name: user ? [user.name.first, user.name.middle, user.name.last].filter(Boolean).join(' ') : '',
    email: user?.email ?? '',
    topic: '',
    reference: '',
    message: '',
  }));
  const [errors, setErrors] = useState<ContactErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [sentLink, setSentLink] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (key: keyof ContactValues) => (value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    setSentLink(null);
    if (submitted) setErrors(validateContact(next));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateContact(values);
    setErrors(found);
    const first = ORDER.find((key) => found[key]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      setSentLink(null);
      return;
    }
    const url = composeMailto(SUPPORT_EMAIL, values);
    setSentLink(url);
    openLink(url);
  };

  return (
    <form
      ref={formRef}
      className="contact-form ui-card"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title">Send us a message</h2>
      <p className="ui-muted">All fields are required unless marked optional.</p>
      <Field
        label="Your name"
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={(e) => set('name')(e.target.value)}
        error={errors.name}
        required
      />
      <Field
        label="E-mail address"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(e) => set('email')(e.target.value)}
        error={errors.email}
        required
      />
      <SelectField
        label="Topic"
        name="topic"
        options={CONTACT_TOPICS}
        placeholder="Choose a topic"
        value={values.topic}
        onChange={(e) => set('topic')(e.target.value)}
        error={errors.topic}
        required
      />
      <Field
        label="Order or request reference (optional)"
        name="reference"
        value={values.reference}
        onChange={(e) => set('reference')(e.target.value)}
        hint="For example a payment reference or a mail-in request code."
      />
      <TextAreaField
        label="Message"
        name="message"
        rows={6}
        maxLength={MESSAGE_MAX}
        value={values.message}
        onChange={(e) => set('message')(e.target.value)}
        error={errors.message}
        hint="Tell us what happened and what you need. Never send your password."
        required
      />
      <Button type="submit" variant="primary">
        Write e-mail
      </Button>
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
    </form>
  );
}
