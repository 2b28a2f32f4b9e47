import type { InspirationImage } from '@artledger/domain';
import { ChevronLeft, ChevronRight, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { formatDate } from '../../../lib/format';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { imageUrl } from '../api/inspiration-api';

interface ImageViewerProps {
  images: InspirationImage[];
  index: number | null;
  onIndexChange: (index: number | null) => void;
  onDelete: (image: InspirationImage) => void;
}

/** Full-size view; Left and Right arrows step through the grid's order, Escape closes (Radix). */
export function ImageViewer({ images, index, onIndexChange, onDelete }: ImageViewerProps) {
  const image = index !== null ? images[index] : undefined;
  const count = images.length;
  const step = (delta: number) =>
    index !== null && count > 0 && onIndexChange((index + delta + count) % count);

  useEffect(() => {
    if (index === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') step(-1);
      else if (event.key === 'ArrowRight') step(1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <Dialog
      open={image !== undefined}
      onOpenChange={(open) => !open && onIndexChange(null)}
      title={image?.title ?? ''}
      description={
        image
          ? `${index! + 1} of ${count} · ${image.image_type === 'generated' ? 'Generated' : 'Uploaded'} · ${formatDate(image.created_at)}`
          : undefined
      }
      size="lg"
      footer={
        image && (
          <>
            <Button variant="danger" onClick={() => onDelete(image)}>
              <Trash2 aria-hidden="true" className="size-4" />
              Delete Image
            </Button>
            <Button variant="secondary" onClick={() => step(-1)} disabled={count < 2}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              Previous
            </Button>
            <Button variant="secondary" onClick={() => step(1)} disabled={count < 2}>
              Next
              <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
          </>
        )
      }
    >
      {image && (
        <div className="flex flex-col gap-4">
          <img
            src={imageUrl(image.image_path)}
            alt={image.title}
            className="max-h-[60vh] w-full rounded-lg bg-stone-100 object-contain"
          />
          <a
            href={imageUrl(image.image_path)}
            target="_blank"
            rel="noreferrer"
            className="self-start text-sm font-medium text-indigo-700 underline hover:text-indigo-900"
          >
            Open original in a new tab
          </a>
          <dl className="grid gap-2 text-sm text-stone-700">
            {image.prompt && (
              <div>
                <dt className="font-medium text-stone-900">Prompt</dt>
                <dd>{image.prompt}</dd>
              </div>
            )}
            {image.description && (
              <div>
                <dt className="font-medium text-stone-900">Description</dt>
                <dd>{image.description}</dd>
              </div>
            )}
            {image.tags && (
              <div>
                <dt className="font-medium text-stone-900">Tags</dt>
                <dd>{image.tags}</dd>
              </div>
            )}
            {image.source && (
              <div>
                <dt className="font-medium text-stone-900">Source</dt>
                <dd>{image.source}</dd>
              </div>
            )}
          </dl>
        </div>
      )}
    </Dialog>
  );
}
