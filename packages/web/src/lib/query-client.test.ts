import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient } from './query-client';

function refusal(status: number) {
  return new ApiError({ status, kind: 'http', message: 'refused', serverMessage: 'refused' });
}

async function failWrite(status: number) {
  const client = createQueryClient();
  client.setQueryData(['artworks', 'infinite', {}], { pages: [] });
  client.setQueryData(['dealers', 'options', { search: '' }], []);
  const mutation = client
    .getMutationCache()
    .build(client, { mutationFn: () => Promise.reject(refusal(status)) });
  await expect(mutation.execute(undefined)).rejects.toThrow();
  return [
    client.getQueryState(['artworks', 'infinite', {}])?.isInvalidated,
    client.getQueryState(['dealers', 'options', { search: '' }])?.isInvalidated,
  ];
}

describe('a refused write', () => {
  it('refreshes what the screen shows when the record is gone (404) or changed (409)', async () => {
    expect(await failWrite(404)).toEqual([true, true]);
    expect(await failWrite(409)).toEqual([true, true]);
  });

  it('leaves the cache alone when the input was refused or the server failed', async () => {
    expect(await failWrite(400)).toEqual([false, false]);
    expect(await failWrite(500)).toEqual([false, false]);
  });
});
