import { useState } from 'react';
import { CardSection } from '../../../ui/card';
import { ErrorState } from '../../../ui/error-state';
import { FullPageSpinner } from '../../../ui/spinner';
import { PageHeader } from '../../../ui/page-header';
import { useProfile } from '../api/get-profile';
import { AccountInfo } from '../components/account-info';
import { ApiKeyCard } from '../components/api-key-card';
import { ProfileDetails } from '../components/profile-details';
import { ProfileEditForm } from '../components/profile-edit-form';
import { ProfileHeader } from '../components/profile-header';

export function ProfilePage() {
  const profile = useProfile();
  const { user } = profile;
  const [editing, setEditing] = useState(false);

  if (!user) return <FullPageSpinner label="Loading profile" />;
  // The stored copy may be older than the account (changed on another device); editing it would write
  // the old values back, so a failed load asks to retry rather than showing it.
  const failed = profile.isError && !profile.data;
  return (
    <>
      <PageHeader title="Profile Settings" description="Your personal details, sign-in and integrations." />
      {failed ? (
        <ErrorState
          title="Could not load your profile"
          description="Your profile did not load. Nothing is lost; try again."
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <CardSection aria-label="Profile" className="overflow-hidden lg:col-span-2">
            <ProfileHeader user={user} editing={editing} onEdit={() => setEditing(true)} />
            {editing ? (
              <ProfileEditForm user={user} onDone={() => setEditing(false)} />
            ) : (
              <ProfileDetails user={user} />
            )}
          </CardSection>
          <div className="flex flex-col gap-6">
            <AccountInfo user={user} />
            <ApiKeyCard />
          </div>
        </div>
      )}
    </>
  );
}
