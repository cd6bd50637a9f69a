import type { ContactValues } from './contact-validation';

/** A mailto: link with the subject and body filled in (line breaks as CRLF, per RFC 6068). */
export function composeMailto(to: string, values: ContactValues): string {
  const subject = `[${values.topic}] Message from ${values.name.trim()}`;
  const lines = [
    `Name: ${values.name.trim()}`,
    `E-mail: ${values.email.trim()}`,
    `Topic: ${values.topic}`,
    ...(values.reference.trim() ? [`Reference: ${values.reference.trim()}`] : []),
    '',
    values.message.trim(),
  ];
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join('\r\n'))}`;
}
