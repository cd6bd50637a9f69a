import { SupportChat } from '../features/support/support-chat';

/**
 * The support chat the shell's launcher opens (issue 10 item 8). The shell mounts it while the panel is open, and
 * also closed (open=false) for a signed-in player or a visitor who has chatted, so the launcher shows unread replies.
 */
export default function ChatLauncher({
  open = true,
  onClose,
  onUnread,
}: {
  open?: boolean;
  onClose?: () => void;
  onUnread?: (count: number) => void;
}) {
  return <SupportChat open={open} onClose={onClose} onUnread={onUnread} />;
}
