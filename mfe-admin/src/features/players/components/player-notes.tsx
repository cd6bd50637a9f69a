import { useState } from 'react';
import { playerNoteBodySchema, type PlayerNote } from '@arcade/contracts';
import { Form, FormSubmit, FormTextAreaField, showServerError, useZodForm } from '@arcade/shared-ui/form';
import { When } from '../../../lib/when';
import { useAddNote } from '../api/add-note';

interface NoteValues {
  body: string;
}

/** Staff notes on a player, newest first; (players.notes) add one. Notes are never edited (append-only). */
export function PlayerNotes({
  playerId,
  notes,
  canAdd,
}: {
  playerId: string;
  notes: PlayerNote[];
  canAdd: boolean;
}) {
  const add = useAddNote();
  const [status, setStatus] = useState('');
  const form = useZodForm(playerNoteBodySchema, { defaultValues: { body: '' } });
  const submit = async ({ body }: NoteValues) => {
    setStatus('');
    try {
      const { message } = await add.mutateAsync({ id: playerId, body });
      form.reset({ body: '' });
      setStatus(message);
    } catch (e) {
      showServerError(form, e, { field: 'body', fallback: 'The note could not be added' });
    }
  };
  return (
    <section aria-labelledby="admin-player-notes">
      <h3 id="admin-player-notes">Staff notes</h3>
      {notes.length ? (
        <ul className="admin-cards">
          {notes.map((n) => (
            <li key={n.id} className="admin-card">
              <p>{n.body}</p>
              <p className="admin-card__id">
                {n.authorName} · <When at={n.createdAt} />
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="admin-list__meta">No notes yet.</p>
      )}
      {canAdd ? (
        <Form form={form} onSubmit={submit} className="admin-form" aria-label="Add a note">
          <FormTextAreaField<NoteValues> name="body" label="New note" rows={2} maxLength={2000} />
          <FormSubmit pending={add.isPending} className="admin-actions">
            Add note
          </FormSubmit>
        </Form>
      ) : null}
      <p role="status" className="admin-list__status">
        {status}
      </p>
    </section>
  );
}
