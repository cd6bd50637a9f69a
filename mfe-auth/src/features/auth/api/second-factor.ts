import { useMutation } from '@tanstack/react-query';
import type {
  SecondFactorCodeBody,
  SecondFactorEnrolled,
  SecondFactorEnrolment,
  SecondFactorVerified,
  TotpCodeBody,
} from '@arcade/contracts';
import { request } from '@arcade/platform';

/**
 * The staff second factor after a password sign-in answered 202 (issue 29 item 1). The challenge cookie the login
 * set is what these calls carry; the session is opened by confirm or verify.
 */
export function startEnrolment() {
  return request<SecondFactorEnrolment>('POST', 'staff/second-factor/enrol');
}

export function confirmEnrolment(body: TotpCodeBody) {
  return request<SecondFactorEnrolled>('POST', 'staff/second-factor/enrol/confirm', { json: body });
}

export function verifySecondFactor(body: SecondFactorCodeBody) {
  return request<SecondFactorVerified>('POST', 'staff/second-factor/verify', { json: body });
}

export const useStartEnrolment = () => useMutation({ mutationFn: startEnrolment });
export const useConfirmEnrolment = () => useMutation({ mutationFn: confirmEnrolment });
export const useVerifySecondFactor = () => useMutation({ mutationFn: verifySecondFactor });
