import { registerFormSchema, type RegisterFormValues } from '@artledger/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../../lib/api-error';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/input';
import { PasswordInput } from '../../../ui/password-input';
import { useRegister } from '../api/register';

type FieldName = keyof RegisterFormValues;

const EMPTY: RegisterFormValues = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
};

export function RegisterForm({ planId }: { planId?: number }) {
  const registerAccount = useRegister();
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: EMPTY,
    mode: 'onSubmit',
    // The spec clears a field's error as soon as it is edited rather than re-checking it on every key.
    reValidateMode: 'onSubmit',
  });

  const field = (name: FieldName) => register(name, { onChange: () => clearErrors(name) });

  // The resolver hands over the schema's output: names, username and email already trimmed.
  const onSubmit = handleSubmit(({ firstName, lastName, username, email, password }) => {
    registerAccount.mutate(
      { firstName, lastName, username, email, password, ...(planId ? { planId } : {}) },
      {
        onError: (error) => {
          // Server-side field messages land under their fields as well as in the toast.
          if (!isApiError(error)) return;
          for (const detail of error.details) {
            if (detail.path in EMPTY) setError(detail.path as FieldName, { message: detail.message });
          }
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
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
      </div>
      <Input
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...field('username')}
      />
      <Input
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...field('email')}
      />
      <PasswordInput
        label="Password"
        autoComplete="new-password"
        hint="At least 6 characters."
        error={errors.password?.message}
        {...field('password')}
      />
      <PasswordInput
        label="Confirm Password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...field('confirmPassword')}
      />
      <Button type="submit" size="lg" disabled={registerAccount.isPending} className="mt-1 w-full">
        {registerAccount.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
