import { errorMessage, toast } from '@arcade/platform';
import { Button, Modal } from '@arcade/shared-ui';
import { Form, FormField, FormSelectField, FormSubmit, useZodForm } from '@arcade/shared-ui/form';
import {
  BREAK_DAYS,
  breakLabel,
  EXCLUSION_DURATIONS,
  EXCLUSION_LABELS,
  protectionDialogFormSchema,
  type ProtectionDialogForm,
} from '@arcade/contracts';
import { useRevokeExclusion } from '../api/revoke-exclusion';
import { useSelfExclude } from '../api/self-exclude';
import { useTakeBreak } from '../api/take-break';

export type ProtectionDialogKind = 'break' | 'exclusion' | 'revoke';

const BREAK_LABELS = BREAK_DAYS.map(breakLabel);
const EXCLUSION_OPTIONS = EXCLUSION_DURATIONS.map((d) => EXCLUSION_LABELS[d]);

const COPY: Record<ProtectionDialogKind, { title: string; lead: string; submit: string; pending: string }> = {
  break: {
    title: 'Take a break',
    lead: 'During a break you cannot buy coins, load games, play with Sweep Coins, claim bonuses or free entries, and we send you no marketing. You can still sign in, see your history and redeem what you are owed. A break cannot be shortened.',
    submit: 'Start my break',
    pending: 'Starting...',
  },
  exclusion: {
    title: 'Exclude myself',
    lead: 'While you are excluded you cannot buy coins, load games, play with Sweep Coins, claim bonuses or free entries, and we send you no marketing. You can still sign in, see your history and redeem what you are owed. An exclusion cannot be shortened or lifted early; an indefinite one can be revoked only after 6 months, with a 7-day cooling-off.',
    submit: 'Exclude me',
    pending: 'Excluding...',
  },
  revoke: {
    title: 'Revoke my exclusion',
    lead: 'Your indefinite exclusion will end 7 days after you confirm (the cooling-off). Until then everything stays closed.',
    submit: 'Revoke after 7 days',
    pending: 'Asking...',
  },
};

/**
 * The password-confirmed dialog of a break, a self-exclusion or an indefinite exclusion's revocation. The server's
 * message is toasted on success and shown on the password field on refusal; focus goes back to the opener on close.
 */
export function ProtectionDialog({ kind, onClose }: { kind: ProtectionDialogKind; onClose: () => void }) {
  const copy = COPY[kind];
  const options = kind === 'break' ? BREAK_LABELS : kind === 'exclusion' ? EXCLUSION_OPTIONS : [];
  const form = useZodForm(protectionDialogFormSchema, {
    defaultValues: { choice: options[0] ?? '', password: '' },
  });
  const takeBreak = useTakeBreak();
  const exclude = useSelfExclude();
  const revoke = useRevokeExclusion();
  const pending = takeBreak.isPending || exclude.isPending || revoke.isPending;

  const onSubmit = async ({ choice, password }: ProtectionDialogForm) => {
    if (pending) return;
    try {
      const result =
        kind === 'break'
          ? await takeBreak.mutateAsync({ days: BREAK_DAYS[BREAK_LABELS.indexOf(choice)]!, password })
          : kind === 'exclusion'
            ? await exclude.mutateAsync({
                duration: EXCLUSION_DURATIONS[EXCLUSION_OPTIONS.indexOf(choice)]!,
                password,
              })
            : await revoke.mutateAsync({ password });
      toast('success', result.message);
      onClose();
    } catch (err) {
      form.setError('password', {
        type: 'server',
        message: errorMessage(err, 'We could not do this. Please try again.'),
      });
    }
  };

  return (
    <Modal title={copy.title} onClose={onClose}>
      <p>{copy.lead}</p>
      <Form form={form} onSubmit={onSubmit}>
        {kind === 'break' ? (
          <FormSelectField name="choice" label="Length of the break" options={options} />
        ) : null}
        {kind === 'exclusion' ? (
          <FormSelectField name="choice" label="Length of the exclusion" options={options} />
        ) : null}
        <FormField name="password" label="Your password" type="password" autoComplete="current-password" />
        <FormSubmit
          pending={pending}
          pendingLabel={copy.pending}
          extra={
            <Button type="button" variant="ghost" onClick={onClose}>
              Cancel
            </Button>
          }
        >
          {copy.submit}
        </FormSubmit>
      </Form>
    </Modal>
  );
}
