import { profileUpdateSchema, type User } from '@artledger/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useUnsavedChangesPrompt } from '../../../lib/unsaved-changes';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/input';
import { Textarea } from '../../../ui/textarea';
import { useUpdateProfile } from '../api/update-profile';
import { useSubmitLock } from '../../../ui/use-submit-lock';

type FieldName = 'firstName' | 'lastName' | 'email' | 'bio' | 'website' | 'location' | 'phone';

export function ProfileEditForm({ user, onDone }: { user: User; onDone: () => void }) {
  const update = useUpdateProfile(user.id);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      bio: user.bio ?? '',
      website: user.website ?? '',
      location: user.location ?? '',
      phone: user.phone ?? '',
    },
    reValidateMode: 'onSubmit',
  });
  const { confirmLeave } = useUnsavedChangesPrompt(isDirty);
  const submitOnce = useSubmitLock();
  const field = (name: FieldName) => register(name, { onChange: () => clearErrors(name) });

  return (
    <form
      noValidate
      aria-label="Edit profile"
      onSubmit={(event) => {
        event.preventDefault();
        // One PUT per submit, even for a second Enter before the button rendered disabled.
        submitOnce(handleSubmit((values) => update.mutateAsync(values).then(onDone)));
      }}
      className="flex flex-col gap-5 p-6"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label="First Name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...field('firstName')}
        />
        <Input
          label="Last Name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...field('lastName')}
        />
        <Input
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...field('email')}
        />
        <Input
          label="Phone"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...field('phone')}
        />
        <Input
          label="Location"
          autoComplete="address-level2"
          error={errors.location?.message}
          {...field('location')}
        />
        <Input
          label="Website"
          type="url"
          autoComplete="url"
          placeholder="https://"
          error={errors.website?.message}
          {...field('website')}
        />
      </div>
      <Textarea label="About" rows={5} error={errors.bio?.message} {...field('bio')} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => confirmLeave(onDone)} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
