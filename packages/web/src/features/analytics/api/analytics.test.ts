import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { downloadSalesCsv } from './analytics';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('downloadSalesCsv', () => {
  it('sends an ended session to the sign-in page, as every other call does', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/analytics', search: '', hash: '', assign });
    localStorage.setItem('authToken', 'retired-token');
    localStorage.setItem('user', JSON.stringify({ id: 1, username: 'frida', firstName: 'Frida' }));
    mockApi({
      'GET /api/analytics/sales.csv': { status: 401, body: { error: 'Unauthorized', code: 'UNAUTHORIZED' } },
    });
    await expect(downloadSalesCsv({ from: null, to: null } as never)).rejects.toThrow();
    expect(assign).toHaveBeenCalledWith('/login');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(sessionStorage.getItem('artledger:session-ended')).toBe('/analytics');
  });
});
