import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GroupHeader } from './group-header';

const studio = { key: 'studio', title: 'Your Studio', dealerId: null };

describe('GroupHeader', () => {
  it('writes a big section count with thousands separators, as the tabs do', () => {
    render(<GroupHeader section={studio} figures={{ count: 10250, totalValue: 129_179_112 }} />);
    // The huge account showed "10250 artworks" under "20,000" on the tab.
    expect(screen.getByText('10,250 artworks · $129,179,112.00')).toBeInTheDocument();
  });

  it('keeps the singular for one work', () => {
    render(<GroupHeader section={studio} figures={{ count: 1, totalValue: 0 }} />);
    expect(screen.getByText('1 artwork · $0.00')).toBeInTheDocument();
  });
});
