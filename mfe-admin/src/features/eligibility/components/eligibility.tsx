import { useState } from 'react';
import {
  eligibilityFormSchema,
  roleCan,
  STATE_NAMES,
  type EligibilityForm,
  type StateEligibility,
} from '@arcade/contracts';
import { errorMessage, useAppStore } from '@arcade/platform';
import { Skeleton, SkeletonGroup } from '@arcade/shared-ui';
import {
  Form,
  FormField,
  FormSelectField,
  FormSubmit,
  FormTextAreaField,
  showServerError,
  useZodForm,
} from '@arcade/shared-ui/form';
import { SimpleTable } from '../../../components/data-table';
import { When } from '../../../lib/when';
import { useEligibility, useSetEligibility } from '../api/eligibility';

const STATUS_WORDS = { eligible: 'Open', excluded: 'Closed' } as const;
const EMPTY: EligibilityForm = { state: STATE_NAMES[0]!, change: 'Closed', effectiveAt: '', reason: '' };

/** Close or reopen a state, now or from a date and time (the browser's time zone), with a reason. */
function EligibilityChangeForm() {
  const set = useSetEligibility();
  const [answer, setAnswer] = useState('');
  const form = useZodForm(eligibilityFormSchema, { defaultValues: EMPTY });
  const submit = async ({ state, change, effectiveAt, reason }: EligibilityForm) => {
    setAnswer('');
    try {
      const { message } = await set.mutateAsync({
        state,
        status: change === 'Closed' ? 'excluded' : 'eligible',
        reason,
        ...(effectiveAt ? { effectiveAt: new Date(effectiveAt).toISOString() } : {}),
      });
      setAnswer(message);
      form.reset(EMPTY);
    } catch (e) {
      showServerError(form, e, { field: 'reason', fallback: 'The change could not be recorded' });
    }
  };
  return (
    <section className="admin-list" aria-labelledby="admin-eligibility-change">
      <h3 id="admin-eligibility-change">Close or reopen a state</h3>
      <Form form={form} onSubmit={submit} className="admin-form" aria-labelledby="admin-eligibility-change">
        <FormSelectField<EligibilityForm> name="state" label="State" options={STATE_NAMES} />
        <FormSelectField<EligibilityForm> name="change" label="From then on" options={['Closed', 'Open']} />
        <FormField<EligibilityForm>
          name="effectiveAt"
          type="datetime-local"
          label="Takes effect (empty: now)"
        />
        <FormTextAreaField<EligibilityForm>
          name="reason"
          label="Reason (kept in the audit log)"
          rows={2}
          maxLength={500}
        />
        <FormSubmit pending={set.isPending} pendingLabel="Saving...">
          Record the change
        </FormSubmit>
      </Form>
      {answer ? (
        <p role="status" className="admin-list__meta">
          {answer}
        </p>
      ) : null}
    </section>
  );
}

/**
 * Eligibility (issue 30 items 5 and 6; compliance.view): every state the site operates in, open or closed now, with
 * its next scheduled change, and the history of changes; compliance.manage adds the form. The server applies each
 * change at its time: its players become redeem-only and it takes no registration.
 */
export function Eligibility() {
  const role = useAppStore((s) => s.user?.role);
  const query = useEligibility();
  const canManage = roleCan(role, 'compliance.manage');
  if (query.isPending)
    return (
      <SkeletonGroup label="Loading the states">
        <Skeleton height={160} />
      </SkeletonGroup>
    );
  if (query.isError)
    return (
      <p role="alert" className="admin-list__error">
        The states could not be loaded: {errorMessage(query.error)}
      </p>
    );
  const { states, changes } = query.data;
  const closed = states.filter((s) => s.status === 'excluded' || s.next);
  return (
    <div className="admin-eligibility">
      {canManage ? <EligibilityChangeForm /> : null}
      <SimpleTable<StateEligibility>
        caption="States closed now or with a change ahead"
        rows={closed}
        rowKey={(s) => s.state}
        emptyText={`all ${states.length} states are open, and no change is scheduled`}
        columns={[
          { key: 'state', header: 'State', cell: (s) => s.state },
          { key: 'status', header: 'Now', cell: (s) => STATUS_WORDS[s.status] },
          { key: 'since', header: 'Since', cell: (s) => <When at={s.since} /> },
          {
            key: 'next',
            header: 'Next change',
            cell: (s) =>
              s.next ? (
                <>
                  {STATUS_WORDS[s.next.status]} from <When at={s.next.effectiveAt} />
                </>
              ) : (
                '—'
              ),
          },
        ]}
      />
      <SimpleTable
        caption="Every change"
        rows={changes}
        rowKey={(c) => c.id}
        emptyText="none yet"
        columns={[
          { key: 'state', header: 'State', cell: (c) => c.state },
          { key: 'status', header: 'Becomes', cell: (c) => STATUS_WORDS[c.status] },
          { key: 'at', header: 'From', cell: (c) => <When at={c.effectiveAt} /> },
          { key: 'reason', header: 'Reason', cell: (c) => c.reason },
          { key: 'made', header: 'Recorded', cell: (c) => <When at={c.createdAt} /> },
        ]}
      />
    </div>
  );
}
