import { useState, type FormEvent } from 'react';
import { lazySchema, type FormErrors } from '../../../lib/lazy-schema';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/input';
import { PasswordInput } from '../../../ui/password-input';
import { useLogin } from '../api/login';

// The domain's loginSchema, fetched when the user first focuses the form (or submits). Two fields need no
// form library: the sign-in page's first download stays small without one.
const login = lazySchema(() => import('../login-schema').then((m) => m.loginSchema));

const FIELDS = ['username', 'password'] as const;
type Field = (typeof FIELDS)[number];

export function LoginForm() {
  const signIn = useLogin();
  const [errors, setErrors] = useState<FormErrors>({});

  // Typing in a field takes its message away; the others stay until the next submit.
  const clearError = (name: Field) =>
    setErrors((current) => (current[name] === undefined ? current : { ...current, [name]: undefined }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const result = await login.validate({
      username: String(data.get('username') ?? ''),
      password: String(data.get('password') ?? ''),
    });
    if ('data' in result) {
      setErrors({});
      signIn.mutate(result.data);
      return;
    }
    setErrors(result.errors);
    const first = FIELDS.find((name) => result.errors[name] !== undefined);
    if (first) (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
  }

  return (
    <form
      noValidate
      onFocus={login.preload}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-5"
    >
      <Input
        label="Username or Email"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username}
        onChange={() => clearError('username')}
      />
      <PasswordInput
        label="Password"
        name="password"
        autoComplete="current-password"
        error={errors.password}
        onChange={() => clearError('password')}
      />
      {errors.root && (
        <p role="alert" className="text-sm text-red-700">
          {errors.root}
        </p>
      )}
      <Button type="submit" size="lg" disabled={signIn.isPending} className="mt-1 w-full">
        {signIn.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
