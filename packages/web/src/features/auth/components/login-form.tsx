import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/input';
import { PasswordInput } from '../../../ui/password-input';
import { useLogin } from '../api/login';

// The domain's loginSchema, fetched when the user first focuses the form (or submits).
const login = lazyZodResolver(() => import('../login-schema').then((m) => m.loginSchema));

export function LoginForm() {
  const signIn = useLogin();
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm({
    resolver: login.resolver,
    defaultValues: { username: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  const field = (name: 'username' | 'password') => register(name, { onChange: () => clearErrors(name) });

  return (
    <form
      noValidate
      onFocus={login.preload}
      onSubmit={handleSubmit((values) => signIn.mutate(values))}
      className="flex flex-col gap-5"
    >
      <Input
        label="Username or Email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...field('username')}
      />
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...field('password')}
      />
      {errors.root && (
        <p role="alert" className="text-sm text-red-700">
          {errors.root.message}
        </p>
      )}
      <Button type="submit" size="lg" disabled={signIn.isPending} className="mt-1 w-full">
        {signIn.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
