import type { User } from '@arcade/contracts';
import { EnrolSecondFactor } from './enrol-second-factor';
import { VerifySecondFactor } from './verify-second-factor';
import '../../../styles/second-factor.css';

export interface SecondFactorStepProps {
  step: 'enrol' | 'verify';
  onSignedIn: (user: User, message: string) => void;
}

/** What a staff sign-in asks after the password (POST /user/login answered 202). */
export function SecondFactorStep({ step, onSignedIn }: SecondFactorStepProps) {
  return step === 'enrol' ? (
    <EnrolSecondFactor onSignedIn={onSignedIn} />
  ) : (
    <VerifySecondFactor onSignedIn={onSignedIn} />
  );
}
