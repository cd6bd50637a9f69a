import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { errorMessage, fieldErrors } from '@arcade/platform';

/**
 * Shows a failed submit in the form: each field of the form that the server refused gets the server's words
 * for it; otherwise the server's message (or `fallback` when it sent none) goes under `field`.
 */
export function showServerError<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  error: unknown,
  { field, fallback }: { field: Path<T>; fallback?: string },
): void {
  const values = form.getValues();
  const named = Object.entries(fieldErrors(error)).filter(([name]) => get(values, name) !== undefined);
  for (const [name, message] of named) form.setError(name as Path<T>, { type: 'server', message });
  if (named.length === 0) form.setError(field, { type: 'server', message: errorMessage(error, fallback) });
}
