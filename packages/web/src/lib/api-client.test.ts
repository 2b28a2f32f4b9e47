import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/fetch-mock';
import { api, upload } from './api-client';
import { ApiError } from './api-error';

function stubLocation(pathname = '/dashboard') {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, pathname, assign });
  return assign;
}

describe('api client', () => {
  beforeEach(() => {
    localStorage.setItem('authToken', 'secret-token');
    localStorage.setItem('user', JSON.stringify({ id: 1, username: 'frida', firstName: 'Frida' }));
  });

  it('sends the stored bearer token and a JSON body under /api', async () => {
    const { requests } = mockApi({ 'PUT /api/users/1/username': { body: { success: true } } });
    const result = await api.put<{ success: boolean }>('/users/1/username', { username: 'frida2' });
    expect(result).toEqual({ success: true });
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer secret-token');
    expect(requests[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]!.body).toEqual({ username: 'frida2' });
  });

  it("reads a list page's X-Total-Count beside its rows, and null when the answer has none", async () => {
    mockApi({
      'GET /api/consumables': (request) =>
        request.search.includes('offset=0')
          ? { body: [{ id: 1 }], headers: { 'X-Total-Count': '25' } }
          : { body: [{ id: 2 }] },
    });
    expect(await api.page('/consumables', { query: { limit: 1, offset: 0 } })).toEqual({
      items: [{ id: 1 }],
      total: 25,
    });
    expect(await api.page('/consumables', { query: { limit: 1, offset: 1 } })).toEqual({
      items: [{ id: 2 }],
      total: null,
    });
  });

  it("throws an ApiError carrying the server's error text, code, status and details", async () => {
    mockApi({
      'PUT /api/users/1/password': {
        status: 400,
        body: {
          error: 'Current password is incorrect',
          code: 'BAD_REQUEST',
          details: [{ path: 'currentPassword', message: 'x' }],
        },
      },
    });
    const error = await api
      .put('/users/1/password', { currentPassword: 'a', newPassword: 'bbbbbb' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      kind: 'http',
      code: 'BAD_REQUEST',
      message: 'Current password is incorrect',
      serverMessage: 'Current password is incorrect',
      details: [{ path: 'currentPassword', message: 'x' }],
    });
  });

  it('on a 401 clears the token and stored user and sends the browser to /login', async () => {
    const assign = stubLocation('/dashboard');
    mockApi({
      'GET /api/user-artwork-count': { status: 401, body: { error: 'Unauthorized', code: 'UNAUTHORIZED' } },
    });
    await expect(api.get('/user-artwork-count')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('on a 401 notes the page it was on, so the sign-in page can say the session ended', async () => {
    vi.stubGlobal('location', {
      ...window.location,
      pathname: '/gallery/5',
      search: '?tab=sold',
      hash: '',
      assign: vi.fn(),
    });
    mockApi({
      'GET /api/artworks/5': { status: 401, body: { error: 'Unauthorized', code: 'UNAUTHORIZED' } },
    });
    await expect(api.get('/artworks/5')).rejects.toMatchObject({ status: 401 });
    expect(sessionStorage.getItem('artledger:session-ended')).toBe('/gallery/5?tab=sold');
    sessionStorage.clear();
  });

  it('leaves the session alone when the login call itself answers 401', async () => {
    const assign = stubLocation('/login');
    mockApi({
      'POST /api/auth/login': {
        status: 401,
        body: { error: 'Invalid username or password', code: 'UNAUTHORIZED' },
      },
    });
    await expect(api.post('/auth/login', { username: 'a', password: 'b' })).rejects.toMatchObject({
      message: 'Invalid username or password',
    });
    expect(localStorage.getItem('authToken')).toBe('secret-token');
    expect(assign).not.toHaveBeenCalled();
  });

  it('reports a network failure as its own kind', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api.get('/users/profile')).rejects.toMatchObject({ status: 0, kind: 'network' });
  });

  describe('time-out', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('aborts after 30 s by default and throws a timeout error', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(
          (_url: string, init: RequestInit) =>
            new Promise((_resolve, reject) => {
              init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
            }),
        ),
      );
      const pending = api.get('/users/profile').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(29_999);
      await vi.advanceTimersByTimeAsync(1);
      const error = await pending;
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 0, kind: 'timeout' });
    });
  });
});

describe('upload', () => {
  class FakeXhr {
    static last: FakeXhr;
    upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    headers: Record<string, string> = {};
    timeout = 0;
    status = 0;
    responseText = '';
    url = '';
    onload?: () => void;
    ontimeout?: () => void;
    constructor() {
      FakeXhr.last = this;
    }
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send() {}
  }

  it('reports progress, sends the token and uses the 60 s time-out', async () => {
    localStorage.setItem('authToken', 'secret-token');
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress = vi.fn();
    const pending = upload<{ id: number }>('/artworks', new FormData(), { onProgress: progress });
    const xhr = FakeXhr.last;
    expect(xhr.url).toBe('/api/artworks');
    expect(xhr.timeout).toBe(60_000);
    expect(xhr.headers.Authorization).toBe('Bearer secret-token');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    expect(progress).toHaveBeenCalledWith(25);
    xhr.status = 201;
    xhr.responseText = JSON.stringify({ id: 9 });
    xhr.onload?.();
    await expect(pending).resolves.toEqual({ id: 9 });
  });

  it('rejects with a timeout error when the upload time-out fires', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const pending = upload('/artworks', new FormData());
    FakeXhr.last.ontimeout?.();
    await expect(pending).rejects.toMatchObject({ status: 0, kind: 'timeout' });
  });
});
