import { useId, useRef, useState, type ChangeEvent } from 'react';
import type { User } from '@arcade/contracts';
import { loadCurrentUser, toast, toastRequestFailure } from '@arcade/platform';
import { Button } from '@arcade/shared-ui';
import { AVATAR_TYPES, checkAvatar, useUploadAvatar } from '../api/upload-avatar';
import '../../../styles/auth.css';

const FALLBACK_DONE = 'Your profile picture has been updated.';

export interface AvatarUploadProps {
  user: User;
}

export function AvatarUpload({ user }: AvatarUploadProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const upload = useUploadAvatar();
  const initial = (user.name.first || user.email).charAt(0).toUpperCase();

  const onPick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const problem = checkAvatar(file);
    setError(problem ?? undefined);
    if (problem) return;
    try {
      const answer = await upload.mutateAsync(file);
      toast('success', answer.message || FALLBACK_DONE);
      await loadCurrentUser();
    } catch (err) {
      toastRequestFailure(err);
    }
  };

  return (
    <div className="auth-avatar">
      {user.avatarUrl ? (
        <img src={user.avatarUrl} alt="Your profile picture" />
      ) : (
        <span className="auth-avatar__placeholder" aria-hidden="true">
          {initial}
        </span>
      )}
      <div>
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          className="ui-sr-only"
          tabIndex={-1}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(e) => void onPick(e)}
        />
        <Button onClick={() => inputRef.current?.click()} loading={upload.isPending}>
          {upload.isPending ? 'Uploading...' : 'Upload a new picture'}
        </Button>
        <label htmlFor={id} className="ui-sr-only">
          Profile picture
        </label>
        <p id={`${id}-hint`} className="ui-muted" style={{ margin: '6px 0 0' }}>
          PNG, JPEG or WebP, up to 2 MB.
        </p>
        {error ? (
          <span id={`${id}-error`} role="alert" className="ui-field__error">
            {error}
          </span>
        ) : null}
      </div>
    </div>
  );
}
