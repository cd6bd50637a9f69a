import {
  useWatch,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { MESSAGES } from '@arcade/contracts';

const MISMATCH = MESSAGES.passwordsDoNotMatch;

/**
 * Adds "Passwords do not match" to a resolver's answer. Zod skips an object's refinements while any
 * field is invalid, so on its own a submit with other errors would not show the mismatch.
 */
export function withPasswordMatch<I extends FieldValues, C, O>(
  resolver: Resolver<I, C, O>,
  password: Path<I>,
  confirm: Path<I>,
): Resolver<I, C, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (values[password] === values[confirm]) return result;
    const errors = { ...result.errors, [confirm]: { type: 'validate', message: MISMATCH } } as FieldErrors<I>;
    return { values: {}, errors };
  };
}

/** The confirm field's error: "Passwords do not match" live while typing in either field, and on submit. */
export function usePasswordConfirmError<T extends FieldValues, C, O>(
  control: Control<T, C, O>,
  password: Path<T>,
  confirm: Path<T>,
  submitted: string | undefined,
): string | undefined {
  const [pw, again] = useWatch({ control, name: [password, confirm] }) as [
    string | undefined,
    string | undefined,
  ];
  const a = pw ?? '';
  const b = again ?? '';
  if (a === b) return submitted === MISMATCH ? undefined : submitted;
  if (b !== '' || submitted === MISMATCH) return MISMATCH;
  return submitted;
}
