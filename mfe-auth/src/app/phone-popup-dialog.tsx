import { useEffect, useRef } from 'react';
import type { User } from '@arcade/contracts';
import { loadCurrentUser } from '@arcade/platform';
import { Button, Modal } from '@arcade/shared-ui';
import { nationalUsDigits } from '../components/us-phone-input';
import { noteConsentPromptShown } from '../features/consent/api/record-consent-prompt';
import { ConsentForm } from '../features/consent/components/consent-form';
import { PhoneOtpFlow } from '../features/phone/components/phone-otp-flow';
import { phonePopupTitle, phoneStage } from '../features/phone/phone-status';

export interface PhonePopupDialogProps {
  user: User;
  onClose: () => void;
}

const INTRO = {
  'no-phone': 'Please add your phone number to secure your account and receive important account updates.',
  unverified: 'Please verify your phone number. We will text you a 6-digit code.',
  'not-opted': 'Choose how you would like to hear about bonuses, new games and promotions.',
  complete: 'Your phone number is verified and you are subscribed. You are all set!',
} as const;

/**
 * The popup's body follows the player's state: phone entry and code, then consent, then done. Once on screen the
 * server records that the prompt asked (it opens by itself again in 30 days at the earliest, in any browser); saving
 * the consent choice closes it (one question per prompt).
 */
export function PhonePopupDialog({ user, onClose }: PhonePopupDialogProps) {
  const stage = phoneStage(user);
  const firstStage = useRef(stage);
  const userId = user._id;

  useEffect(() => {
    void noteConsentPromptShown(userId);
  }, [userId]);

  useEffect(() => {
    // Finished inside this popup: close it rather than show an empty "all set" box.
    if (stage === 'complete' && firstStage.current !== 'complete') onClose();
  }, [stage, onClose]);

  return (
    <Modal title={phonePopupTitle(stage)} onClose={onClose}>
      <p>{INTRO[stage]}</p>
      {stage === 'no-phone' || stage === 'unverified' ? (
        <PhoneOtpFlow
          initialPhone={nationalUsDigits(user.phone)}
          currentPhone={user.phone}
          signedIn
          onVerified={async () => {
            await loadCurrentUser();
          }}
        />
      ) : stage === 'not-opted' ? (
        <ConsentForm user={user} onSaved={onClose}>
          <Button variant="ghost" onClick={onClose}>
            Not now
          </Button>
        </ConsentForm>
      ) : (
        <Button variant="primary" onClick={onClose}>
          Close
        </Button>
      )}
    </Modal>
  );
}
