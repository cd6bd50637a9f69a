import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { z } from 'zod';
import { MESSAGES, registerFormSchema, registerPhoneSchema } from './auth';
import { registerRequestSchema, updateProfileSchema } from './identity';

export const DEFAULT_PHONE_COUNTRY = 'US';

/**
 * The register phone rule with libphonenumber-js validity (issue 8 item 7): the number, in international form
 * ("+" calling code and national digits, as the register form sends it), must be a valid number of its country;
 * a number written without "+" (older clients, scripts) is read as a U.S. number, the SPEC's default country.
 * A subpath of its own (`@arcade/contracts/phone-rule`), not re-exported from the index: the contracts bundle is
 * loaded on every page, the phone metadata (about 80 KB) only by the register form and the server.
 */
export function isValidRegisterPhone(value: string): boolean {
  return isValidPhoneNumber(value.trim(), DEFAULT_PHONE_COUNTRY);
}

export const validRegisterPhoneSchema = registerPhoneSchema.refine(
  isValidRegisterPhone,
  MESSAGES.invalidPhone,
);

/** POST /user/register's body with the validity rule (the server's route schema). */
export const registerRequestWithPhoneRuleSchema = registerRequestSchema.extend({
  phone: validRegisterPhoneSchema,
});

/** The register form's schema with the validity rule (mfe-auth). */
export const registerFormWithPhoneRuleSchema = registerFormSchema.safeExtend({
  phone: validRegisterPhoneSchema,
});
export type RegisterFormWithPhoneRule = z.input<typeof registerFormWithPhoneRuleSchema>;

/**
 * PUT /user/update-profile's body with the register rule (issue 8 closing work): the profile's phone change
 * takes any valid number of the chosen country, as register does; the SMS verification of SPEC §5 stays U.S.
 */
export const updateProfileWithPhoneRuleSchema = updateProfileSchema.extend({
  phone: validRegisterPhoneSchema,
});
