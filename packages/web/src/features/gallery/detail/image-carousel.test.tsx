import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ImageCarousel } from './image-carousel';

const ARTWORK = {
  title: 'Blue Hour',
  images: [
    { id: 1, image_path: 'a.jpg' },
    { id: 2, image_path: 'b.jpg' },
  ],
} as Parameters<typeof ImageCarousel>[0]['artwork'];

describe('ImageCarousel full screen', () => {
  it('gives focus back to "View full screen" on Escape and on the close button', async () => {
    render(<ImageCarousel artwork={ARTWORK} />);
    const user = userEvent.setup({ delay: null });
    const opener = screen.getByRole('button', { name: 'View full screen' });
    await user.click(opener);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(opener));

    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Close full screen' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
