import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { PricingSection } from './pricing-section';

describe('PricingSection', () => {
  it('falls back to the built-in plans when the plans call fails, linking each to registration', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({
      'GET /api/subscription-plans': { status: 500, body: { error: 'boom', code: 'INTERNAL_ERROR' } },
    });
    renderWithApp(<PricingSection />);

    const free = (await screen.findByRole('heading', { level: 3, name: 'Free' })).closest('li')!;
    const basic = screen.getByRole('heading', { level: 3, name: 'Basic' }).closest('li')!;
    const pro = screen.getByRole('heading', { level: 3, name: 'Pro' }).closest('li')!;
    expect(within(free).getByRole('link')).toHaveAttribute('href', '/register');
    expect(within(basic).getByRole('link')).toHaveAttribute('href', '/register?plan=2');
    expect(within(pro).getByRole('link')).toHaveAttribute('href', '/register?plan=3');
    expect(within(basic).getByText('Most Popular')).toBeInTheDocument();
    expect(within(pro).getByText('$20')).toBeInTheDocument();
  });
});
