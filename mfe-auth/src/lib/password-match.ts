import {
  useWatch,
  type Control,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { MESSAGES } from '@arcade/contracts';

const MISMATCH = MESSAGES.passwordsDoNotMatch;
/** The error type this module sets, so the mismatch is recognised by type, never by its text. */
export const PASSWORD_MISMATCH = 'passwordMismatch';

/**
 * Adds "Passwords do not match" to a resolver's answer. Zod skips an object's refinements while any
 * field is invalid, so on its own a submit with other errors would not show the mismatch.
 */
export function withPasswordMatch(password: string, confirm: string) {
  return <I extends FieldValues, C, O>(resolver: Resolver<I, C, O>): Resolver<I, C, O> =>
    async (values, context, options) => {
      const result = await resolver(values, context, options);
      const fields = values as Record<string, unknown>;
      if (fields[password] === fields[confirm]) return result;
      const errors = {
        ...result.errors,
        [confirm]: { type: PASSWORD_MISMATCH, message: MISMATCH },
      } as FieldErrors<I>;
      return { values: {}, errors };
    };
}

/** The confirm field's error: "Passwords do not match" live while typing in either field, and on submit. */
export function usePasswordConfirmError<T extends FieldValues, C, O>(
  control: Control<T, C, O>,
  password: Path<T>,
  confirm: Path<T>,
  submitted: Pick<FieldError, 'type' | 'message'> | undefined,
): string | undefined {
  const [pw, again] = useWatch({ control, name: [password, confirm] }) as [
    string | undefined,
    string | undefined,
  ];
  const a = pw ?? '';
  const b = again ?? '';
  const isMismatch = submitted?.type === PASSWORD_MISMATCH;
  if (a === b) return isMismatch ? undefined : submitted?.message;
  if (b !== '' || isMismatch) return MISMATCH;
  return submitted?.message;
}
