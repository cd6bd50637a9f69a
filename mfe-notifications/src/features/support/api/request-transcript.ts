import { useMutation } from '@tanstack/react-query';
import type { SupportTranscriptAnswer } from '@arcade/contracts';
import { api } from '@arcade/platform';

/** POST /support/chat/transcript: sent to a verified address, or a link to confirm the address first. */
export const requestTranscript = () => api.post<SupportTranscriptAnswer>('support/chat/transcript');

export function useRequestTranscript() {
  return useMutation({ mutationFn: requestTranscript });
}
