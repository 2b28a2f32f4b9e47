/** Profile images may be stored as a bare file name in the profiles upload folder or as a full URL. */
export function profileImageUrl(image: string | null | undefined): string | null {
  if (!image) return null;
  if (/^(https?:)?\//.test(image)) return image;
  return `/uploads/profiles/${image}`;
}
