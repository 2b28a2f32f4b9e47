import type { StyleLibraryImage } from '@artledger/domain';
import { ImageOff, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Dialog } from '../../../ui/dialog';
import { Input } from '../../../ui/input';
import { Spinner } from '../../../ui/spinner';
import {
  thumbnailUrl,
  useAddLibraryImage,
  useRemoveLibraryImage,
  useStyleLibrary,
} from '../api/inspiration-api';
import { FileInput, withoutExtension } from './file-input';

interface LibraryViewerDialogProps {
  libraryId: number | null;
  onClose: () => void;
}

export function LibraryViewerDialog({ libraryId, onClose }: LibraryViewerDialogProps) {
  const query = useStyleLibrary(libraryId);
  const add = useAddLibraryImage(libraryId ?? 0);
  const remove = useRemoveLibraryImage(libraryId ?? 0);
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [fileError, setFileError] = useState<string | undefined>();
  const [removing, setRemoving] = useState<StyleLibraryImage | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileError('Please select an image');
      return;
    }
    setFileError(undefined);
    const form = new FormData();
    form.append('title', title.trim() || withoutExtension(file.name));
    form.append('description', description);
    form.append('image', file);
    add.mutate(form, {
      onSuccess: () => {
        setFile(null);
        setFileKey((k) => k + 1);
        setTitle('');
        setDescription('');
      },
    });
  };

  const library = query.data;
  return (
    <Dialog
      open={libraryId !== null}
      onOpenChange={(open) => !open && !add.isPending && onClose()}
      title={library ? library.name : 'Style library'}
      description={library?.description || undefined}
      size="lg"
    >
      {query.isError ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-red-700">Failed to load style library</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </div>
      ) : !library ? (
        <Spinner label="Loading style library" />
      ) : (
        <div className="flex flex-col gap-6">
          {library.images.length === 0 ? (
            <p className="flex items-center gap-2 text-sm text-stone-600">
              <ImageOff aria-hidden="true" className="size-4" />
              No images yet. Add a few that show the look you want.
            </p>
          ) : (
            <ul aria-label="Library images" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {library.images.map((image) => (
                <li key={image.id} className="overflow-hidden rounded-lg border border-stone-200">
                  <img
                    src={thumbnailUrl(image.image_path)}
                    alt={image.title ?? 'Library image'}
                    loading="lazy"
                    className="aspect-square w-full bg-stone-100 object-cover"
                  />
                  <div className="flex items-center justify-between gap-2 p-2">
                    <span className="min-w-0 truncate text-xs text-stone-700">{image.title}</span>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-red-700"
                      aria-label={`Remove ${image.title ?? 'image'} from library`}
                      onClick={() => setRemoving(image)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <form noValidate onSubmit={submit} className="flex flex-col gap-3 border-t border-stone-200 pt-4">
            <h3 className="text-sm font-semibold text-stone-900">Add an image</h3>
            <FileInput
              label="Library image"
              file={file}
              onChange={setFile}
              error={fileError}
              resetKey={fileKey}
            />
            <Input label="Image title" value={title} onChange={(e) => setTitle(e.target.value)} />
            <Input
              label="Image description"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
            <div>
              <Button type="submit" disabled={add.isPending}>
                {add.isPending ? 'Uploading...' : 'Add Image'}
              </Button>
            </div>
          </form>
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove image?"
        message={`Remove “${removing?.title ?? 'this image'}” from the library? The file is deleted.`}
        confirmLabel="Remove Image"
        busyLabel="Removing..."
        busy={remove.isPending}
        destructive
        onConfirm={() => removing && remove.mutate(removing.id, { onSettled: () => setRemoving(null) })}
      />
    </Dialog>
  );
}
