import { thumbnailUrl } from '@artledger/domain';
import { ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../lib/cn';

interface ArtworkThumbnailProps {
  image: string | null;
  /** Empty when the title sits right beside the image, so screen readers do not hear it twice. */
  alt?: string;
  className?: string;
  /** On the first screen: fetched at once and first, since it is likely the largest paint. */
  priority?: boolean;
}

/** Always the small thumbnail in a fixed frame; the full image is for the detail view only. */
export function ArtworkThumbnail({ image, alt = '', className, priority = false }: ArtworkThumbnailProps) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={cn('relative aspect-[4/3] overflow-hidden bg-stone-100', className)}>
      {image && !failed ? (
        <img
          src={thumbnailUrl(image)}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          onError={() => setFailed(true)}
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
