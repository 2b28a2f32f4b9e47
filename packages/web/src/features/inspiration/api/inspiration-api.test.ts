import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { generateImage, generationErrorMessage } from './inspiration-api';

const calls = vi.hoisted(() => [] as { kind: string; path: string; body: unknown }[]);
vi.mock('../../../lib/api-client', () => ({
  api: {
    post: (path: string, body: unknown) => {
      calls.push({ kind: 'json', path, body });
      return Promise.resolve({});
    },
  },
  upload: (path: string, form: FormData) => {
    calls.push({ kind: 'multipart', path, body: Object.fromEntries(form.entries()) });
    return Promise.resolve({});
  },
}));

const base = { prompt: 'P', title: 'T', description: '', tags: '', apiKey: 'sk-1' };

afterEach(() => {
  calls.length = 0;
});

describe('generateImage', () => {
  it.each([
    [false, null, 'json', '/inspiration/generate'],
    [true, null, 'multipart', '/inspiration/generate-with-image'],
    [false, 7, 'json', '/inspiration/generate-with-style'],
    [true, 7, 'multipart', '/inspiration/generate-with-style-and-image'],
  ] as const)('reference %s, library %s → %s %s', async (withFile, styleLibraryId, kind, path) => {
    const referenceImage = withFile ? new File(['x'], 'ref.png', { type: 'image/png' }) : null;
    await generateImage({ ...base, referenceImage, styleLibraryId });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ kind, path, body: { prompt: 'P', title: 'T', apiKey: 'sk-1' } });
    const body = calls[0]!.body as Record<string, unknown>;
    expect(body.styleLibraryId ?? null).toEqual(styleLibraryId === null ? null : kind === 'json' ? 7 : '7');
    expect(body.referenceImage ?? null).toEqual(referenceImage === null ? null : expect.any(File));
  });
});

describe('generationErrorMessage', () => {
  const http = (status: number, serverMessage?: string) =>
    new ApiError({ status, kind: 'http', message: 'x', serverMessage });
  it('prefers the server’s words, then the spec’s text for 400, 500 and anything else', () => {
    expect(generationErrorMessage(http(502, 'OpenAI: down'))).toBe('OpenAI: down');
    expect(generationErrorMessage(http(400))).toBe('Invalid request. Please check your inputs.');
    expect(generationErrorMessage(http(500))).toBe(
      'Server error. Please try again or check your OpenAI API key.',
    );
    expect(generationErrorMessage(http(503))).toBe('Failed to generate image. Please try again.');
    expect(generationErrorMessage(new Error('boom'))).toBe('Failed to generate image. Please try again.');
  });
});
