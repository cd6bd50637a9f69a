import { Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { type SupportChatState, type SupportMessage } from '@arcade/contracts';
import { errorMessage, lazyNamed, useAppStore } from '@arcade/platform';
import { Button, CheckCheck, LinkifiedText, Skeleton } from '@arcade/shared-ui';
import { useSupportChat } from './api/get-support-chat';
import { useMarkSupportRead } from './api/mark-support-read';
import { useRequestTranscript } from './api/request-transcript';
import { useSupportLive } from './use-support-live';
import { lastSeenId } from './chat-cache';
import './support-chat.css';

// The forms (zod, the form kit) load when the panel opens, beside the chat's state (support-chat-forms.tsx).
const OfflineForm = lazyNamed(() => import('./support-chat-forms').then((m) => m.OfflineForm));
const Composer = lazyNamed(() => import('./support-chat-forms').then((m) => m.Composer));
const formPlaceholder = <Skeleton height={120} />;

const OPEN_FRESH_MS = 3000;

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });

function MessageList({ state, agentTyping }: { state: SupportChatState; agentTyping: boolean }) {
  const endRef = useRef<HTMLDivElement>(null);
  const seen = lastSeenId(state.messages, state.conversation?.peerReadUpTo ?? null);
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [state.messages.length, agentTyping]);
  return (
    <div className="support-chat__log" role="log" aria-label="Messages" tabIndex={0}>
      {state.messages.length === 0 ? (
        <p className="ui-muted support-chat__hint">Ask us anything: an agent answers here.</p>
      ) : null}
      <ol className="support-chat__messages">
        {state.messages.map((m: SupportMessage) => (
          <li
            key={m.id}
            className={`support-chat__msg support-chat__msg--${m.from === 'player' ? 'mine' : 'theirs'}`}
            data-testid="support-message"
          >
            <span className="ui-sr-only">
              {m.from === 'player' ? 'You' : `${m.agentName ?? 'Support'}`}:{' '}
            </span>
            <span className="support-chat__body">
              <LinkifiedText text={m.body} />
            </span>
            <span className="support-chat__meta">
              {m.from === 'agent' ? `${m.agentName ?? 'Support'} · ` : ''}
              <time dateTime={m.at}>{time(m.at)}</time>
              {m.id === seen ? (
                <span className="support-chat__seen" data-testid="support-seen">
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
  );
}

/**
 * The live support chat (issue 10 item 8) that the shell's Support launcher opens: history, typing and read marks,
 * the offline form when no agent is online, a transcript by e-mail. While closed it only reports the unread count.
 */
export function SupportChat({
  open,
  onClose,
  onUnread,
}: {
  open: boolean;
  onClose?: () => void;
  onUnread?: (count: number) => void;
}) {
  const signedIn = useAppStore((s) => s.user !== null);
  const query = useSupportChat(open);
  const state = query.data;
  const markRead = useMarkSupportRead();
  const transcript = useRequestTranscript();
  const [transcriptNote, setTranscriptNote] = useState('');
  const openConversation = state?.conversation?.status === 'open';
  // A socket when the chat is open (presence, typing) or a conversation is going on (unread replies).
  const live = useSupportLive(
    !!state && (openConversation || (open && (signedIn || !!state.conversation))),
    () => undefined,
  );
  const unread = state?.conversation?.unread ?? 0;

  // Opening the panel reads presence and history afresh unless they were read in the last few seconds: an agent
  // may have come or gone since the page loaded.
  useEffect(() => {
    if (open && Date.now() - query.dataUpdatedAt > OPEN_FRESH_MS) void query.refetch();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  useEffect(() => {
    onUnread?.(unread);
  }, [unread, onUnread]);

  useEffect(() => {
    if (open) void Promise.all([OfflineForm.preload(), Composer.preload()]);
  }, [open]);

  useEffect(() => {
    if (!open || unread === 0 || markRead.isPending) return;
    markRead.mutate(undefined, {
      onSuccess: () => void query.refetch(),
    });
    // Runs again when a mark still pending at the arrival settles (else a reply arriving meanwhile stays unread).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, unread, markRead.isPending]);

  if (!open) return null;

  const askTranscript = async () => {
    try {
      const sent = await transcript.mutateAsync();
      setTranscriptNote(
        sent.status === 'sent'
          ? `Transcript sent to ${sent.email}.`
          : `We sent a link to ${sent.email}. Open it to confirm the address, and the transcript follows.`,
      );
    } catch (e) {
      setTranscriptNote(errorMessage(e, 'Could not send the transcript'));
    }
  };

  let body;
  if (!state) {
    body = query.isError ? (
      <p role="alert">The chat could not be loaded. Please try again.</p>
    ) : (
      <Skeleton height={120} />
    );
  } else if (!openConversation && !state.agentsOnline) {
    body = (
      <>
        {state.messages.length ? <MessageList state={state} agentTyping={false} /> : null}
        <Suspense fallback={formPlaceholder}>
          <OfflineForm email={state.email} />
        </Suspense>
      </>
    );
  } else {
    body = (
      <>
        <MessageList state={state} agentTyping={live.agentTyping} />
        <p className="support-chat__typing" aria-live="polite" data-testid="support-typing">
          {live.agentTyping ? 'Support is typing…' : ''}
        </p>
        {state.conversation?.status === 'closed' ? (
          <p className="ui-muted">This conversation was closed. Write again to start a new one.</p>
        ) : null}
        {state.conversation?.offline && openConversation ? (
          <p className="ui-muted">We reply here and by e-mail to {state.conversation.email}.</p>
        ) : null}
        <Suspense fallback={formPlaceholder}>
          <Composer
            key={!signedIn && !state.conversation ? 'with-email' : 'message'}
            needsEmail={!signedIn && !state.conversation}
            onTyping={live.notifyTyping}
          />
        </Suspense>
      </>
    );
  }

  return (
    <section className="ui-card support-chat" role="dialog" aria-label="Support" data-testid="support-chat">
      <div className="support-chat__head">
        <h2 className="support-chat__title">Support chat</h2>
        <span className="support-chat__status" data-testid="support-presence">
          {state?.agentsOnline ? 'An agent is online' : 'Agents offline'}
        </span>
      </div>
      {body}
      <div className="support-chat__foot">
        <span>
          <Link to="/faqs">FAQ</Link> · <Link to="/contact-us">Contact us</Link> ·{' '}
          <a href="mailto:support@luckyarcade.example">support@luckyarcade.example</a>
        </span>
        {state?.conversation ? (
          <Button variant="ghost" onClick={askTranscript} loading={transcript.isPending}>
            E-mail me the transcript
          </Button>
        ) : null}
        {onClose ? <Button onClick={onClose}>Close</Button> : null}
      </div>
      {transcriptNote ? (
        <p role="status" className="ui-muted">
          {transcriptNote}
        </p>
      ) : null}
    </section>
  );
}
