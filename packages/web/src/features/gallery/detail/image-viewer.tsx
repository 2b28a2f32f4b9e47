import { imageUrl } from '@artledger/domain';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useReturnFocus } from '../../../ui/return-focus';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  images: { id: number; image_path: string }[];
  index: number;
  onIndexChange: (index: number) => void;
  title: string;
}

const navButton =
  'flex size-12 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white';

/** Full-screen view on a Radix dialog: focus is trapped, Esc closes, arrow keys move between images. */
export function ImageViewer({ open, onOpenChange, images, index, onIndexChange, title }: Props) {
  const image = images[index];
  const step = (delta: number) => onIndexChange((index + delta + images.length) % images.length);
  // Opened from state, not a Dialog.Trigger: without this, closing left focus on <body>.
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* Opaque: the page behind must not show through the image's letterbox. */}
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950" />
        <Dialog.Content
          aria-describedby={undefined}
          {...returnFocus}
          onKeyDown={(e) => {
            if (e.key === 'ArrowLeft') step(-1);
            if (e.key === 'ArrowRight') step(1);
          }}
          className="fixed inset-0 z-50 flex flex-col focus:outline-none"
        >
          <div className="flex items-center justify-between gap-4 p-4 text-white">
            <Dialog.Title className="truncate text-sm font-medium">
              {title} — image {index + 1} of {images.length}
            </Dialog.Title>
            <Dialog.Close aria-label="Close full screen" className={navButton}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-6 sm:px-16">
            {image && (
              <img
                src={imageUrl(image.image_path)}
                alt={`${title}, image ${index + 1} of ${images.length}`}
                className="max-h-full max-w-full object-contain"
              />
            )}
            {images.length > 1 && (
              <>
                <button
                  type="button"
                  aria-label="Previous image"
                  onClick={() => step(-1)}
                  className={`${navButton} absolute left-2`}
                >
                  <ChevronLeft aria-hidden="true" className="size-6" />
                </button>
                <button
                  type="button"
                  aria-label="Next image"
                  onClick={() => step(1)}
                  className={`${navButton} absolute right-2`}
                >
                  <ChevronRight aria-hidden="true" className="size-6" />
                </button>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
