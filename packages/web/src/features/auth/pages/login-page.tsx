import { Link } from 'react-router';
import { AuthShell } from '../components/auth-shell';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  return (
    <AuthShell
      title="Sign in"
      heading="Welcome to ArtLedger"
      subheading="Sign in to manage your artworks, dealers and sales."
      footer={
        <>
          New to ArtLedger?{' '}
          <Link to="/register" className="font-medium text-indigo-700 underline-offset-4 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthShell>
  );
}
