import type { FormEvent } from 'react';
import { credentialsFormSchema, type CredentialsFormValues, type User } from '@artledger/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useUnsavedChangesPrompt } from '../../../lib/unsaved-changes';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/input';
import { PasswordInput } from '../../../ui/password-input';
import { useUpdateCredentials } from '../api/update-credentials';
import { useSubmitLock } from '../../../ui/use-submit-lock';

export function CredentialsForm({ user, onDone }: { user: User; onDone: () => void }) {
  const update = useUpdateCredentials(user);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(credentialsFormSchema),
    defaultValues: { username: user.username, currentPassword: '', newPassword: '', confirmPassword: '' },
    reValidateMode: 'onSubmit',
  });
  const { confirmLeave } = useUnsavedChangesPrompt(isDirty);
  const field = (name: keyof CredentialsFormValues) => register(name, { onChange: () => clearErrors(name) });

  // One change per submit. A second Enter before the button rendered disabled sent the password change
  // twice with the old token; the first one retired that token, so the second answered 401 and signed
  // the artist out of the tab they had just changed the password in.
  const submitOnce = useSubmitLock();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submitOnce(
      handleSubmit(({ username, currentPassword, newPassword }) => {
        const usernameChanged = username !== user.username;
        if (!usernameChanged && !newPassword) {
          onDone();
          return;
        }
        return update
          .mutateAsync({
            username: usernameChanged ? username : undefined,
            ...(newPassword ? { currentPassword, newPassword } : {}),
          })
          .then(onDone);
      }),
    );
  };

  return (
    <form noValidate aria-label="Change credentials" onSubmit={onSubmit} className="flex flex-col gap-5">
      <Input
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...field('username')}
      />
      <PasswordInput
        label="Current Password"
        autoComplete="current-password"
        hint="Needed only to change your password."
        error={errors.currentPassword?.message}
        {...field('currentPassword')}
      />
      <PasswordInput
        label="New Password"
        autoComplete="new-password"
        hint="Leave blank to keep your current password."
        error={errors.newPassword?.message}
        {...field('newPassword')}
      />
      <PasswordInput
        label="Confirm New Password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...field('confirmPassword')}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => confirmLeave(onDone)} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Updating...' : 'Update Credentials'}
        </Button>
      </div>
    </form>
  );
}
