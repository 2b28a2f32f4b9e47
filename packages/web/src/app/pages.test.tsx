import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { chunk } from './page-loaders';
import { page } from './pages';

function Greeting() {
  return <h1>Gallery</h1>;
}

function renderPage(Page: React.ComponentType) {
  return render(
    <Suspense fallback={<p>Loading</p>}>
      <Page />
    </Suspense>,
  );
}

describe('lazy pages', () => {
  it('render at once, without the fallback, from a chunk that has already arrived', async () => {
    const loader = chunk(() => Promise.resolve({ Greeting }));
    await loader();
    renderPage(page(loader, (m) => m.Greeting));
    // Synchronously: no spinner painted first.
    expect(screen.getByRole('heading', { name: 'Gallery' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('show the fallback while a chunk is still on its way, then the page', async () => {
    let arrive: (module: { Greeting: typeof Greeting }) => void = () => {};
    const loader = chunk(() => new Promise<{ Greeting: typeof Greeting }>((resolve) => (arrive = resolve)));
    renderPage(page(loader, (m) => m.Greeting));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    arrive({ Greeting });
    expect(await screen.findByRole('heading', { name: 'Gallery' })).toBeInTheDocument();
  });

  it('ask for a chunk once, and again after it failed', async () => {
    let calls = 0;
    const loader = chunk(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ Greeting });
    });
    await expect(loader()).rejects.toThrow('offline');
    expect(loader.loaded).toBeUndefined();
    await expect(loader()).resolves.toEqual({ Greeting });
    await loader();
    expect(calls).toBe(2);
    expect(loader.loaded).toEqual({ Greeting });
  });
});
