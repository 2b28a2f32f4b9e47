import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@artledger/domain';
import { useForm } from 'react-hook-form';
import { localToday } from '../lib/local-date';
import { Button } from './button';
import { DateField } from './date-field';
import { Dialog } from './dialog';
import { Input } from './input';
import { saleFormResolver, toSaleBody, type SaleFormOutput, type SaleFormValues } from './sale-form-schema';
import { Select } from './select';
import { Textarea } from './textarea';
import { useSubmitLock } from './use-submit-lock';

export type SaleBody = ReturnType<typeof toSaleBody>;

export interface SaleArtwork {
  id: number;
  title: string;
  price: number | null;
  consignment: { dealer_id: number; dealer_name: string } | null;
}

interface MarkSoldDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  artwork: SaleArtwork;
  busy?: boolean;
  /** Return the mutation's promise (`mutateAsync`) so a second submit is ignored until it settles. */
  onSubmit: (body: SaleBody) => unknown;
}

const FORM_ID = 'mark-sold-form';
const PAYMENT_OPTIONS = PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }));

export function MarkSoldDialog({ open, onOpenChange, artwork, busy, onSubmit }: MarkSoldDialogProps) {
  const dealer = artwork.consignment;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title="Mark as Sold"
      description={
        dealer
          ? `Record the sale of "${artwork.title}" through ${dealer.dealer_name}. The dealer's payment will be pending.`
          : `Record the sale of "${artwork.title}".`
      }
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} disabled={busy}>
            {busy ? 'Saving...' : 'Mark as Sold'}
          </Button>
        </>
      }
    >
      <SaleForm artwork={artwork} onSubmit={onSubmit} />
    </Dialog>
  );
}

function SaleForm({ artwork, onSubmit }: Pick<MarkSoldDialogProps, 'artwork' | 'onSubmit'>) {
  const { register, handleSubmit, clearErrors, formState } = useForm<SaleFormValues, unknown, SaleFormOutput>(
    {
      resolver: saleFormResolver,
      defaultValues: {
        sale_date: localToday(),
        sale_price: artwork.price != null ? String(artwork.price) : '',
        shipping_cost: '0',
        payment_method: 'cash',
        buyer_name: '',
        notes: '',
      },
      reValidateMode: 'onSubmit',
    },
  );
  const { errors } = formState;
  const field = (name: keyof SaleFormValues) => register(name, { onChange: () => clearErrors(name) });
  const submitOnce = useSubmitLock();
  return (
    <form
      id={FORM_ID}
      noValidate
      aria-label="Mark as Sold"
      className="grid gap-5 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        submitOnce(
          handleSubmit(async (values) => {
            await onSubmit(toSaleBody(artwork.id, artwork.consignment?.dealer_id, values));
          }),
        );
      }}
    >
      <DateField
        label="Sale Date"
        max={localToday()}
        error={errors.sale_date?.message}
        {...field('sale_date')}
      />
      <Input
        label="Sale Price ($)"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        error={errors.sale_price?.message}
        {...field('sale_price')}
      />
      <Input
        label="Shipping Cost ($)"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        error={errors.shipping_cost?.message}
        {...field('shipping_cost')}
      />
      <Select
        label="Payment Method"
        options={PAYMENT_OPTIONS}
        error={errors.payment_method?.message}
        {...field('payment_method')}
      />
      <Input
        label="Buyer Name"
        autoComplete="off"
        containerClassName="sm:col-span-2"
        {...field('buyer_name')}
      />
      <Textarea label="Notes" rows={3} containerClassName="sm:col-span-2" {...field('notes')} />
    </form>
  );
}
