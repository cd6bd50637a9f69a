-- The Contact Us form creates a support conversation (issue 29 item 2): where it came from, and the form's topic
-- and reference, so agents see them in the inbox. Replies to it go by e-mail (offline = true).
ALTER TABLE support_conversations
  ADD COLUMN channel text NOT NULL DEFAULT 'chat' CHECK (channel IN ('chat', 'contact_form')),
  ADD COLUMN topic text CHECK (topic IS NULL OR length(topic) <= 100),
  ADD COLUMN reference text CHECK (reference IS NULL OR length(reference) <= 200);
