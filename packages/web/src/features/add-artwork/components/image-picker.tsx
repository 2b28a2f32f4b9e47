import { ImagePlus, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { checkImageFiles } from '../image-checks';

export interface PickedImage {
  file: File;
  url: string;
}

interface Props {
  images: PickedImage[];
  onChange: (images: PickedImage[]) => void;
  disabled?: boolean;
}

export function ImagePicker({ images, onChange, disabled }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<string[]>([]);
  // Object URLs hold the file in memory until revoked; release them all when the page goes away.
  const latest = useRef(images);
  latest.current = images;
  useEffect(() => () => latest.current.forEach((image) => URL.revokeObjectURL(image.url)), []);

  const pick = async (files: FileList | null) => {
    if (!files?.length) return;
    const list = Array.from(files);
    if (inputRef.current) inputRef.current.value = '';
    const result = await checkImageFiles(images.length, list);
    setErrors(result.errors);
    result.errors.forEach((message) => toast.error(message));
    if (result.accepted.length) {
      onChange([
        ...latest.current,
        ...result.accepted.map((file) => ({ file, url: URL.createObjectURL(file) })),
      ]);
    }
  };

  const remove = (index: number) => {
    URL.revokeObjectURL(images[index]!.url);
    onChange(images.filter((_, i) => i !== index));
  };

  return (
    <div className="flex flex-col gap-4">
      <label
        htmlFor="artwork-images"
        className="flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-stone-300 px-4 py-8 text-center hover:border-indigo-400 hover:bg-indigo-50/40 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600"
      >
        <ImagePlus aria-hidden="true" className="size-8 text-stone-500" />
        <span className="text-sm font-medium text-stone-800">Add images</span>
        <span className="text-xs text-stone-600">JPEG, PNG or WebP, up to 10 images of 10MB each</span>
        <input
          ref={inputRef}
          id="artwork-images"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          disabled={disabled}
          aria-describedby={errors.length ? 'artwork-images-error' : undefined}
          onChange={(e) => void pick(e.target.files)}
          className="sr-only"
        />
      </label>
      {errors.length > 0 && (
        <ul id="artwork-images-error" className="text-sm text-red-700">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {images.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-5">
          {images.map((image, index) => (
            <li key={image.url} className="relative overflow-hidden rounded-lg border border-stone-200">
              <img
                src={image.url}
                alt={`Preview ${index + 1}: ${image.file.name}`}
                className="aspect-square w-full object-cover"
              />
              <button
                type="button"
                onClick={() => remove(index)}
                disabled={disabled}
                aria-label={`Remove ${image.file.name}`}
                className="absolute top-1 right-1 flex size-11 items-center justify-center rounded-full bg-white/90 text-stone-800 shadow hover:bg-white sm:size-8"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
