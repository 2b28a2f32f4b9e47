import { imageUrl, thumbnailUrl, type Artwork } from '@artledger/domain';
import { ChevronLeft, ChevronRight, ImageIcon, Maximize2 } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../lib/cn';
import { ImageViewer } from './image-viewer';

const overlayButton =
  'absolute flex size-11 items-center justify-center rounded-full bg-white/90 text-stone-800 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-indigo-600';

export function ImageCarousel({ artwork }: { artwork: Pick<Artwork, 'title' | 'images'> }) {
  const { images, title } = artwork;
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const current = images[Math.min(index, images.length - 1)];
  const step = (delta: number) => setIndex((i) => (i + delta + images.length) % images.length);

  if (!current) {
    return (
      <div className="flex aspect-[4/3] flex-col items-center justify-center gap-2 rounded-xl bg-gradient-to-br from-stone-100 to-stone-200 text-stone-500">
        <ImageIcon aria-hidden="true" className="size-10" strokeWidth={1.5} />
        <span className="text-sm">No images yet</span>
      </div>
    );
  }
  return (
    <section aria-label="Images" aria-roledescription="carousel" className="flex flex-col gap-3">
      <div className="relative overflow-hidden rounded-xl bg-stone-100">
        <img
          src={imageUrl(current.image_path)}
          alt={`${title}, image ${index + 1} of ${images.length}`}
          className="aspect-[4/3] w-full object-contain"
        />
        <button
          type="button"
          aria-label="View full screen"
          onClick={() => setFullScreen(true)}
          className={cn(overlayButton, 'top-3 right-3')}
        >
          <Maximize2 aria-hidden="true" className="size-5" />
        </button>
        {images.length > 1 && (
          <>
            <button
              type="button"
              aria-label="Previous image"
              onClick={() => step(-1)}
              className={cn(overlayButton, 'top-1/2 left-3 -translate-y-1/2')}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              aria-label="Next image"
              onClick={() => step(1)}
              className={cn(overlayButton, 'top-1/2 right-3 -translate-y-1/2')}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
            <div className="absolute bottom-2 left-1/2 flex -translate-x-1/2 gap-0.5 rounded-full bg-stone-900/40 px-1">
              {images.map((image, i) => (
                <button
                  key={image.id}
                  type="button"
                  aria-label={`Show image ${i + 1}`}
                  aria-current={i === index}
                  onClick={() => setIndex(i)}
                  className="flex size-7 items-center justify-center"
                >
                  <span className={cn('size-2 rounded-full', i === index ? 'bg-white' : 'bg-white/50')} />
                </button>
              ))}
            </div>
          </>
        )}
      </div>
      {images.length > 1 && (
        <ul
          // Padding inside the scroll box leaves room for the selection ring and its offset, which overflow would clip.
          className="flex gap-2 overflow-x-auto p-2"
        >
          {images.map((image, i) => (
            <li key={image.id} className="shrink-0">
              <button
                type="button"
                aria-label={`Show image ${i + 1}`}
                aria-current={i === index}
                onClick={() => setIndex(i)}
                className={cn(
                  'block size-16 overflow-hidden rounded-lg ring-2 ring-offset-2',
                  'focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600',
                  i === index ? 'ring-indigo-600' : 'ring-transparent hover:ring-stone-300',
                )}
              >
                <img
                  src={thumbnailUrl(image.image_path)}
                  alt=""
                  loading="lazy"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ImageViewer
        open={fullScreen}
        onOpenChange={setFullScreen}
        images={images}
        index={index}
        onIndexChange={setIndex}
        title={title}
      />
    </section>
  );
}
