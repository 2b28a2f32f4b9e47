import type { ArtworkListItem, ArtworkSummary } from '@artledger/domain';
import { describe, expect, it } from 'vitest';
import { dealersOf } from '../api/dealer-sections';
import { buildRows, sectionFigures } from './gallery-rows';

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

  it('starts a new row at each section and after every `columns` cards', () => {
    const works = [work(1), work(2), work(3), work(4, 7), work(5, 7)];
    const shape = (grouped: boolean) =>
      buildRows(works, 2, grouped).map((row) =>
        row.kind === 'header' ? row.key : row.items.map((artwork) => artwork.id).join(','),
      );
    expect(shape(true)).toEqual(['header-studio', '1,2', '3', 'header-dealer-7', '4,5']);
    expect(shape(false)).toEqual(['1,2', '3,4', '5']);
  });

  it("heads each group with its section's figures once they are known, and none before", () => {
    const works = [work(1), work(2), work(3, 7), work(4, 3)];
    const headers = (sections: Map<number, { count: number; totalValue: number }>) =>
      buildRows(works, 4, true).flatMap((row) =>
        row.kind === 'header'
          ? [{ title: row.section.title, figures: sectionFigures(row.section, summary, sections) }]
          : [],
      );
    expect(headers(new Map([[7, { count: 12, totalValue: 4500 }]]))).toEqual([
      { title: 'Your Studio', figures: { count: 2, totalValue: 300 } },
      { title: 'Dealer 7', figures: { count: 12, totalValue: 4500 } },
      { title: 'Dealer 3', figures: undefined },
    ]);
    expect(headers(new Map())[0]).toEqual({ title: 'Your Studio', figures: { count: 2, totalValue: 300 } });
  });
});
