import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Artwork, ConsignmentResponse, DealerCreateResponse, Sale } from '@artledger/domain';
import sharp from 'sharp';
import { apiCall, type Session } from './api';
import { baseUrl } from './server-env';

/** Inventory, dealer and sale records through the API, so specs use the UI only for what they test. */

export type SeededArtwork = Artwork;

export interface ArtworkSeed {
  title: string;
  medium?: string;
  price?: number;
  status?: string;
  category_id?: number;
  series_id?: number;
  year_created?: string;
  cost_to_create?: number;
  description?: string;
  [field: string]: unknown;
}

/** POST /api/artworks as JSON (no images). */
export async function seedArtwork(session: Session, seed: ArtworkSeed): Promise<SeededArtwork> {
  const { body } = await apiCall<SeededArtwork>('POST', '/api/artworks', {
    token: session.token,
    body: { medium: 'Oil painting', ...seed },
    expect: 201,
  });
  return body;
}

/** POST /api/artworks as multipart with real image files under `images`. */
export async function seedArtworkWithImages(
  session: Session,
  seed: ArtworkSeed,
  files: string[],
): Promise<SeededArtwork> {
  const form = new FormData();
  for (const [key, value] of Object.entries({ medium: 'Oil painting', ...seed })) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  const { readFile } = await import('node:fs/promises');
  for (const file of files) {
    const type = file.endsWith('.png') ? 'image/png' : 'image/jpeg';
    form.append('images', new Blob([await readFile(file)], { type }), path.basename(file));
  }
  const response = await fetch(`${baseUrl()}/api/artworks`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.token}`, Accept: 'application/json' },
    body: form,
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`POST /api/artworks answered ${response.status}: ${text}`);
  return JSON.parse(text) as SeededArtwork;
}

export async function seedSeries(session: Session, name: string, year?: number): Promise<number> {
  const { body } = await apiCall<{ seriesId: number }>('POST', '/api/series', {
    token: session.token,
    body: { name, ...(year ? { year } : {}) },
    expect: 201,
  });
  return body.seriesId;
}

export interface DealerSeed {
  name: string;
  commission_rate: number;
  commission_type?: 'percentage' | 'flat_rate';
  company_name?: string;
  website?: string;
}

export async function seedDealer(session: Session, seed: DealerSeed): Promise<number> {
  const { body } = await apiCall<DealerCreateResponse>('POST', '/api/dealers', {
    token: session.token,
    body: { commission_type: 'percentage', ...seed },
    expect: 201,
  });
  return body.dealerId;
}

export async function seedConsignment(
  session: Session,
  artworkId: number,
  dealerId: number,
  extra: { consignment_price?: number; commission_rate?: number } = {},
): Promise<number> {
  const { body } = await apiCall<ConsignmentResponse>('POST', '/api/consignments', {
    token: session.token,
    body: { artwork_id: artworkId, dealer_id: dealerId, consignment_date: today(), ...extra },
    expect: 201,
  });
  return body.consignment.id;
}

export async function seedSale(
  session: Session,
  artworkId: number,
  salePrice: number,
  extra: { dealer_id?: number; payment_method?: string } = {},
): Promise<void> {
  await apiCall('POST', '/api/sales', {
    token: session.token,
    body: {
      artwork_id: artworkId,
      sale_price: salePrice,
      sale_date: today(),
      payment_method: 'check',
      ...extra,
    },
    expect: 201,
  });
}

export async function pendingDealerSales(session: Session): Promise<Sale[]> {
  const { body } = await apiCall<Sale[]>('GET', '/api/sales?payment_status=pending', {
    token: session.token,
    expect: 200,
  });
  return body.filter((sale) => sale.dealer_id != null);
}

/** The local calendar date as yyyy-MM-dd (what the app's date fields use). */
export function today(offsetDays = 0): string {
  const date = new Date();
  date.setDate(date.getDate() + offsetDays);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

let imageDir: string | undefined;

/** This worker's folder of test images, removed when the worker ends (one per worker, not per run). */
function testImageDir(): string {
  if (!imageDir) {
    const dir = mkdtempSync(path.join(tmpdir(), 'artledger-e2e-images-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    imageDir = dir;
  }
  return imageDir;
}

/**
 * Small but real images (sharp encodes them) in a temp dir, for setInputFiles and multipart seeds.
 * The same name always gives the same file within a worker.
 */
export async function testImage(
  name: string,
  options: { width?: number; height?: number; color?: string } = {},
): Promise<string> {
  const dir = testImageDir();
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  const { width = 320, height = 240, color = '#c85028' } = options;
  const image = sharp({ create: { width, height, channels: 3, background: color } });
  const buffer = name.endsWith('.png') ? await image.png().toBuffer() : await image.jpeg().toBuffer();
  writeFileSync(file, buffer);
  return file;
}

/** A plain-text file with an image-less extension, for the "not a valid image file" check. */
export function textFile(name: string): string {
  const file = path.join(testImageDir(), name);
  writeFileSync(file, 'not an image\n');
  return file;
}
