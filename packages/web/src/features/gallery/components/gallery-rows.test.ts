import type { ArtworkListItem, ArtworkSummary } from '@artledger/domain';
import { describe, expect, it } from 'vitest';
import { dealersOf } from '../api/dealer-sections';
import { buildRows } from './gallery-rows';

const work = (id: number, dealerId?: number) =>
  ({
    id,
    consignment:
      dealerId === undefined
        ? null
        : { dealer_id: dealerId, dealer_name: `Dealer ${dealerId}`, dealer_company: null },
  }) as unknown as ArtworkListItem;

const summary = { studio: { count: 2, total_value: 300 } } as ArtworkSummary;

describe('the gallery rows', () => {
  it("names each page's dealers once, in the order the page shows them", () => {
    expect(dealersOf([work(1), work(2, 7), work(3, 7), work(4, 3)])).toEqual([7, 3]);
    expect(dealersOf([work(1)])).toEqual([]);
  });

  it("heads each group with its section's figures once they are known, and none before", () => {
    const works = [work(1), work(2), work(3, 7), work(4, 3)];
    const headers = (sections: Map<number, { count: number; totalValue: number }>) =>
      buildRows(works, 4, true, summary, sections).flatMap((row) =>
        row.kind === 'header' ? [row.group] : [],
      );
    expect(headers(new Map([[7, { count: 12, totalValue: 4500 }]]))).toEqual([
      { key: 'studio', title: 'Your Studio', count: 2, totalValue: 300 },
      { key: 'dealer-7', title: 'Dealer 7', count: 12, totalValue: 4500 },
      { key: 'dealer-3', title: 'Dealer 3', count: undefined, totalValue: undefined },
    ]);
  });
});
