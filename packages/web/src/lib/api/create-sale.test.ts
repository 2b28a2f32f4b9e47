import { describe, expect, it } from 'vitest';
import { saleToast } from './create-sale';

describe('saleToast', () => {
  it("keeps the spec's words and shows a dealer sale's net as the app shows money", () => {
    expect(saleToast('Work 4', { dealer_name: 'Galerie A', net_amount: 1150.3, sale_price: 2000 })).toBe(
      '"Work 4" sold via Galerie A - Payment pending: $1,150.30',
    );
  });

  it('shows a direct sale price with thousands separators and two decimals', () => {
    expect(saleToast('Work 4', { dealer_name: null, net_amount: 4000.5, sale_price: 4000.5 })).toBe(
      '"Work 4" sold for $4,000.50!',
    );
    expect(saleToast('Tiny', { dealer_name: null, net_amount: 0, sale_price: 0.5 })).toBe(
      '"Tiny" sold for $0.50!',
    );
  });
});
