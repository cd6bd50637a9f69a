import { normaliseUsPhone, otpVerifySchema, usPhoneInputSchema, validateOtp } from '@arcade/contracts';
import { emptyFormSchema } from '../../lib/form-schema';

/**
 * A U.S. phone typed as national digits: contracts' input rule, then contracts' normaliser (its messages);
 * the form's output is the E.164 number.
 */
export const usPhoneFieldSchema = usPhoneInputSchema.transform((text, ctx) => {
  const checked = normaliseUsPhone(text);
  if (checked.ok) return checked.phone;
  ctx.addIssue({ code: 'custom', message: checked.message });
  return text;
});

/** The phone popup's number (SPEC §5, U.S. only). */
export const changePhoneFormSchema = emptyFormSchema.extend({ phone: usPhoneFieldSchema });

/** The 6-digit code of the verify step: contracts' OTP field rule and messages. */
export const otpFormSchema = emptyFormSchema.extend({
  otp: otpVerifySchema.shape.otp.superRefine((otp, ctx) => {
    const invalid = validateOtp(otp);
    if (invalid) ctx.addIssue({ code: 'custom', message: invalid });
  }),
});
