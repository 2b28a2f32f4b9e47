import { z } from 'zod';
import { LIMITS } from './constants.js';
import { optionalText, positiveId } from './common.js';
import { plainText } from './fields.js';
import { INSPIRATION_PAGE_MAX, pageLimit, pageOffset } from './paging.js';

export const INSPIRATION_TYPES = ['generated', 'uploaded'] as const;

/** Libraries the page's side panel shows, and thumbnails per library. */
export const STYLE_LIBRARY_PANEL = { libraries: 5, thumbnails: 4 } as const;

/** The prompt goes to the provider as is; gpt-image-1 accepts up to 32,000 characters. */
export const PROMPT_MAX = 32_000;

export const inspirationListQuerySchema = z.object({
  type: z
    .enum(['all', ...INSPIRATION_TYPES], { error: 'type must be all, generated or uploaded' })
    .optional(),
  search: plainText(z.string().trim().max(LIMITS.shortTextMax, 'search is too long'), 'Search').optional(),
  limit: pageLimit(INSPIRATION_PAGE_MAX),
  offset: pageOffset,
});
export type InspirationListQuery = z.infer<typeof inspirationListQuerySchema>;

export const inspirationImageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  prompt: z.string().nullable(),
  tags: z.string().nullable(),
  source: z.string().nullable(),
  image_type: z.enum(INSPIRATION_TYPES),
  /** Stored file name, served at /uploads/inspiration/{image_path}; thumbnail at /uploads/thumbnails/thumb_{image_path}. */
  image_path: z.string(),
  created_at: z.string(),
});
export type InspirationImage = z.infer<typeof inspirationImageSchema>;

const title = plainText(
  z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(LIMITS.shortTextMax, `Title must be at most ${LIMITS.shortTextMax} characters`),
  'Title',
);

export const inspirationUploadSchema = z.object({
  title,
  description: optionalText(LIMITS.textMax, 'Description'),
  tags: optionalText(LIMITS.shortTextMax, 'Tags'),
  source: optionalText(LIMITS.shortTextMax, 'Source'),
});

export const API_KEY_REQUIRED = 'Please add your OpenAI API key in your profile settings first';
export const API_KEY_MAX_LENGTH = 500;
export const API_KEY_TOO_LONG = 'API key is too long';
export const API_KEY_CHARACTERS_MESSAGE =
  'Your OpenAI API key contains a character no API key has (a space, a curly quote or an accented letter). Copy the key again from OpenAI and save it in your profile settings.';

/**
 * OpenAI's keys are printable ASCII without spaces; anything else came with the paste (a curly quote, a
 * space). Such a key cannot even be sent: fetch refuses a header character above U+00FF.
 */
export function hasApiKeyCharacters(key: string): boolean {
  return /^[\x21-\x7e]+$/.test(key);
}

export const generateImageSchema = z.object({
  prompt: plainText(
    z
      .string({ error: 'Prompt is required' })
      .trim()
      .min(1, 'Prompt is required')
      .max(PROMPT_MAX, `Prompt must be at most ${PROMPT_MAX} characters`),
    'Prompt',
    true,
  ),
  title,
  description: optionalText(LIMITS.textMax, 'Description'),
  tags: optionalText(LIMITS.shortTextMax, 'Tags'),
  apiKey: plainText(
    z
      .string({ error: API_KEY_REQUIRED })
      .trim()
      .min(1, API_KEY_REQUIRED)
      .max(API_KEY_MAX_LENGTH, API_KEY_TOO_LONG),
    'API key',
  ),
  styleLibraryId: positiveId('styleLibraryId').optional(),
});

export const styleLibraryImageSchema = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  image_path: z.string(),
  created_at: z.string(),
});
export type StyleLibraryImage = z.infer<typeof styleLibraryImageSchema>;

export const styleLibrarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  image_count: z.number().int(),
  /** In the list, the first four images; for one library, all of them. */
  images: z.array(styleLibraryImageSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StyleLibrary = z.infer<typeof styleLibrarySchema>;

export const styleLibraryInputSchema = z.object({
  name: plainText(
    z
      .string({ error: 'Library name is required' })
      .trim()
      .min(1, 'Library name is required')
      .max(LIMITS.shortTextMax, `Library name must be at most ${LIMITS.shortTextMax} characters`),
    'Library name',
  ),
  description: optionalText(LIMITS.textMax, 'Description'),
});

export const styleLibraryImageInputSchema = z.object({
  title: optionalText(LIMITS.shortTextMax, 'Title'),
  description: optionalText(LIMITS.textMax, 'Description'),
});

export const styleLibraryImageParamsSchema = z.object({
  id: positiveId('id'),
  imageId: positiveId('imageId'),
});
