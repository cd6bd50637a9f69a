import type { ComponentType, ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import type { updateProfileWithPhoneRuleSchema } from '@arcade/contracts/phone-rule';
import { Form, FormSubmit, useZodForm } from '@arcade/shared-ui/form';
import type { changePhoneFormSchema } from '../phone-form-schema';
import '../../../styles/auth.css';

/** What a phone field of this step receives (UsPhoneInput, CountryPhoneField). */
export interface PhoneFieldProps {
  label: string;
  name?: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

export interface PhoneNumberStepProps {
  /**
   * The rule: the phone popup's U.S. rule of SPEC §5 (`changePhoneFormSchema`, with `UsPhoneInput`), or the
   * register rule of the profile (`updateProfileWithPhoneRuleSchema` from `@arcade/contracts/phone-rule`, with
   * `CountryPhoneField`). The caller brings both, so the popup's chunk never carries the phone metadata.
   */
  schema: typeof changePhoneFormSchema | typeof updateProfileWithPhoneRuleSchema;
  Field: ComponentType<PhoneFieldProps>;
  /** The value the field starts with (national digits for the U.S. field, the stored number for the other). */
  initialValue: string;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The number, normalised by the schema. */
  onSubmit: (phone: string) => void | Promise<void>;
  /** Shown under the field (the profile's verification status). */
  children?: ReactNode;
  /** More actions beside the submit button. */
  actions?: ReactNode;
}

/** The submit button alone (full width, the popup), or in a row with more actions (the profile). */
function Actions({ submitLabel, pendingLabel, pending, actions }: PhoneNumberStepProps) {
  if (!actions)
    return (
      <FormSubmit className="auth-actions" pending={pending} pendingLabel={pendingLabel}>
        {submitLabel}
      </FormSubmit>
    );
  return (
    <div className="auth-row">
      <FormSubmit pending={pending} pendingLabel={pendingLabel}>
        {submitLabel}
      </FormSubmit>
      {actions}
    </div>
  );
}

/**
 * The phone number step shared by the phone popup / phone page (before the code is sent) and the profile's
 * phone change: one field, checked on submit (an edit clears its message until the next submit).
 */
export function PhoneNumberStep(props: PhoneNumberStepProps) {
  const { Field } = props;
  const form = useZodForm<PhoneNumberStepProps['schema'], { phone: string }>(props.schema, {
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { phone: props.initialValue },
  });
  return (
    <Form
      form={form}
      onSubmit={({ phone }) => props.onSubmit(phone)}
      className="auth-form"
      aria-label={props.label}
    >
      <Controller
        control={form.control}
        name="phone"
        render={({ field, fieldState }) => (
          <Field
            label="Phone number"
            name={field.name}
            value={field.value}
            error={fieldState.error?.message}
            onBlur={field.onBlur}
            onChange={(v) => {
              field.onChange(v);
              form.clearErrors('phone');
            }}
          />
        )}
      />
      {props.children}
      <Actions {...props} />
    </Form>
  );
}
