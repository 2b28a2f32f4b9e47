import type { Sale, SaleCreateInput, SaleResponse } from '@artledger/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api } from '../api-client';
import { errorMessage } from '../api-error';
import { formatMoney } from '../format';
import { invalidateInventory } from './inventory-cache';

/** What POST /api/sales takes: the domain's create input. */
export type SaleCreateBody = SaleCreateInput;

export function createSale(body: SaleCreateBody): Promise<Sale> {
  return api.post<SaleResponse>('/sales', body).then((response) => response.sale);
}

/**
 * The spec's wording: a dealer sale leaves a payment pending; a direct sale is simply sold. The spec's
 * "${net}" is the amount as the app shows money everywhere ($1,150.30), the dollar sign included.
 */
export function saleToast(title: string, sale: Pick<Sale, 'dealer_name' | 'net_amount' | 'sale_price'>) {
  return sale.dealer_name
    ? `"${title}" sold via ${sale.dealer_name} - Payment pending: ${formatMoney(sale.net_amount)}`
    : `"${title}" sold for ${formatMoney(sale.sale_price)}!`;
}

export function useCreateSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: { body: SaleCreateBody; artworkTitle: string }) => createSale(body),
    onSuccess: (sale, { artworkTitle }) => {
      toast.success(saleToast(artworkTitle, sale));
      void invalidateInventory(queryClient);
    },
    onError: (error) => {
      toast.error(errorMessage(error, 'Failed to mark artwork as sold'));
    },
  });
}
