import type { InspirationImage, StyleLibrary, StyleLibraryImage } from '@artledger/domain';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api, upload } from '../../../lib/api-client';
import { nextPageOffset, pageItems } from '../../../lib/list-pages';
import { isApiError } from '../../../lib/api-error';

export const inspirationKeys = {
  all: ['inspiration'] as const,
  list: (filters: object) => ['inspiration', 'list', filters] as const,
  libraries: ['style-libraries'] as const,
  library: (id: number) => ['style-libraries', 'detail', id] as const,
};

/** A generation can take a minute or two on OpenAI's side; the server gives up at 120 s. */
export const GENERATION_TIMEOUT_MS = 150_000;

export interface InspirationFilters {
  type: 'all' | 'generated' | 'uploaded';
  search: string;
}

/** Images per page on the inspiration screen (a whole number of rows at 2, 3 and 4 columns). */
export const INSPIRATION_PAGE_SIZE = 24;

/** The images matching the filters, a page at a time; the previous images stay while a new filter loads. */
export function useInspirationImages(filters: InspirationFilters) {
  return useInfiniteQuery({
    queryKey: inspirationKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      api.page<InspirationImage>('/inspiration', {
        query: {
          type: filters.type,
          search: filters.search.trim(),
          limit: INSPIRATION_PAGE_SIZE,
          offset: pageParam,
        },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (_, pages) => nextPageOffset(pages, INSPIRATION_PAGE_SIZE),
    select: pageItems,
    placeholderData: keepPreviousData,
  });
}

export function useStyleLibraries() {
  return useQuery({
    queryKey: inspirationKeys.libraries,
    queryFn: ({ signal }) => api.get<StyleLibrary[]>('/style-libraries', { signal }),
  });
}

export function useStyleLibrary(id: number | null) {
  return useQuery({
    queryKey: inspirationKeys.library(id ?? 0),
    queryFn: ({ signal }) => api.get<StyleLibrary>(`/style-libraries/${id}`, { signal }),
    enabled: id !== null,
  });
}

export function imageUrl(file: string): string {
  return `/uploads/inspiration/${file}`;
}

export function thumbnailUrl(file: string): string {
  return `/uploads/thumbnails/thumb_${file}`;
}

export function useUploadInspiration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => upload<InspirationImage>('/inspiration', form),
    onSuccess: () => {
      toast.success('Image uploaded successfully!');
      return queryClient.invalidateQueries({ queryKey: inspirationKeys.all });
    },
  });
}

export function useDeleteInspiration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ success: true }>(`/inspiration/${id}`),
    onSuccess: () => {
      toast.success('Image deleted');
      return queryClient.invalidateQueries({ queryKey: inspirationKeys.all });
    },
    onError: () => toast.error('Failed to delete image'),
  });
}

export interface GenerateRequest {
  prompt: string;
  title: string;
  description: string;
  tags: string;
  apiKey: string;
  referenceImage: File | null;
  styleLibraryId: number | null;
}

/** The variant follows the inputs: plain, with a reference image, with a style library, or both. */
export function generateImage(input: GenerateRequest): Promise<InspirationImage> {
  const fields = {
    prompt: input.prompt,
    title: input.title,
    description: input.description,
    tags: input.tags,
    apiKey: input.apiKey,
  };
  if (input.referenceImage) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    if (input.styleLibraryId !== null) form.append('styleLibraryId', String(input.styleLibraryId));
    form.append('referenceImage', input.referenceImage);
    const path =
      input.styleLibraryId !== null
        ? '/inspiration/generate-with-style-and-image'
        : '/inspiration/generate-with-image';
    return upload<InspirationImage>(path, form, { timeoutMs: GENERATION_TIMEOUT_MS });
  }
  if (input.styleLibraryId !== null)
    return api.post<InspirationImage>(
      '/inspiration/generate-with-style',
      { ...fields, styleLibraryId: input.styleLibraryId },
      { timeoutMs: GENERATION_TIMEOUT_MS },
    );
  return api.post<InspirationImage>('/inspiration/generate', fields, { timeoutMs: GENERATION_TIMEOUT_MS });
}

/** The server's words when it gave any, else the spec's text for the status. */
export function generationErrorMessage(error: unknown): string {
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  const status = isApiError(error) ? error.status : 0;
  if (status === 400) return 'Invalid request. Please check your inputs.';
  if (status === 500) return 'Server error. Please try again or check your OpenAI API key.';
  return 'Failed to generate image. Please try again.';
}

export function useGenerateImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateImage,
    onSuccess: () => {
      toast.success('Image generated successfully!');
      return queryClient.invalidateQueries({ queryKey: inspirationKeys.all });
    },
  });
}

export function useSaveStyleLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, name, description }: { id?: number; name: string; description: string }) =>
      id
        ? (
            await api.put<{ success: true; library: StyleLibrary }>(`/style-libraries/${id}`, {
              name,
              description,
            })
          ).library
        : api.post<StyleLibrary>('/style-libraries', { name, description }),
    onSuccess: (_data, variables) => {
      toast.success(variables.id ? 'Style library updated!' : 'Style library created!');
      return queryClient.invalidateQueries({ queryKey: inspirationKeys.libraries });
    },
    onError: (_error, variables) =>
      toast.error(variables.id ? 'Failed to update style library' : 'Failed to create style library'),
  });
}

export function useDeleteStyleLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ success: true }>(`/style-libraries/${id}`),
    onSuccess: () => {
      toast.success('Style library deleted');
      return queryClient.invalidateQueries({ queryKey: inspirationKeys.libraries });
    },
    onError: () => toast.error('Failed to delete style library'),
  });
}

export function useAddLibraryImage(libraryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => upload<StyleLibraryImage>(`/style-libraries/${libraryId}/images`, form),
    onSuccess: () => {
      toast.success('Image added to style library!');
      // Not awaited: the viewer refuses to close while an upload is pending, and once the file is
      // stored the artist may close it at once, without waiting for every library list to refetch.
      void queryClient.invalidateQueries({ queryKey: inspirationKeys.libraries });
    },
    onError: () => toast.error('Failed to upload image to style library'),
  });
}

export function useRemoveLibraryImage(libraryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: number) =>
      api.delete<{ success: true }>(`/style-libraries/${libraryId}/images/${imageId}`),
    onSuccess: () => {
      toast.success('Image removed from style library');
      return queryClient.invalidateQueries({ queryKey: inspirationKeys.libraries });
    },
    onError: () => toast.error('Failed to remove image from style library'),
  });
}
