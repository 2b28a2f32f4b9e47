import { DEALER_OPTIONS_MAX, type DealerOption } from '@artledger/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { localToday } from '../lib/local-date';
import { Button, ButtonLink } from './button';
import {
  consignFormResolver,
  toConsignmentBody,
  type ConsignFormOutput,
  type ConsignFormValues,
} from './consign-form-schema';
import { DateField } from './date-field';
import { Dialog } from './dialog';
import { ErrorState } from './error-state';
import { Input } from './input';
import { Select } from './select';
import { Skeleton } from './skeleton';
import { Textarea } from './textarea';
import { useSubmitLock } from './use-submit-lock';
import { YouReceivePreview } from './you-receive-preview';

type Dealer = DealerOption;
export type ConsignmentBody = ReturnType<typeof toConsignmentBody>;

interface ConsignDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  artwork: { id: number; title: string; price: number | null };
  dealers: Dealer[] | undefined;
  dealersLoading?: boolean;
  /** The dealers did not load: the dialog offers Retry instead of a form it cannot fill. */
  dealersError?: { onRetry: () => void; retrying?: boolean };
  /**
   * Server-side search over the active dealers, offered when the list may leave some out (`capped`) or a
   * search is already typed; without it the dialog lists `dealers` as given.
   */
  dealerSearch?: { value: string; onChange: (value: string) => void; capped: boolean };
  busy?: boolean;
  /** Return the mutation's promise (`mutateAsync`) so a second submit is ignored until it settles. */
  onSubmit: (body: ConsignmentBody, dealer: Dealer) => unknown;
}

const FORM_ID = 'consign-form';

export function ConsignDialog({
  open,
  onOpenChange,
  artwork,
  dealers,
  dealersLoading,
  dealersError,
  dealerSearch,
  busy,
  onSubmit,
}: ConsignDialogProps) {
  const searching = Boolean(dealerSearch?.value);
  // Only with nothing to show: a failed search keeps the previous list, and the form what was typed.
  const failed = dealersError !== undefined && dealers === undefined;
  // No match for a search is not "no active dealers": the artist can still change the search.
  const empty = !dealersLoading && dealers !== undefined && dealers.length === 0 && !searching;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title="Consign to Dealer"
      description={`Place "${artwork.title}" with a dealer or gallery.`}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          {!empty && (
            <Button type="submit" form={FORM_ID} disabled={busy || dealersLoading || failed}>
              {busy ? 'Consigning...' : 'Consign Artwork'}
            </Button>
          )}
        </>
      }
    >
      {failed ? (
        <ErrorState
          headingLevel="h3"
          title="Could not load dealers"
          description="The list of dealers did not load. Nothing is lost; try again."
          onRetry={dealersError.onRetry}
          retrying={dealersError.retrying}
        />
      ) : dealersLoading || dealers === undefined ? (
        <div className="flex flex-col gap-4" aria-hidden="true">
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      ) : empty ? (
        <div className="py-4 text-center">
          <p className="font-medium text-stone-900">No active dealers found.</p>
          <p className="mt-1 text-sm text-stone-600">Add dealers first to consign artworks.</p>
          <ButtonLink to="/dealers" variant="secondary" className="mt-4">
            Go to Dealers
          </ButtonLink>
        </div>
      ) : (
        <ConsignForm
          artwork={artwork}
          dealers={dealers}
          search={dealerSearch?.capped || searching ? dealerSearch : undefined}
          onSubmit={onSubmit}
        />
      )}
    </Dialog>
  );
}

function ConsignForm({
  artwork,
  dealers: listed,
  search,
  onSubmit,
}: Pick<ConsignDialogProps, 'artwork' | 'onSubmit'> & {
  dealers: Dealer[];
  search: ConsignDialogProps['dealerSearch'];
}) {
  // The chosen dealer stays chosen (and in the select) when a new search no longer lists it.
  const [picked, setPicked] = useState<Dealer>();
  const dealers = picked && !listed.some((d) => d.id === picked.id) ? [picked, ...listed] : listed;
  const { register, handleSubmit, clearErrors, setValue, watch, formState } = useForm<
    ConsignFormValues,
    unknown,
    ConsignFormOutput
  >({
    resolver: consignFormResolver((id) => dealers.find((d) => d.id === id)?.commission_type === 'flat_rate'),
    defaultValues: {
      dealer_id: '',
      consignment_date: localToday(),
      expected_return_date: '',
      consignment_price: artwork.price != null ? String(artwork.price) : '',
      commission_rate: '',
      contract_terms: '',
      notes: '',
    },
    reValidateMode: 'onSubmit',
  });
  const { errors } = formState;
  const field = (name: keyof ConsignFormValues) => register(name, { onChange: () => clearErrors(name) });
  const dealer = dealers.find((d) => String(d.id) === watch('dealer_id'));
  const flat = dealer?.commission_type === 'flat_rate';
  const submitOnce = useSubmitLock();

  return (
    <form
      id={FORM_ID}
      noValidate
      aria-label="Consign to Dealer"
      className="grid gap-5 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        submitOnce(
          handleSubmit(async (values) => {
            const chosen = dealers.find((d) => d.id === values.dealer_id);
            if (chosen) await onSubmit(toConsignmentBody(artwork.id, values), chosen);
          }),
        );
      }}
    >
      {search && (
        <Input
          label="Find by name or company"
          type="search"
          containerClassName="sm:col-span-2"
          value={search.value}
          onChange={(event) => search.onChange(event.target.value)}
          hint={
            search.capped
              ? `Showing the first ${DEALER_OPTIONS_MAX} active dealers by name; type to find another.`
              : listed.length === 0
                ? 'No active dealer matches this search.'
                : undefined
          }
        />
      )}
      <Select
        label="Dealer"
        placeholder="Select a dealer"
        containerClassName="sm:col-span-2"
        options={dealers.map((d) => ({
          value: String(d.id),
          label: d.company_name ? `${d.name} (${d.company_name})` : d.name,
        }))}
        error={errors.dealer_id?.message}
        {...register('dealer_id', {
          onChange: (event: { target: { value: string } }) => {
            // The rate's rule (0–100, or dollars for a flat-rate dealer) and often its value come with the
            // dealer, so a message about the rate the artist typed no longer stands.
            clearErrors(['dealer_id', 'commission_rate']);
            const chosen = dealers.find((d) => String(d.id) === event.target.value);
            setPicked(chosen);
            // The dealer's default rate only when it has one; otherwise keep what the artist typed.
            if (chosen && chosen.commission_rate > 0)
              setValue('commission_rate', String(chosen.commission_rate));
          },
        })}
      />
      <DateField
        label="Consignment Date"
        error={errors.consignment_date?.message}
        {...field('consignment_date')}
      />
      <DateField
        label="Expected Return"
        error={errors.expected_return_date?.message}
        {...field('expected_return_date')}
      />
      <Input
        label="Consignment Price ($)"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        error={errors.consignment_price?.message}
        {...field('consignment_price')}
      />
      <Input
        label={flat ? 'Commission ($ flat)' : 'Commission Rate (%)'}
        type="number"
        inputMode="decimal"
        min={0}
        max={flat ? undefined : 100}
        step={flat ? 0.01 : 0.1}
        error={errors.commission_rate?.message}
        {...field('commission_rate')}
      />
      <div className="sm:col-span-2">
        <YouReceivePreview
          price={watch('consignment_price')}
          rate={watch('commission_rate')}
          type={dealer?.commission_type ?? 'percentage'}
        />
      </div>
      <Textarea
        label="Contract Terms"
        rows={3}
        containerClassName="sm:col-span-2"
        {...field('contract_terms')}
      />
      <Textarea label="Notes" rows={3} containerClassName="sm:col-span-2" {...field('notes')} />
    </form>
  );
}
