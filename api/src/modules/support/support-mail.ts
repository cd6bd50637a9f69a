import type { SupportMessage } from '@arcade/contracts';
import type { MailMessage } from '../mail/mailer';
import type { ConversationRow } from './support-repository';

const SITE = 'Lucky Arcade';
const FOOTER = `${SITE}. No purchase necessary. 21+ only. Void where prohibited.`;

const who = (m: SupportMessage) =>
  m.from === 'agent' ? `${m.agentName ?? 'Support'} (${SITE} support)` : 'You';
const stamp = (iso: string) => iso.replace('T', ' ').slice(0, 16) + ' UTC';

/** Plain text only: chat messages are never HTML, so neither are these e-mails (no html part). */
export function transcriptMail(row: ConversationRow, messages: SupportMessage[]): MailMessage {
  const lines = messages.map((m) => `[${stamp(m.at)}] ${who(m)}:\n${m.body}`);
  return {
    to: row.email,
    subject: `Your ${SITE} support chat transcript`,
    text: `Hi${row.name ? ` ${row.name}` : ''},\n\nHere is the transcript of your support chat (${messages.length} messages).\n\n${lines.join('\n\n')}\n\n${FOOTER}\n`,
  };
}

/** An agent's reply to someone who is not in the chat now (or who used the offline form). */
export function replyMail(row: ConversationRow, message: SupportMessage): MailMessage {
  return {
    to: row.email,
    subject: `${SITE} support replied to your message`,
    text: `Hi${row.name ? ` ${row.name}` : ''},\n\n${who(message)} replied:\n\n${message.body}\n\nYou can answer in the support chat on ${SITE} (the Support button); the conversation is kept there.\n\n${FOOTER}\n`,
  };
}

/**
 * Asks the owner of an address to confirm it before a visitor's transcript goes there. Fixed words only: nothing
 * the visitor typed (not even a name), so the chat cannot carry someone's text to an address nobody confirmed.
 */
export function transcriptConfirmMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: `Confirm your address for a ${SITE} support chat transcript`,
    text: `Hello,\n\nSomeone asked for the transcript of a support chat on ${SITE} to be sent to this address. If it was you, open this link and confirm, within 24 hours:\n\n${link}\n\nIf it was not you, ignore this e-mail: nothing will be sent.\n\n${FOOTER}\n`,
  };
}
