import type { User } from '@artledger/domain';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { yearOf } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { CardSection } from '../../../ui/card';
import { CredentialsForm } from './credentials-form';

export function AccountInfo({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const memberSince = yearOf(user.createdAt) ?? new Date().getFullYear();
  return (
    <CardSection aria-labelledby="account-title" className="p-6">
      <h2 id="account-title" className="text-lg font-semibold text-stone-900">
        Account Information
      </h2>
      {editing ? (
        <div className="mt-5">
          <CredentialsForm user={user} onDone={() => setEditing(false)} />
        </div>
      ) : (
        <>
          <dl className="mt-5 flex flex-col gap-4">
            <div>
              <dt className="text-sm font-medium text-stone-600">Username</dt>
              <dd className="mt-1 text-sm text-stone-900">{user.username}</dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-stone-600">Password</dt>
              <dd className="mt-1 text-sm text-stone-900">
                <span aria-hidden="true">••••••••</span>
                <span className="sr-only">Hidden</span>
              </dd>
            </div>
          </dl>
          <p className="mt-4 text-sm text-stone-600">Member since {memberSince}</p>
          <Button variant="secondary" className="mt-5 w-full" onClick={() => setEditing(true)}>
            <KeyRound aria-hidden="true" className="size-4" />
            Change Credentials
          </Button>
        </>
      )}
    </CardSection>
  );
}
