import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { NO_CHAT_ROUTES } from '@arcade/contracts';
import { RemoteComponent } from '../federation/remote-component';

/** Floating support button on every route but the five of SPEC §2.3; it opens the notifications remote's chat. */
export function ChatLauncher() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  if ((NO_CHAT_ROUTES as readonly string[]).includes(pathname)) return null;
  return (
    <div className="shell-chat">
      {open ? (
        <RemoteComponent
          remote="mfe_notifications"
          module="./ChatLauncher"
          variant="widget"
          props={{ onClose: () => setOpen(false) }}
        />
      ) : null}
      <button
        type="button"
        className="ui-btn ui-btn--primary shell-chat__button"
        aria-label="Support"
        aria-expanded={open}
        data-testid="chat-launcher"
        onClick={() => setOpen((o) => !o)}
      >
        Support
      </button>
    </div>
  );
}
