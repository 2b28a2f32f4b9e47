import { act, render, screen } from '@testing-library/react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useLiveSearchParams } from './use-live-search-params';

let setParams: ReturnType<typeof useLiveSearchParams>[1];

function Filters() {
  const [params, update] = useLiveSearchParams();
  setParams = update;
  return <output>{params.toString()}</output>;
}

/** A change of one query key, built on the query the setter hands over. */
const setKey = (key: string, value: string) => (current: URLSearchParams) => {
  current.set(key, value);
  return current;
};

/** Lets the router write the address (promise jobs only), without giving React a turn to render. */
async function addressWritten(search: string) {
  for (let i = 0; i < 100 && window.location.search !== search; i++) await Promise.resolve();
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useLiveSearchParams', () => {
  it('builds a second change on the first when the router has not rendered between them', async () => {
    window.history.replaceState(null, '', '/gallery?category=3');
    render(<RouterProvider router={createBrowserRouter([{ path: '/gallery', element: <Filters /> }])} />);
    expect(screen.getByRole('status')).toHaveTextContent('category=3');

    setParams(setKey('series', '7'), { replace: true });
    await addressWritten('?category=3&series=7');
    expect(screen.getByRole('status')).toHaveTextContent(/^category=3$/);
    setParams(setKey('status', 'sold'), { replace: true });
    await act(async () => addressWritten('?category=3&series=7&status=sold'));

    expect(window.location.search).toBe('?category=3&series=7&status=sold');
    expect(screen.getByRole('status')).toHaveTextContent('category=3&series=7&status=sold');
  });
});
