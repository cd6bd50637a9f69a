import { useMutation } from '@tanstack/react-query';
import type { ContactSent, ContactValues } from '@arcade/contracts';
import { api } from '@arcade/platform';

/** POST /support/contact: the Contact Us form opens a support conversation, answered by e-mail. */
export const sendContact = (values: ContactValues) => api.post<ContactSent>('support/contact', values);

export function useSendContact({ onSent }: { onSent: (sent: ContactSent) => void }) {
  return useMutation({ mutationFn: sendContact, onSuccess: onSent });
}
