import { useState } from 'react';
import { CardSection } from '../../../ui/card';
import { FullPageSpinner } from '../../../ui/spinner';
import { PageHeader } from '../../../ui/page-header';
import { useProfile } from '../api/get-profile';
import { AccountInfo } from '../components/account-info';
import { ApiKeyCard } from '../components/api-key-card';
import { ProfileDetails } from '../components/profile-details';
import { ProfileEditForm } from '../components/profile-edit-form';
import { ProfileHeader } from '../components/profile-header';

export function ProfilePage() {
  // A failed refresh keeps showing the stored user; there is nothing the artist could do about it.
  const { user } = useProfile();
  const [editing, setEditing] = useState(false);

  if (!user) return <FullPageSpinner label="Loading profile" />;
  return (
    <>
      <PageHeader title="Profile Settings" description="Your personal details, sign-in and integrations." />
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
    </>
  );
}
