import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { AddArtworkForm } from './add-artwork-form';

const TAXONOMY = {
  'GET /api/categories': { body: [{ id: 1, name: 'Painting' }] },
  'GET /api/series': { body: [] },
};

/** Real files start with their format's signature; the picker reads it. */
const SIGNATURES: Record<string, number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

function file(name: string, type: string, size = 1000, content?: string) {
  const bytes = content ?? new Uint8Array(SIGNATURES[type] ?? [0x78]);
  const f = new File([bytes], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

function setup() {
  const api = mockApi(TAXONOMY);
  renderWithApp(<AddArtworkForm />);
  return { user: userEvent.setup({ delay: null, applyAccept: false }), ...api };
}

const submit = () => screen.getByRole('button', { name: 'Add Artwork' });
const images = () => document.getElementById('artwork-images') as HTMLInputElement;

beforeEach(() => {
  URL.createObjectURL = vi.fn((f: Blob) => `blob:${(f as File).name}`);
  URL.revokeObjectURL = vi.fn();
});

describe('AddArtworkForm', () => {
  it('shows the required messages under their fields and the form-level toast', async () => {
    const { user, requests } = setup();
    await user.click(submit());
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Medium is required')).toBeInTheDocument();
    // The toaster is loaded on demand (app/providers.tsx), so the toast may follow the field messages.
    expect(await screen.findByText('Please fix the errors in the form')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('checks price, cost, the creation date and edition numbers', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Price ($)'), '-1');
    await user.type(screen.getByLabelText('Cost to Create ($)'), '-2');
    fireEvent.change(screen.getByLabelText('Creation Date'), {
      target: { value: format(addDays(new Date(), 1), 'yyyy-MM-dd') },
    });
    expect(screen.queryByLabelText('Edition Number')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('This is an original artwork'));
    await user.type(screen.getByLabelText('Edition Number'), '0');
    await user.type(screen.getByLabelText('Total Editions'), '0');
    await user.click(submit());
    expect(await screen.findByText('Price must be a positive number')).toBeInTheDocument();
    expect(screen.getByText('Cost must be a positive number')).toBeInTheDocument();
    expect(screen.getByText('Creation date cannot be in the future')).toBeInTheDocument();
    expect(screen.getByText('Edition number must be at least 1')).toBeInTheDocument();
    expect(screen.getByText('Total editions must be at least 1')).toBeInTheDocument();
  });

  it('turns away files that are not images or are too large, keeping the good ones', async () => {
    const { user } = setup();
    await user.upload(images(), [
      file('notes.txt', 'text/plain'),
      file('huge.jpg', 'image/jpeg', 11 * 1024 * 1024),
      file('fine.png', 'image/png'),
    ]);
    expect(await screen.findAllByText('notes.txt is not a valid image file')).not.toHaveLength(0);
    expect(screen.getAllByText('huge.jpg is too large (max 10MB)')).not.toHaveLength(0);
    expect(screen.getByRole('img', { name: /fine\.png/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove fine.png' }));
    expect(screen.queryByRole('img', { name: /fine\.png/ })).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:fine.png');
  });

  it('turns away a text file named .jpg by its content', async () => {
    const { user } = setup();
    await user.upload(images(), [file('fake.jpg', 'image/jpeg', 1000, 'not an image')]);
    expect(await screen.findAllByText('fake.jpg is not a valid image file')).not.toHaveLength(0);
    expect(screen.queryByRole('img', { name: /fake\.jpg/ })).not.toBeInTheDocument();
  });

  it('allows at most 10 images in total', async () => {
    const { user } = setup();
    await user.upload(
      images(),
      Array.from({ length: 11 }, (_, i) => file(`p${i}.jpg`, 'image/jpeg')),
    );
    expect(await screen.findAllByText('Maximum 10 images allowed')).not.toHaveLength(0);
    expect(screen.queryByRole('img', { name: /p0\.jpg/ })).not.toBeInTheDocument();
  });
});
