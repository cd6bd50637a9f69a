import { useEffect } from 'react';
import {
  SUPPORT_LIMITS,
  SUPPORT_VISITOR_MARKER,
  supportSendSchema,
  supportStartSchema,
  type SupportSendInput,
  type SupportStartInput,
} from '@arcade/contracts';
import {
  ENTER_SENDS_HINT,
  Form,
  FormField,
  FormSubmit,
  FormTextAreaField,
  showServerError,
  useZodForm,
} from '@arcade/shared-ui/form';
import { useSendSupportMessage } from './api/send-support-message';

/**
 * The chat's two forms, which validate with the contracts' schemas (zod and the form kit): a module of their own,
 * loaded when the panel opens, so the closed launcher that every page of a signed-in player mounts (to show
 * unread replies) does not bring them (issue 9).
 */

type SendValues = SupportSendInput;

/** The offline form: e-mail and message; the agent's later reply comes by e-mail and here. */
export function OfflineForm({ email }: { email: string | null }) {
  const send = useSendSupportMessage();
  const form = useZodForm(supportStartSchema, { defaultValues: { email: email ?? '', message: '' } });
  const onSubmit = async (values: SupportStartInput) => {
    try {
      await send.mutateAsync(values);
      if (!email) localStorage.setItem(SUPPORT_VISITOR_MARKER, '1');
    } catch (e) {
      showServerError(form, e, { field: 'message', fallback: 'Could not send your message' });
    }
  };
  return (
    <Form form={form} onSubmit={onSubmit} className="support-chat__offline" aria-label="Leave a message">
      <p className="support-chat__notice" data-testid="support-offline">
        No agent is online right now. Leave your e-mail and a message: we reply by e-mail and here.
      </p>
      <FormField<SendValues>
        name="email"
        label="Your e-mail"
        type="email"
        autoComplete="email"
        readOnly={!!email}
      />
      <FormTextAreaField<SendValues>
        name="message"
        label="Message"
        rows={3}
        maxLength={SUPPORT_LIMITS.messageMax}
      />
      <FormSubmit>Send message</FormSubmit>
    </Form>
  );
}

export function Composer({
  needsEmail,
  onTyping,
}: {
  needsEmail: boolean;
  onTyping: (typing: boolean) => void;
}) {
  const send = useSendSupportMessage();
  const form = useZodForm((needsEmail ? supportStartSchema : supportSendSchema) as typeof supportSendSchema, {
    defaultValues: needsEmail ? { message: '', email: '' } : { message: '' },
  });
  const message = form.watch('message');
  useEffect(() => {
    if (message) onTyping(true);
  }, [message, onTyping]);
  const onSubmit = async (values: SendValues) => {
    onTyping(false);
    try {
      await send.mutateAsync(needsEmail ? values : { message: values.message });
      if (needsEmail) localStorage.setItem(SUPPORT_VISITOR_MARKER, '1');
      form.reset(needsEmail ? { message: '', email: values.email ?? '' } : { message: '' });
    } catch (e) {
      showServerError(form, e, { field: 'message', fallback: 'Could not send your message' });
    }
  };
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      enterSends
      className="support-chat__composer"
      aria-label="Send a message"
    >
      {needsEmail ? (
        <FormField<SendValues> name="email" label="Your e-mail" type="email" autoComplete="email" />
      ) : null}
      <FormTextAreaField<SendValues>
        name="message"
        label="Message"
        rows={2}
        maxLength={SUPPORT_LIMITS.messageMax}
        hint={ENTER_SENDS_HINT}
      />
      <FormSubmit>Send</FormSubmit>
    </Form>
  );
}
