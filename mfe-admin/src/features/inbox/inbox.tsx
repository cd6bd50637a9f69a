import { useCallback, useEffect, useRef, useState } from 'react';
import {
  SUPPORT_LIMITS,
  supportReplySchema,
  type SupportConversation,
  type SupportInboxFilter,
  type SupportMessage,
  type SupportReplyInput,
} from '@arcade/contracts';
import { useAppStore } from '@arcade/platform';
import {
  Badge,
  Button,
  CheckCheck,
  EmptyState,
  Inbox as InboxIcon,
  LinkifiedText,
  Skeleton,
  SkeletonGroup,
} from '@arcade/shared-ui';
import {
  ENTER_SENDS_HINT,
  Form,
  FormSubmit,
  FormTextAreaField,
  showServerError,
  useZodForm,
} from '@arcade/shared-ui/form';
import { useInbox } from './api/get-inbox';
import { useThread } from './api/get-thread';
import { useSendReply } from './api/send-reply';
import { useMarkThreadRead } from './api/mark-thread-read';
import { useConversationAction } from './api/conversation-action';
import { useInboxLive } from './use-inbox-live';
import { lastSeenId } from './thread-cache';
import './inbox.css';

const FILTERS: Array<{ id: SupportInboxFilter; label: string }> = [
  { id: 'open', label: 'Open' },
  { id: 'unassigned', label: 'Unassigned' },
  { id: 'mine', label: 'Mine' },
  { id: 'closed', label: 'Closed' },
];

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
const who = (c: SupportConversation) => c.name || c.email;

function ConversationList({
  filter,
  selected,
  onSelect,
}: {
  filter: SupportInboxFilter;
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  const query = useInbox(filter);
  if (query.isPending)
    return (
      <SkeletonGroup label="Loading conversations">
        <Skeleton height={160} />
      </SkeletonGroup>
    );
  if (query.isError) return <p role="alert">The conversations could not be loaded.</p>;
  const list = query.data.conversations;
  if (list.length === 0)
    return (
      <EmptyState title="No conversations" level={2} icon={<InboxIcon aria-hidden="true" />}>
        Nothing here right now. New chats appear at once.
      </EmptyState>
    );
  return (
    <ul className="inbox__list" aria-label="Conversations">
      {list.map((c) => (
        <li key={c.id}>
          <button
            type="button"
            className={`inbox__item${c.id === selected ? ' inbox__item--selected' : ''}`}
            aria-current={c.id === selected ? 'true' : undefined}
            onClick={() => onSelect(c.id)}
            data-testid="inbox-conversation"
          >
            <span className="inbox__item-head">
              <strong>{who(c)}</strong>
              {c.unread > 0 ? (
                <Badge tone="gold" data-testid="inbox-unread">
                  {c.unread} unread
                </Badge>
              ) : null}
            </span>
            {c.name ? <span className="inbox__item-meta">{c.email}</span> : null}
            <span className="inbox__item-last">{c.lastMessage ?? ''}</span>
            <span className="inbox__item-meta">
              {c.requester === 'visitor' ? 'Visitor' : 'Player'} · {when(c.lastMessageAt)}
              {c.assignedName ? ` · ${c.assignedName}` : c.status === 'open' ? ' · Unassigned' : ''}
              {c.channel === 'contact_form' ? ' · Contact form' : c.offline ? ' · Offline message' : ''}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function ReplyBox({ conversationId, onTyping }: { conversationId: string; onTyping: (t: boolean) => void }) {
  const send = useSendReply();
  const form = useZodForm(supportReplySchema, { defaultValues: { message: '' } });
  const message = form.watch('message');
  useEffect(() => {
    if (message) onTyping(true);
  }, [message, onTyping]);
  const onSubmit = async (values: SupportReplyInput) => {
    onTyping(false);
    try {
      await send.mutateAsync({ id: conversationId, message: values.message });
      form.reset({ message: '' });
    } catch (e) {
      showServerError(form, e, { field: 'message', fallback: 'Could not send the reply' });
    }
  };
  return (
    <Form form={form} onSubmit={onSubmit} enterSends className="inbox__reply" aria-label="Write a reply">
      <FormTextAreaField<SupportReplyInput>
        name="message"
        label="Reply"
        rows={3}
        maxLength={SUPPORT_LIMITS.messageMax}
        hint={ENTER_SENDS_HINT}
      />
      <FormSubmit>Send reply</FormSubmit>
    </Form>
  );
}

function Thread({
  id,
  typing,
  onTyping,
  onBack,
}: {
  id: string;
  typing: boolean;
  onTyping: (conversationId: string, typing: boolean) => void;
  onBack: () => void;
}) {
  const me = useAppStore((s) => s.user?._id);
  const query = useThread(id);
  const markRead = useMarkThreadRead();
  const action = useConversationAction();
  const endRef = useRef<HTMLDivElement>(null);
  const thread = query.data;
  const unreadFromPlayer = thread ? thread.messages.filter((m) => m.from === 'player').at(-1)?.id : undefined;
  const typingFor = useCallback((t: boolean) => onTyping(id, t), [id, onTyping]);

  useEffect(() => {
    if (thread && thread.conversation.unread > 0 && !markRead.isPending) markRead.mutate(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, thread?.conversation.unread]);
  // A new message from the player while the thread is open is read at once.
  const lastRead = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!unreadFromPlayer || lastRead.current === unreadFromPlayer) return;
    if (lastRead.current !== undefined) markRead.mutate(id);
    lastRead.current = unreadFromPlayer;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unreadFromPlayer]);
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [thread?.messages.length, typing]);

  if (query.isPending)
    return (
      <SkeletonGroup label="Loading the conversation">
        <Skeleton height={240} />
      </SkeletonGroup>
    );
  if (!thread) return <p role="alert">This conversation could not be loaded.</p>;
  const c = thread.conversation;
  const seen = lastSeenId(thread.messages, c.peerReadUpTo);
  return (
    <section className="inbox__thread" aria-labelledby="inbox-thread-title">
      <div className="inbox__thread-head">
        <Button variant="ghost" className="inbox__back" onClick={onBack}>
          Back to conversations
        </Button>
        <h2 id="inbox-thread-title" className="inbox__thread-title">
          {who(c)}
        </h2>
        <p className="ui-muted inbox__thread-sub">
          {c.email} · {c.requester === 'visitor' ? 'Visitor' : 'Player'} ·{' '}
          {c.status === 'open' ? (c.assignedName ? `Assigned to ${c.assignedName}` : 'Unassigned') : 'Closed'}
        </p>
        {c.channel === 'contact_form' ? (
          <p className="ui-muted inbox__thread-sub" data-testid="inbox-contact-form">
            Contact form: {c.topic ?? 'no topic'}
            {c.reference ? ` · Reference ${c.reference}` : ''} · answered by e-mail
          </p>
        ) : null}
        <div className="inbox__actions">
          {c.status === 'open' && c.assignedTo !== me ? (
            <Button onClick={() => action.mutate({ id, action: 'assign' })} loading={action.isPending}>
              Assign to me
            </Button>
          ) : null}
          {c.status === 'open' ? (
            <Button
              variant="danger"
              onClick={() => action.mutate({ id, action: 'close' })}
              loading={action.isPending}
            >
              Close conversation
            </Button>
          ) : null}
        </div>
      </div>
      <div className="inbox__log" role="log" aria-label="Messages" tabIndex={0}>
        <ol className="inbox__messages">
          {thread.messages.map((m: SupportMessage) => (
            <li
              key={m.id}
              className={`inbox__msg inbox__msg--${m.from === 'agent' ? 'mine' : 'theirs'}`}
              data-testid="inbox-message"
            >
              <span className="ui-sr-only">{m.from === 'agent' ? (m.agentName ?? 'Support') : who(c)}: </span>
              <span>
                <LinkifiedText text={m.body} />
              </span>
              <span className="inbox__meta">
                {m.from === 'agent' ? `${m.agentName ?? 'Support'} · ` : ''}
                <time dateTime={m.at}>{when(m.at)}</time>
                {m.id === seen ? (
                  <span data-testid="inbox-seen">
                    {' '}
                    · <CheckCheck size={14} aria-hidden="true" /> Seen
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ol>
        <div ref={endRef} />
      </div>
      <p className="inbox__typing" aria-live="polite" data-testid="inbox-typing">
        {typing ? `${who(c)} is typing…` : ''}
      </p>
      {c.status === 'open' ? (
        <ReplyBox key={id} conversationId={id} onTyping={typingFor} />
      ) : (
        <p className="ui-muted">This conversation is closed.</p>
      )}
    </section>
  );
}

/** The agent inbox (issue 10 item 8): conversations with unread counts, the thread, reply with typing, read marks. */
export function SupportInbox() {
  const [filter, setFilter] = useState<SupportInboxFilter>('open');
  const [selected, setSelected] = useState<string | null>(null);
  const live = useInboxLive(() => undefined);
  const listRef = useRef<HTMLDivElement>(null);
  const back = () => {
    setSelected(null);
    requestAnimationFrame(() =>
      listRef.current?.querySelector<HTMLElement>('[aria-current="true"], button')?.focus(),
    );
  };
  return (
    <div className={`inbox${selected ? ' inbox--has-thread' : ''}`}>
      <p className="inbox__status" role="status" data-testid="inbox-presence">
        {live.connected ? 'You are online for support chat' : 'Connecting…'}
        {live.agentsOnline !== null
          ? ` · ${live.agentsOnline} agent${live.agentsOnline === 1 ? '' : 's'} online`
          : ''}
      </p>
      <div className="inbox__columns">
        <div className="inbox__side" ref={listRef}>
          <div className="inbox__filters" role="group" aria-label="Show conversations">
            {FILTERS.map((f) => (
              <Button
                key={f.id}
                variant={filter === f.id ? 'primary' : 'secondary'}
                aria-pressed={filter === f.id}
                onClick={() => setFilter(f.id)}
              >
                {f.label}
              </Button>
            ))}
          </div>
          <ConversationList filter={filter} selected={selected} onSelect={setSelected} />
        </div>
        <div className="inbox__main">
          {selected ? (
            <Thread
              key={selected}
              id={selected}
              typing={!!live.typing[selected]}
              onTyping={live.notifyTyping}
              onBack={back}
            />
          ) : (
            <EmptyState title="Pick a conversation" level={2} icon={<InboxIcon aria-hidden="true" />}>
              Choose a conversation on the list to read it and reply.
            </EmptyState>
          )}
        </div>
      </div>
    </div>
  );
}
