import { useMutation } from '@tanstack/react-query';
import { api } from '@arcade/platform';

/** POST /support/chat/transcript: e-mails the conversation to its address. */
export const requestTranscript = () => api.post<{ email: string }>('support/chat/transcript');

export function useRequestTranscript() {
  return useMutation({ mutationFn: requestTranscript });
}
