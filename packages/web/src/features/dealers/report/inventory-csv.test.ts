import { INVENTORY_REPORT_COLUMNS, type InventoryReportItem } from '@artledger/domain';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { buildInventoryCsv, inventoryCsvFileName, neutralise, slugify } from './inventory-csv';

function item(overrides: Partial<InventoryReportItem> = {}): InventoryReportItem {
  return {
    inventory_number: 'AL-00001',
    title: 'Harbor, "Dawn"',
    dimensions: '24 x 36 in',
    category: 'Painting',
    series: 'N/A',
    medium: 'Oil on canvas',
    year_created: '2023',
    price: 1200,
    sold_status: 'Sold',
    payment_status: 'pending',
    consignment_status: 'sold',
    consignment_price: 1500.5,
    sale_price: 1500,
    net_amount: 900,
    consignment_date: '2024-01-05',
    sale_date: '2024-03-01',
    ...overrides,
  };
}

describe('inventory CSV', () => {
  it('has a header row and 16 columns in the domain order, RFC 4180 quoted', async () => {
    const csv = await buildInventoryCsv([item(), item({ title: 'Line\nbreak', price: null })]);
    const rows = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual([...INVENTORY_REPORT_COLUMNS]);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toHaveLength(16);
    expect(rows[1]![1]).toBe('Harbor, "Dawn"');
    expect(rows[1]![11]).toBe('1500.50');
    expect(rows[2]![1]).toBe('Line\nbreak');
    expect(rows[2]![7]).toBe('');
    expect(csv).toContain('"Harbor, ""Dawn"""');
  });

  it('neutralises cells that a spreadsheet would run as formulas', async () => {
    expect(['=1+1', '+SUM(A1)', '-2', '@cmd'].map(neutralise)).toEqual([
      "'=1+1",
      "'+SUM(A1)",
      "'-2",
      "'@cmd",
    ]);
    expect(neutralise('Plain')).toBe('Plain');
    const csv = await buildInventoryCsv([item({ title: '=HYPERLINK("x")', medium: '@risk' })]);
    const row = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data[1]!;
    expect(row[1]).toBe('\'=HYPERLINK("x")');
    expect(row[5]).toBe("'@risk");
  });

  it('names the file after the slugified dealer and the date', () => {
    expect(inventoryCsvFileName('Galerie Lumière & Co.', new Date(2024, 2, 7))).toBe(
      'inventory-report-galerie-lumiere-co-2024-03-07.csv',
    );
    expect(slugify('***')).toBe('dealer');
  });
});
