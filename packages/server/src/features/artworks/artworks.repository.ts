import { type ExpressionBuilder, type Kysely, type Transaction, sql } from 'kysely';
import {
  ARTWORK_PAGE_DEFAULT,
  type Artwork,
  type ArtworkListItem,
  type ArtworkListQuery,
  dollarsOrNull,
} from '@artledger/domain';
import type { Database } from '../../db/database.js';
import type { ArtworkImageRow, ArtworkRow } from './artworks.table.js';

type Db = Kysely<Database> | Transaction<Database>;
type ArtworkEb = ExpressionBuilder<Database & { a: Database['artworks'] }, 'a'>;

/** LIKE patterns treat % and _ as wildcards; a search for "50%" means the characters. */
function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filters(eb: ArtworkEb, userId: number, query: ArtworkListQuery) {
  const conditions = [eb('a.user_id', '=', userId)];
  if (query.scope === 'active') conditions.push(eb('a.status', '!=', 'sold'));
  if (query.scope === 'sold') conditions.push(eb('a.status', '=', 'sold'));
  if (query.status) conditions.push(eb('a.status', '=', query.status));
  if (query.category) conditions.push(eb('a.category_id', '=', query.category));
  if (query.series) conditions.push(eb('a.series_id', '=', query.series));
  if (query.search) {
    const pattern = likePattern(query.search);
    const like = (column: 'title' | 'medium' | 'description' | 'tags' | 'notes') =>
      sql<boolean>`lower(${sql.ref(`a.${column}`)}) like ${pattern} escape '\\'`;
    conditions.push(eb.or([like('title'), like('medium'), like('description'), like('tags'), like('notes')]));
  }
  return eb.and(conditions);
}

function selectArtworks(db: Db) {
  return db
    .selectFrom('artworks as a')
    .leftJoin('categories as c', 'c.id', 'a.category_id')
    .leftJoin('series as s', 's.id', 'a.series_id')
    .selectAll('a')
    .select((eb) => [
      'c.name as category_name',
      's.name as series_name',
      eb
        .selectFrom('artwork_images as i')
        .select('i.image_path')
        .whereRef('i.artwork_id', '=', 'a.id')
        .orderBy('i.sort_order')
        .orderBy('i.id')
        .limit(1)
        .as('primary_image'),
      eb
        .selectFrom('artwork_images as i')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('i.artwork_id', '=', 'a.id')
        .as('image_count'),
    ]);
}

type ListedRow = ArtworkRow & {
  category_name: string | null;
  series_name: string | null;
  primary_image: string | null;
  image_count: number | string | null;
};

export function toArtworkListItem(row: ListedRow): ArtworkListItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category_id: row.category_id,
    category_name: row.category_name,
    series_id: row.series_id,
    series_name: row.series_name,
    medium: row.medium,
    dimensions_width: row.dimensions_width === null ? null : Number(row.dimensions_width),
    dimensions_height: row.dimensions_height === null ? null : Number(row.dimensions_height),
    dimensions_depth: row.dimensions_depth === null ? null : Number(row.dimensions_depth),
    dimensions_unit: row.dimensions_unit,
    year_created: row.year_created,
    status: row.status,
    location: row.location,
    price: dollarsOrNull(row.price_cents),
    cost_to_create: dollarsOrNull(row.cost_to_create_cents),
    insurance_value: dollarsOrNull(row.insurance_value_cents),
    is_original: Boolean(row.is_original),
    edition_number: row.edition_number,
    total_editions: row.total_editions,
    tags: row.tags,
    notes: row.notes,
    condition_notes: row.condition_notes,
    primary_image: row.primary_image,
    image_count: Number(row.image_count ?? 0),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function listArtworks(
  db: Db,
  userId: number,
  query: ArtworkListQuery,
): Promise<ArtworkListItem[]> {
  const rows = await selectArtworks(db)
    .where((eb) => filters(eb as unknown as ArtworkEb, userId, query))
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(query.limit ?? ARTWORK_PAGE_DEFAULT)
    .offset(query.offset ?? 0)
    .execute();
  return rows.map((row) => toArtworkListItem(row as ListedRow));
}

export async function countArtworks(db: Db, userId: number, query: ArtworkListQuery = {}): Promise<number> {
  const row = await db
    .selectFrom('artworks as a')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => filters(eb as unknown as ArtworkEb, userId, query))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findArtwork(db: Db, userId: number, id: number): Promise<Artwork | undefined> {
  const row = await selectArtworks(db)
    .where('a.user_id', '=', userId)
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const images = await listImages(db, id);
  return {
    ...toArtworkListItem(row as ListedRow),
    images: images.map((i) => ({ id: i.id, image_path: i.image_path })),
  };
}

export function listImages(db: Db, artworkId: number): Promise<ArtworkImageRow[]> {
  return db
    .selectFrom('artwork_images')
    .selectAll()
    .where('artwork_id', '=', artworkId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function artworkExists(db: Db, userId: number, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('artworks')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Boolean(row);
}

/** Per-tab counts and the sums the gallery headers show, over the same filters as the list. */
export async function summarizeArtworks(db: Db, userId: number, query: ArtworkListQuery) {
  const { scope: _scope, ...rest } = query;
  const row = await db
    .selectFrom('artworks as a')
    .select((eb) => [
      eb.fn.sum<number>(eb.case().when('a.status', '!=', 'sold').then(1).else(0).end()).as('active_count'),
      eb.fn.sum<number>(eb.case().when('a.status', '=', 'sold').then(1).else(0).end()).as('sold_count'),
      eb.fn
        .sum<number>(eb.case().when('a.status', '!=', 'sold').then(eb.ref('a.price_cents')).else(0).end())
        .as('active_value'),
      eb.fn
        .sum<number>(eb.case().when('a.status', '=', 'sold').then(eb.ref('a.price_cents')).else(0).end())
        .as('sold_value'),
    ])
    .where((eb) => filters(eb as unknown as ArtworkEb, userId, rest))
    .executeTakeFirstOrThrow();
  return {
    activeCount: Number(row.active_count ?? 0),
    soldCount: Number(row.sold_count ?? 0),
    activeValueCents: Number(row.active_value ?? 0),
    soldValueCents: Number(row.sold_value ?? 0),
  };
}
