import { fromCents, toCents, youReceiveCents, type CommissionType } from '@artledger/domain';
import { formatMoney } from '../lib/format';

interface Props {
  price: string;
  rate: string;
  type: CommissionType;
}

/** Live, polite announcement of what the artist keeps; never below $0 even with a large flat fee. */
export function YouReceivePreview({ price, rate, type }: Props) {
  const priceValue = Number(price);
  const rateValue = rate.trim() === '' ? 0 : Number(rate);
  const valid =
    price.trim() !== '' && Number.isFinite(priceValue) && priceValue >= 0 && Number.isFinite(rateValue);
  return (
    <div aria-live="polite" className="rounded-lg bg-indigo-50 px-4 py-3 text-sm text-indigo-900">
      {valid ? (
        <>
          You receive:{' '}
          <strong data-testid="you-receive" className="tabular font-semibold">
            {formatMoney(fromCents(youReceiveCents(toCents(priceValue), Math.max(0, rateValue), type)))}
          </strong>
        </>
      ) : (
        'Enter a price to see what you receive.'
      )}
    </div>
  );
}
