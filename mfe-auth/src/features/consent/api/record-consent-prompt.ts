import type { User } from '@arcade/contracts';
import { appStore, request, type ApiResult } from '@arcade/platform';

/**
 * POST /user/consent-prompt: the consent prompt is on screen now. The server keeps the time (User.consentPromptedAt)
 * and the prompt does not open by itself again for 30 days, in any browser. The answer's user replaces the store's.
 */
export function recordConsentPrompt(): Promise<ApiResult<{ user: User }>> {
  return request<{ user: User }>('POST', 'user/consent-prompt');
}

/**
 * Records the prompt and keeps the answered time on the store's user (only that field: a consent saved meanwhile
 * stays); a failure only means the prompt may ask again after a reload.
 */
export async function noteConsentPromptShown(userId: string): Promise<void> {
  try {
    const answer = await recordConsentPrompt();
    const at = answer.data?.user?.consentPromptedAt;
    const current = appStore.getState().user;
    if (at && current?._id === userId) appStore.getState().setUser({ ...current, consentPromptedAt: at });
  } catch {
    // Offline or refused: nothing to undo.
  }
}
