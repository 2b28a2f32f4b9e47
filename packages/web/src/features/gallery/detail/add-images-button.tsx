import { ARTWORK_IMAGE_TYPES, LIMITS } from '@artledger/domain';
import { Upload } from 'lucide-react';
import { useRef } from 'react';
import toast from 'react-hot-toast';
import { buttonClasses } from '../../../ui/button-styles';
import { isRealImageFile } from '../../add-artwork/image-checks';
import { useUploadImages } from '../api/upload-images';

const TYPES: readonly string[] = ARTWORK_IMAGE_TYPES;

export function AddImagesButton({ artworkId }: { artworkId: number }) {
  const input = useRef<HTMLInputElement>(null);
  const uploadImages = useUploadImages(artworkId);

  const pick = async (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (input.current) input.current.value = '';
    if (!files.length) return;
    if (files.some((f) => !TYPES.includes(f.type))) {
      toast.error('Please select only image files (JPEG, PNG, WebP)');
      return;
    }
    if (files.some((f) => f.size >= LIMITS.maxImageBytes)) {
      toast.error('Please select images smaller than 10MB');
      return;
    }
    // A renamed text file passes the type check; its first bytes give it away.
    const real = await Promise.all(files.map(isRealImageFile));
    if (real.includes(false)) {
      toast.error('Please select only image files (JPEG, PNG, WebP)');
      return;
    }
    uploadImages.mutate(files);
  };

  return (
    <label
      className={buttonClasses(
        'secondary',
        'md',
        'w-full cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600',
      )}
    >
      <Upload aria-hidden="true" className="size-4" />
      {uploadImages.isPending ? 'Uploading...' : 'Add Images'}
      <input
        ref={input}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp"
        disabled={uploadImages.isPending}
        onChange={(e) => void pick(e.target.files)}
        className="sr-only"
      />
    </label>
  );
}
