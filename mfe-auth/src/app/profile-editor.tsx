import { useAppStore } from '@arcade/platform';
import { Spinner } from '@arcade/shared-ui';
import { AvatarUpload } from '../features/account/components/avatar-upload';
import { ChangePasswordForm } from '../features/account/components/change-password-form';
import { ConsentSwitches } from '../features/consent/components/consent-switches';
import { ChangePhoneForm } from '../features/phone/components/change-phone-form';

/** The profile "edit" tab (rendered by the wallet remote's profile page through the shell). */
export default function ProfileEditor() {
  const user = useAppStore((s) => s.user);
  const sessionLoaded = useAppStore((s) => s.sessionLoaded);
  if (!user)
    return sessionLoaded ? (
      <p>Please log in to edit your profile.</p>
    ) : (
      <Spinner label="Loading your profile" />
    );

  return (
    <div data-remote={__REMOTE_NAME__} data-remote-version={__REMOTE_VERSION__}>
      <section className="auth-section" aria-labelledby="profile-avatar">
        <h2 id="profile-avatar">Profile picture</h2>
        <AvatarUpload user={user} />
      </section>
      <section className="auth-section" aria-labelledby="profile-phone">
        <h2 id="profile-phone">Phone number</h2>
        <ChangePhoneForm key={user.phone ?? ''} user={user} />
      </section>
      <section className="auth-section" aria-labelledby="profile-consent">
        <h2 id="profile-consent">Communication preferences</h2>
        {/* Issue 28 item 4: both consents, each given or withdrawn here at any time. */}
        <ConsentSwitches user={user} />
      </section>
      <section className="auth-section" aria-labelledby="profile-password">
        <h2 id="profile-password">Change password</h2>
        <ChangePasswordForm />
      </section>
    </div>
  );
}
