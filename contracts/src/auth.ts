import { z } from 'zod';
import { STATE_NAMES } from './states';
import { MESSAGES } from './messages';

// MESSAGES lives in a zod-free module so a bundle that shows messages does not carry zod (issue 9).
export { MESSAGES } from './messages';

export const emailSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .transform((v) => v.toLowerCase())
  .pipe(z.email({ error: MESSAGES.emailInvalid }));

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(1024),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

export const newPasswordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const nameSchema = z.object({
  first: z.string().trim().min(1, 'Full name is required').max(60),
  middle: z.string().trim().max(60).optional().default(''),
  last: z.string().trim().max(120).optional().default(''),
});

/** Register phone rule of SPEC §5: required and longer than 4 characters; at most 15 digits. */
export const registerPhoneSchema = z
  .string({ error: MESSAGES.invalidPhone })
  .trim()
  .refine(
    (v) => v.length > 4 && v.replace(/\D/g, '').length <= 15 && /^\+?[\d\s()-]+$/.test(v),
    MESSAGES.invalidPhone,
  );

export const stateSchema = z
  .string({ error: MESSAGES.selectState })
  .refine((v) => (STATE_NAMES as readonly string[]).includes(v), MESSAGES.selectState);

/** The payload POST /user/register sends (SPEC §7). */
export const registerPayloadSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  phone: registerPhoneSchema,
  state: stateSchema,
  acceptSMSMarketing: z.boolean().optional().default(false),
});
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

/** The register form of SPEC §3 (client side; confirmPassword is never sent). */
export const registerFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Full name is required'),
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string(),
    phone: registerPhoneSchema,
    state: stateSchema,
    isAdult: z.literal(true, { error: MESSAGES.ageRequired }),
    acceptTerms: z.boolean().optional(),
    acceptSMSTerms: z.boolean().optional(),
    acceptSMSMarketing: z.boolean().optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDoNotMatch,
  });

/** Phone popup rule of SPEC §5: 10 digits, or 11 starting with 1; normalised to +1XXXXXXXXXX. */
export function normaliseUsPhone(raw: string): { ok: true; phone: string } | { ok: false; message: string } {
  const trimmed = raw.trim();
  if (!trimmed) return { ok: false, message: MESSAGES.phoneRequired };
  let digits = trimmed.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return { ok: false, message: MESSAGES.invalidUsPhone };
  return { ok: true, phone: `+1${digits}` };
}

export function validateOtp(raw: string): string | null {
  if (!raw) return MESSAGES.otpRequired;
  if (!/^\d{6}$/.test(raw)) return MESSAGES.otpLength;
  return null;
}
