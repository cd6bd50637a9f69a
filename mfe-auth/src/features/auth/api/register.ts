import { useMutation } from '@tanstack/react-query';
import { splitFullName, type RegisterPayload } from '@arcade/contracts';
import { registerFormWithPhoneRuleSchema as registerFormSchema } from '@arcade/contracts/phone-rule';
import { request, type ApiResult } from '@arcade/platform';

export { registerFormSchema };

type SchemaOutput = (typeof registerFormSchema)['_zod']['output'];

/** What the register form holds while the player fills it in (the 21+ box starts unticked). */
export interface RegisterFormFields {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  phone: string;
  state: string;
  isAdult: boolean;
  acceptTerms: boolean;
  acceptSMSTerms: boolean;
  acceptSMSMarketing: boolean;
}

export const registerDefaults: RegisterFormFields = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  phone: '',
  state: '',
  isAdult: false,
  acceptTerms: false,
  acceptSMSTerms: false,
  acceptSMSMarketing: false,
};

/** SPEC §7 payload plus the 21+ confirmation the server records. */
export type RegisterRequest = RegisterPayload & { isAdult: true };

export function toRegisterPayload(values: SchemaOutput): RegisterRequest {
  return {
    name: splitFullName(values.name),
    email: values.email.toLowerCase(),
    password: values.password,
    phone: values.phone,
    state: values.state,
    acceptSMSMarketing: values.acceptSMSMarketing === true,
    isAdult: true,
  };
}

export function registerAccount(payload: RegisterRequest): Promise<ApiResult<unknown>> {
  return request('POST', 'user/register', { json: payload });
}

export function useRegister() {
  return useMutation({ mutationFn: registerAccount });
}
