import { ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../lib/cn';
import { isSmallThumbnail, thumbnailSources } from '../lib/thumbnail-sources';

interface ArtworkThumbnailProps {
  image: string | null;
  /** The frame's width at each breakpoint (an <img sizes> value): the browser picks the thumbnail size by it. */
  sizes: string;
  /** Empty when the title sits right beside the image, so screen readers do not hear it twice. */
  alt?: string;
  className?: string;
  /** On the first screen: fetched at once and first, since it is likely the largest paint. */
  priority?: boolean;
  /** The frame stays empty and nothing is fetched until this turns false (a list row that is only passing by). */
  deferred?: boolean;
}

/** Always a thumbnail in a fixed frame; the full image is for the detail view only. */
export function ArtworkThumbnail({
  image,
  sizes,
  alt = '',
  className,
  priority = false,
  deferred = false,
}: ArtworkThumbnailProps) {
  // 'sized': both thumbnails offered; 'large': the small one is missing (stored before it existed), so only
  // the 600 px one; 'failed': no image at all.
  const [state, setState] = useState<'sized' | 'large' | 'failed'>('sized');
  const sources = image ? thumbnailSources(image, sizes) : undefined;
  return (
    <div className={cn('relative aspect-[4/3] overflow-hidden bg-stone-100', className)}>
      {deferred && sources ? null : sources && state !== 'failed' ? (
        <img
          {...(state === 'sized' ? sources : { src: sources.src })}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          onError={(event) =>
            setState(
              state === 'sized' && isSmallThumbnail(event.currentTarget.currentSrc) ? 'large' : 'failed',
            )
          }
          className="size-full object-cover"
        />
      ) : (
        <div className="flex size-full flex-col items-center justify-center gap-1 bg-gradient-to-br from-stone-100 to-stone-200 text-stone-500">
          <ImageIcon aria-hidden="true" className="size-8" strokeWidth={1.5} />
          <span className="text-xs">No image</span>
        </div>
      )}
    </div>
  );
}
