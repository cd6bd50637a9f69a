import { gameAccountDecisionBodySchema, type GameAccountDecisionBody } from '@arcade/contracts';
import { Button } from '@arcade/shared-ui';
import { Form, FormField, FormSubmit, showServerError, useZodForm } from '@arcade/shared-ui/form';

interface AccountValues {
  username: string;
  temporaryPassword: string;
}

export interface AccountApproveFormProps {
  pending: boolean;
  onSubmit: (body: GameAccountDecisionBody) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * Approve a game-account request. On the manual platform staff create the account in the game's back office and
 * give its username and temporary password here (the server asks for them); the automatic platform ignores them.
 */
export function AccountApproveForm({ pending, onSubmit, onCancel }: AccountApproveFormProps) {
  const form = useZodForm<typeof gameAccountDecisionBodySchema, AccountValues>(
    gameAccountDecisionBodySchema,
    {
      defaultValues: { username: '', temporaryPassword: '' },
      refine: (base) => (values, context, options) =>
        base(
          {
            approve: true,
            username: values.username.trim() || undefined,
            temporaryPassword: values.temporaryPassword || undefined,
          } as unknown as AccountValues,
          context,
          options,
        ),
    },
  );
  const submit = async (body: GameAccountDecisionBody) => {
    try {
      await onSubmit(body);
    } catch (e) {
      showServerError(form, e, { field: 'username', fallback: 'The approval could not be recorded' });
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="admin-reason" aria-label="Approve the game account">
      <FormField<AccountValues>
        name="username"
        label="Game username (manual platform)"
        autoComplete="off"
        autoFocus
        hint="Leave both empty when the platform creates accounts itself."
      />
      <FormField<AccountValues>
        name="temporaryPassword"
        label="Temporary password (manual platform)"
        autoComplete="new-password"
      />
      <FormSubmit
        pending={pending}
        className="admin-actions"
        extra={
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        }
      >
        Approve account
      </FormSubmit>
    </Form>
  );
}
