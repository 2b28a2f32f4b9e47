import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../ui/button';

interface State {
  failed: boolean;
}

/** Catches a page chunk that fails to load (e.g. after a deploy) or a page that throws while rendering. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled error while rendering', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <CrashScreen />;
  }
}

/** The last resort screen, also the root route's errorElement for a throw outside the boundary. */
export function CrashScreen() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center px-6 text-center">
      <h1 className="text-2xl font-semibold text-stone-900">We hit a snag</h1>
      <p className="mt-2 text-stone-600">Something went wrong. Reloading the page usually fixes it.</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        Reload page
      </Button>
    </main>
  );
}
