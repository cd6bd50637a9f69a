// The form kit: react-hook-form with the contracts' zod schemas. A subpath of its own
// (@arcade/shared-ui/form) so that bundles without a form never load react-hook-form.
export { useZodForm, type UseZodFormOptions } from './use-zod-form';
export { ENTER_SENDS_HINT, Form, type FormProps } from './form';
export {
  FormField,
  FormSelectField,
  FormTextAreaField,
  useFieldError,
  type FormFieldProps,
  type FormSelectFieldProps,
  type FormTextAreaFieldProps,
} from './form-field';
export { FormSubmit, type FormSubmitProps } from './form-submit';
export { showServerError } from './server-errors';
