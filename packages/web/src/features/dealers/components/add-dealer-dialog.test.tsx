import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { AddDealerDialog } from './add-dealer-dialog';

const field = (label: string | RegExp) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Add Dealer' });

describe('AddDealerDialog', () => {
  it('shows the spec messages under the fields and sends nothing', async () => {
    const { requests } = mockApi({});
    const user = userEvent.setup({ delay: null });
    renderWithApp(<AddDealerDialog open onOpenChange={() => {}} />);

    await user.type(field('Email'), 'not-an-email');
    await user.type(field('Website'), 'www.example.com');
    await user.type(field('Commission Rate (%)'), '150');
    await user.click(submit());

    expect(await screen.findByText('Dealer/Gallery name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Website must start with http:// or https://')).toBeInTheDocument();
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(requests).toHaveLength(0);

    // Editing a field clears its error.
    await user.type(field(/Dealer\/Gallery Name/), 'G');
    expect(screen.queryByText('Dealer/Gallery name is required')).not.toBeInTheDocument();

    // The 100% cap is a whole-form rule, checked once the single fields are valid.
    await user.clear(field('Email'));
    await user.clear(field('Website'));
    await user.click(submit());
    expect(await screen.findByText('Percentage commission cannot exceed 100%')).toBeInTheDocument();

    await user.clear(field('Commission Rate (%)'));
    await user.type(field('Commission Rate (%)'), '-5');
    await user.click(submit());
    expect(await screen.findByText('Commission rate must be a positive number')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('uses step 0.1 for a percentage and 0.01 for a flat rate', async () => {
    mockApi({});
    const user = userEvent.setup({ delay: null });
    renderWithApp(<AddDealerDialog open onOpenChange={() => {}} />);
    expect(field('Commission Rate (%)')).toHaveAttribute('step', '0.1');
    await user.selectOptions(field('Commission Type'), 'flat_rate');
    expect(field('Commission Amount ($)')).toHaveAttribute('step', '0.01');
  });

  it('sends trimmed specialties and an empty rate as 0, then closes', async () => {
    const { requests } = mockApi({
      'POST /api/dealers': { status: 201, body: { success: true, dealerId: 3, dealer: { id: 3 } } },
    });
    const onOpenChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithApp(<AddDealerDialog open onOpenChange={onOpenChange} />);
    await user.type(field(/Dealer\/Gallery Name/), 'Galerie Nord');
    await user.type(field('Specialties'), ' Abstract, ,Landscape , ');
    await user.click(submit());

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const body = requests.find((r) => r.method === 'POST')!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Galerie Nord',
      commission_rate: 0,
      specialties: ['Abstract', 'Landscape'],
    });
    expect(body).not.toHaveProperty('status');
    expect(await screen.findByText('Dealer created successfully')).toBeInTheDocument();
  });

  it("shows the server's text, else 'Failed to create dealer'", async () => {
    mockApi({ 'POST /api/dealers': { status: 500, body: {} } });
    const user = userEvent.setup({ delay: null });
    renderWithApp(<AddDealerDialog open onOpenChange={() => {}} />);
    await user.type(field(/Dealer\/Gallery Name/), 'Galerie Nord');
    await user.click(submit());
    expect(await screen.findByText('Failed to create dealer')).toBeInTheDocument();
  });

  it('sends one dealer for two submits before the button renders disabled (Enter twice)', async () => {
    const { requests } = mockApi({
      'POST /api/dealers': { status: 201, body: { success: true, dealerId: 4 } },
    });
    const onOpenChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithApp(<AddDealerDialog open onOpenChange={onOpenChange} />);
    await user.type(field(/Dealer\/Gallery Name/), 'Galerie Nord');
    const form = screen.getByRole('form', { name: 'Add New Dealer/Gallery' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByText('Dealer created successfully')).toBeInTheDocument();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});
