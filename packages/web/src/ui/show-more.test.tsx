import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ShowMore } from './show-more';

function List(props: { hasMore: boolean; loading: boolean; onClick: () => void }) {
  return (
    <>
      <ul>
        <li>Row</li>
      </ul>
      <ShowMore label="Show more rows" {...props} />
      <a href="#after">After the list</a>
    </>
  );
}

describe('ShowMore', () => {
  it('keeps focus on the button while the next page loads, and ignores presses meanwhile', async () => {
    const user = userEvent.setup();
    const load = vi.fn();
    const { rerender } = render(<List hasMore loading={false} onClick={load} />);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Show more rows' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(load).toHaveBeenCalledTimes(1);

    rerender(<List hasMore loading onClick={load} />);
    const busy = screen.getByRole('button', { name: 'Loading...' });
    expect(busy).toHaveFocus();
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves focus at the end of the list when the last page arrives, so Tab goes on from there', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<List hasMore loading={false} onClick={() => {}} />);
    await user.tab();
    rerender(<List hasMore={false} loading={false} onClick={() => {}} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(document.activeElement).not.toBe(document.body);
    await user.tab();
    expect(screen.getByRole('link', { name: 'After the list' })).toHaveFocus();
  });

  it('does not take focus when the list ends while focus is elsewhere', () => {
    const { rerender } = render(<List hasMore loading={false} onClick={() => {}} />);
    rerender(<List hasMore={false} loading={false} onClick={() => {}} />);
    expect(document.activeElement).toBe(document.body);
  });
});
