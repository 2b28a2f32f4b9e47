import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { useUnsavedChangesPrompt } from '../../../lib/unsaved-changes';
import { Button, ButtonLink } from '../../../ui/button';
import {
  addArtworkSchema,
  EMPTY_ARTWORK,
  type AddArtworkOutput,
  type AddArtworkValues,
} from '../add-artwork-schema';
import { useCreateArtwork } from '../api/create-artwork';
import { artworkFormData } from '../artwork-form-data';
import { AdditionalSection } from './additional-section';
import { BasicInfoSection } from './basic-info-section';
import { DimensionsSection } from './dimensions-section';
import { FormSection } from './form-section';
import { ImagePicker, type PickedImage } from './image-picker';
import { PricingSection, StatusSection } from './status-pricing-sections';
import { UploadProgress } from './upload-progress';
import { useSubmitLock } from '../../../ui/use-submit-lock';

const resolver = zodResolver(addArtworkSchema) as unknown as Resolver<
  AddArtworkValues,
  unknown,
  AddArtworkOutput
>;

export function AddArtworkForm() {
  const navigate = useNavigate();
  const create = useCreateArtwork();
  const [images, setImages] = useState<PickedImage[]>([]);
  const form = useForm<AddArtworkValues, unknown, AddArtworkOutput>({
    resolver,
    defaultValues: EMPTY_ARTWORK,
    reValidateMode: 'onSubmit',
  });
  const { allowLeave } = useUnsavedChangesPrompt(form.formState.isDirty || images.length > 0);

  // One artwork per submit: a second Enter before the button rendered disabled uploaded it twice.
  const submitOnce = useSubmitLock();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submitOnce(
      form.handleSubmit(
        (values) =>
          create
            .mutateAsync(
              artworkFormData(
                values,
                images.map((i) => i.file),
              ),
            )
            .then(() => {
              allowLeave();
              void navigate('/gallery');
            }),
        () => toast.error('Please fix the errors in the form'),
      ),
    );
  };

  return (
    <FormProvider {...form}>
      <form noValidate aria-label="Add artwork" onSubmit={onSubmit} className="flex flex-col gap-6">
        <FormSection id="images-title" title="Images">
          <ImagePicker images={images} onChange={setImages} disabled={create.isPending} />
        </FormSection>
        <BasicInfoSection />
        <DimensionsSection />
        <StatusSection />
        <PricingSection />
        <AdditionalSection />
        {create.progress !== null && <UploadProgress percent={create.progress} />}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <ButtonLink to="/gallery" variant="secondary">
            Cancel
          </ButtonLink>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Adding Artwork...' : 'Add Artwork'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
