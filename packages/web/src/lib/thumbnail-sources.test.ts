import { THUMBNAIL_WIDTHS, smallThumbnailUrl, thumbnailUrl } from '@artledger/domain';
import { describe, expect, it } from 'vitest';
import { isSmallThumbnail, thumbnailSources } from './thumbnail-sources';

describe('thumbnail sources', () => {
  it('name and size the thumbnails as the domain does', () => {
    const sources = thumbnailSources('ab12.jpg', '100vw');
    expect(sources).toEqual({
      src: thumbnailUrl('ab12.jpg'),
      srcSet: `${smallThumbnailUrl('ab12.jpg')} ${THUMBNAIL_WIDTHS.small}w, ${thumbnailUrl('ab12.jpg')} ${THUMBNAIL_WIDTHS.large}w`,
      sizes: '100vw',
    });
    expect(isSmallThumbnail(`http://localhost${smallThumbnailUrl('ab12.jpg')}`)).toBe(true);
    expect(isSmallThumbnail(`http://localhost${thumbnailUrl('ab12.jpg')}`)).toBe(false);
    expect(isSmallThumbnail(undefined)).toBe(false);
  });
});
