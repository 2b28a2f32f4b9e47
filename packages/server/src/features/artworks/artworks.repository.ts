import {
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type SqlBool,
  type Updateable,
  expressionBuilder,
  sql,
} from 'kysely';
import {
  ARTWORK_PAGE_DEFAULT,
  type Artwork,
  type ArtworkCreateInput,
  type ArtworkUpdateInput,
  centsOrNull,
  type ArtworkListItem,
  type ArtworkListQuery,
  type ArtworkStatus,
  type ArtworkSummary,
  type ArtworkSummaryQuery,
  dollarsOrNull,
  fromCents,
  rateFromStored,
} from '@artledger/domain';
import { compiledOnce, type Param } from '../../db/compiled-once.js';
import { type Database, type Db, isPostgres } from '../../db/database.js';
import {
  artworkSearchCondition,
  indexedMatchCount,
  searchIndexCounts,
  searchIndexDrives,
} from './artwork-search.repository.js';
import {
  type ArtworkImageRow,
  type ArtworkRow,
  type ArtworksTable,
  GALLERY_SECTION,
  type GallerySection,
} from './artworks.table.js';
import { statusInSql } from '../consignments/consignments.table.js';

/** artwork_status_totals' section for rows not placed yet (gallery_section null). */
const UNPLACED = -1 as const;

interface Placement {
  section: GallerySection;
  dealerId: number | null;
  dealerName: string | null;
  soldOn: string;
  valueCents: number;
}

type ArtworkEb = ExpressionBuilder<Database & { a: Database['artworks'] }, 'a'>;

/**
 * "The row is this user's", as a check on rows another condition finds, never as an index lookup.
 * SQLite uses an index for `user_id = ?` whenever it guesses that cheaper, and without fresh statistics
 * (an install's only ANALYZE ran on empty tables, during the migrations) it guesses a user has about ten
 * rows: it then walks all of the user's rows to find a page of ids, or a search's few matches. The unary
 * plus makes the term an expression that no index answers, so the ids (primary key) or the search index
 * drive; PostgreSQL reads it as the same comparison.
 */
function ownedBy(userId: number): Expression<SqlBool> {
  return sql<SqlBool>`+${sql.ref('a.user_id')} = ${userId}`;
}

/** How the list's conditions let SQLite find the rows (both off by default). */
interface FilterPlan {
  /** Walk the user's tab index in its order, with a search's matches filtering it. */
  walk?: boolean;
  /**
   * Check the tab on each row instead of reading it off an index (a unary plus, as in ownedBy), so a
   * filter's own index finds its few matches rather than the tab's index all of its rows.
   */
  tabOnRows?: boolean;
  /** A search's few matches find the page's rows by id (PostgreSQL; SQLite's index drives already). */
  matchesDrive?: boolean;
}

/**
 * The list's conditions. A search the index drives looks its matches' rows up by id (the owner only
 * checked), unless the plan walks the tab.
 */
function filters(
  eb: ArtworkEb,
  userId: number,
  query: ArtworkListQuery,
  db: Db,
  { walk = false, tabOnRows = false, matchesDrive = false }: FilterPlan = {},
) {
  const indexDrives = (matchesDrive || Boolean(query.search && searchIndexDrives(db, query.search))) && !walk;
  const conditions: Expression<SqlBool>[] = [indexDrives ? ownedBy(userId) : eb('a.user_id', '=', userId)];
  const section = tabOnRows ? sql<number>`+${eb.ref('a.gallery_section')}` : eb.ref('a.gallery_section');
  if (query.scope === 'active') conditions.push(eb(section, '<', GALLERY_SECTION.sold));
  if (query.scope === 'sold') conditions.push(eb(section, '=', GALLERY_SECTION.sold));
  if (query.status) conditions.push(eb('a.status', '=', query.status));
  // "Available" means in the studio, ready to sell: a work out with a dealer reads as Consigned.
  if (query.status === 'available') conditions.push(eb(section, '=', GALLERY_SECTION.studio));
  if (query.category) conditions.push(eb('a.category_id', '=', query.category));
  if (query.series) conditions.push(eb('a.series_id', '=', query.series));
  if (query.search)
    conditions.push(artworkSearchCondition(db, query.search, userId, query.scope, walk, matchesDrive));
  return eb.and(conditions);
}

/** Only a search narrows the rows (the tab is not a filter here): the index counts them by itself. */
function isSearchOnly(query: ArtworkListQuery): query is ArtworkListQuery & { search: string } {
  return Boolean(query.search) && !query.status && !query.category && !query.series;
}

/** No filter narrows the rows: the tab's count and totals are the maintained ones in gallery_sections. */
function isUnfiltered(query: ArtworkListQuery): boolean {
  return !query.status && !query.category && !query.series && !query.search;
}

/** Only the status narrows the rows: the maintained per-status totals answer (artwork_status_totals). */
function isStatusOnly(query: ArtworkListQuery): query is ArtworkListQuery & { status: ArtworkStatus } {
  return Boolean(query.status) && !query.category && !query.series && !query.search;
}

/**
 * The artwork_status_totals sections that hold the rows `filters` matches for a status: the tab's
 * sections (no tab: every row, unplaced ones too), and only the studio for "available".
 */
function statusTotalSections(
  query: ArtworkListQuery & { status: ArtworkStatus },
): (GallerySection | typeof UNPLACED)[] {
  const inTab: (GallerySection | typeof UNPLACED)[] =
    query.scope === 'active'
      ? [GALLERY_SECTION.studio, GALLERY_SECTION.withDealer]
      : query.scope === 'sold'
        ? [GALLERY_SECTION.sold]
        : [UNPLACED, GALLERY_SECTION.studio, GALLERY_SECTION.withDealer, GALLERY_SECTION.sold];
  return query.status === 'available' ? inTab.filter((section) => section === GALLERY_SECTION.studio) : inTab;
}

/**
 * The path of a work's cover image, as a subquery on the artwork `artworkId` names: its lowest sort_order,
 * then the first added. Every list that shows a work's picture uses it, so they all show the same one.
 * Built like a select callback's own subquery (no executor), so it is compiled only as part of its query.
 */
export function primaryImageOf(artworkId: Expression<number>) {
  return expressionBuilder<Database>()
    .selectFrom('artwork_images as i')
    .select('i.image_path')
    .where('i.artwork_id', '=', artworkId)
    .orderBy('i.sort_order')
    .orderBy('i.id')
    .limit(1);
}

/**
 * The listed columns of a work with its joins, built once per handle: Kysely's builders are immutable, and
 * building this one (six joins, two subqueries, thirty columns) took more CPU than running it on one work.
 * One work's read compiles it once (`artworkOfOwner`), and so does the gallery's page read on SQLite
 * (`pageOfIds`); on PostgreSQL the page read, whose `in` list changes length, adds its where clauses to
 * this. A transaction is a handle of its own, so it builds its own.
 */
const artworkSelects = new WeakMap<Db, ReturnType<typeof buildSelectArtworks>>();

function selectArtworks(db: Db) {
  let select = artworkSelects.get(db);
  if (!select) {
    select = buildSelectArtworks(db);
    artworkSelects.set(db, select);
  }
  return select;
}

function buildSelectArtworks(db: Db) {
  return db
    .selectFrom('artworks as a')
    .leftJoin('categories as c', 'c.id', 'a.category_id')
    .leftJoin('series as s', 's.id', 'a.series_id')
    .leftJoin('consignments as k', (join) =>
      join.onRef('k.artwork_id', '=', 'a.id').on('k.status', '=', statusInSql('consigned')),
    )
    .leftJoin('dealers as d', 'd.id', 'k.dealer_id')
    .leftJoin('sales as sa', 'sa.artwork_id', 'a.id')
    .selectAll('a')
    .select((eb) => [
      'c.name as category_name',
      's.name as series_name',
      'k.id as k_id',
      'k.dealer_id as k_dealer_id',
      'd.name as k_dealer_name',
      'd.company_name as k_dealer_company',
      'd.commission_type as k_commission_type',
      'k.consignment_price_cents as k_price_cents',
      'k.commission_rate_x100 as k_rate_x100',
      'k.consignment_date as k_date',
      'sa.id as sale_id',
      'sa.sale_price_cents as sale_price_cents',
      'sa.net_amount_cents as sale_net_cents',
      'sa.sale_date as sale_date',
      'sa.payment_status as sale_payment_status',
      'sa.dealer_name as sale_dealer_name',
      primaryImageOf(eb.ref('a.id')).as('primary_image'),
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
  k_id: number | null;
  k_dealer_id: number | null;
  k_dealer_name: string | null;
  k_dealer_company: string | null;
  k_commission_type: 'percentage' | 'flat_rate' | null;
  k_price_cents: number | null;
  k_rate_x100: number | null;
  k_date: string | null;
  sale_id: number | null;
  sale_price_cents: number | null;
  sale_net_cents: number | null;
  sale_date: string | null;
  sale_payment_status: 'pending' | 'paid' | null;
  sale_dealer_name: string | null;
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
    consignment:
      row.k_id === null
        ? null
        : {
            id: row.k_id,
            dealer_id: row.k_dealer_id!,
            dealer_name: row.k_dealer_name!,
            dealer_company: row.k_dealer_company,
            consignment_price: dollarsOrNull(row.k_price_cents),
            commission_rate: rateFromStored(row.k_rate_x100 ?? 0),
            commission_type: row.k_commission_type ?? 'percentage',
            consignment_date: row.k_date!,
          },
    sale:
      row.sale_id === null
        ? null
        : {
            id: row.sale_id,
            sale_price: fromCents(Number(row.sale_price_cents)),
            net_amount: fromCents(Number(row.sale_net_cents)),
            sale_date: row.sale_date!,
            payment_status: row.sale_payment_status ?? 'paid',
            dealer_name: row.sale_dealer_name,
          },
  };
}

/** The columns a tab's list is sorted by, first to last; the id breaks ties. */
function tabOrder(scope: ArtworkListQuery['scope']) {
  const order: Array<[column: TabOrderColumn, direction: 'asc' | 'desc']> = [];
  // The active tab groups "Your Studio" first, then one section per dealer: keep each group contiguous.
  if (scope === 'active') {
    order.push(['gallery_section', 'asc'], ['gallery_dealer_name', 'asc'], ['gallery_dealer_id', 'asc']);
  }
  if (scope === 'sold') order.push(['gallery_sold_on', 'desc']);
  order.push(['created_at', 'desc'], ['id', 'desc']);
  return order;
}

type TabOrderColumn =
  'gallery_section' | 'gallery_dealer_name' | 'gallery_dealer_id' | 'gallery_sold_on' | 'created_at' | 'id';

/** The page's ids in the tab's order, walking the tab's index (see listArtworks and filters' `walk`). */
function pageIds(db: Db, userId: number, query: ArtworkListQuery, walk = false, matchesDrive = false) {
  let page = db
    .selectFrom('artworks as a')
    .select('a.id')
    .where((eb) => filters(eb as unknown as ArtworkEb, userId, query, db, { walk, matchesDrive }));
  for (const [column, direction] of tabOrder(query.scope)) page = page.orderBy(`a.${column}`, direction);
  return page.limit(query.limit ?? ARTWORK_PAGE_DEFAULT).offset(query.offset ?? 0);
}

/**
 * The page's ids and the number of matches of a search the index drives, or of a rare filter, found through
 * the search's or the filter's index, not the tab's. The matches are found once, into a materialized CTE
 * with their sort columns, which the page sorts and the total counts: cheaper than a window count carried
 * through the sort (measured in docs/decisions.md).
 */
async function matchedPageIds(db: Db, userId: number, query: ArtworkListQuery) {
  const order = tabOrder(query.scope);
  let page = db
    .with(
      (cte) => cte('m').materialized(),
      (qb) =>
        qb
          .selectFrom('artworks as a')
          .select(order.map(([column]) => `a.${column}` as const))
          .where((eb) => filters(eb as unknown as ArtworkEb, userId, query, db, { tabOnRows: true })),
    )
    .selectFrom('m')
    .select((eb) => ['m.id', eb.selectFrom('m').select(eb.fn.countAll<number>().as('n')).as('total')]);
  for (const [column, direction] of order) page = page.orderBy(`m.${column}`, direction);
  return page
    .limit(query.limit ?? ARTWORK_PAGE_DEFAULT)
    .offset(query.offset ?? 0)
    .execute();
}

/**
 * SQLite: a page's rows by their ids, given as one JSON array, so every page is one statement compiled and
 * prepared once, whatever its length (0.1–0.2 ms less per page of 60 than building and compiling it with
 * an `in` list each time). PostgreSQL keeps the `in` list.
 */
const pageOfIds = compiledOnce((db, param: Param<'userId' | 'idsJson'>) =>
  selectArtworks(db)
    .where(ownedBy(param('userId')))
    .where('a.id', 'in', sql<number>`(select value from json_each(${param('idsJson')}))`),
);

/** The listed rows of these ids, in the ids' order. */
async function readPage(db: Db, userId: number, ids: number[]): Promise<ArtworkListItem[]> {
  if (ids.length === 0) return [];
  const rows = isPostgres(db)
    ? await selectArtworks(db).where(ownedBy(userId)).where('a.id', 'in', ids).execute()
    : await pageOfIds(db, { userId, idsJson: JSON.stringify(ids) });
  const byId = new Map(rows.map((row) => [row.id, toArtworkListItem(row as ListedRow)]));
  return ids.map((id) => byId.get(id)!);
}

/**
 * One page of artworks. The page's ids are chosen first with a lean query that walks the tab's index
 * (artworks_gallery_active_idx, artworks_gallery_sold_idx, or user + created_at) in its order, then only
 * those rows are read in full with their consignment, sale and images.
 */
export async function listArtworks(
  db: Db,
  userId: number,
  query: ArtworkListQuery,
): Promise<ArtworkListItem[]> {
  const ids = (await pageIds(db, userId, query).execute()).map((row) => row.id);
  return readPage(db, userId, ids);
}

/**
 * How a page is found once its matches are counted. Sorting the matches costs each of them a row lookup
 * and a sort step; walking the tab's index in its order, keeping the matches, costs `walkStep` of that per
 * row walked, and on average rowsNeeded × rowsInTab ÷ matches rows are walked. Walk when that is less:
 * matches² > walkStep × rowsNeeded × rowsInTab. A common word in a big account walks (about 2,400 rows
 * for 60 of 1,266 matches in 50,000 works); a rare one, or a series of twelve works, sorts its matches.
 */
function walkIsCheaper(matches: number, rowsNeeded: number, rowsInTab: number, walkStep: number): boolean {
  return matches * matches > walkStep * rowsNeeded * rowsInTab;
}

/**
 * A walked row's cost over a sorted match's, measured on SQLite (docs/decisions.md, 2026-11-27). A search's
 * walk checks each entry's id against the matches: a third. A filter's checks the status, category or
 * series the tab's index holds beside the order, while a sorted match is a row read: a sixteenth.
 */
const WALK_STEP = { search: 1 / 3, filter: 1 / 16 } as const;

/**
 * How many works a tab holds, from the maintained counts, as a scalar subquery: its gallery sections'
 * count, or without a tab every row of the account (artwork_counts, as countAccountArtworks reads it).
 */
function tabSize(userId: number, scope: ArtworkListQuery['scope']) {
  return scope === 'active' || scope === 'sold'
    ? sql<number>`(select coalesce(sum(artwork_count), 0) from gallery_sections
        where user_id = ${userId} and section in (${sql.join(tabSections(scope))}))`
    : sql<number>`(select coalesce(max(artwork_count), 0) from artwork_counts where user_id = ${userId})`;
}

/**
 * The page and the number matching (X-Total-Count).
 * - No filter, or a status alone in the active tab: the page walks an index in the tab's order, and the
 *   count comes from the maintained totals.
 * - A category or series filter without a search, on SQLite: counted first, then walked or sorted
 *   (filteredPage).
 * - A search alone, on either database: the search index counts the tab's matches by itself, then the
 *   page is found by sorting the matches or by walking the tab's index, whichever costs less (walkIsCheaper).
 * - A search with other filters: the matches are found once for the page and the count (matchedPageIds)
 *   instead of a second lookup of every match. A page past the end has no row to carry the count, so it is
 *   counted apart.
 */
export async function listArtworksWithTotal(
  db: Db,
  userId: number,
  query: ArtworkListQuery,
): Promise<{ items: ArtworkListItem[]; total: number }> {
  if (!query.search && !isUnfiltered(query) && !statusInTabOrder(query) && !isPostgres(db)) {
    return filteredPage(db, userId, query);
  }
  if (!query.search || !searchIndexCounts(query.search)) {
    const [items, total] = await Promise.all([
      listArtworks(db, userId, query),
      countArtworks(db, userId, query),
    ]);
    return { items, total };
  }
  // On PostgreSQL too: its estimate of a term's matches comes from a sample, and a common word's page was
  // planned as a hash of the whole account or a parallel walk (15 to 40 ms on 50,000 works).
  if (isSearchOnly(query)) {
    // The count of matches and the tab's size in one statement.
    const { rows } = await sql<{ matches: number; tab_size: number }>`select
      ${indexedMatchCount(db, query.search, userId, query.scope)} as matches, ${tabSize(userId, query.scope)} as tab_size`.execute(
      db,
    );
    const total = Number(rows[0]!.matches);
    const offset = query.offset ?? 0;
    if (offset >= total) return { items: [], total };
    const walk = walkIsCheaper(
      total,
      offset + (query.limit ?? ARTWORK_PAGE_DEFAULT),
      Number(rows[0]!.tab_size),
      WALK_STEP.search,
    );
    const ids = (await pageIds(db, userId, query, walk, !walk).execute()).map((row) => row.id);
    return { items: await readPage(db, userId, ids), total };
  }
  if (!searchIndexDrives(db, query.search)) {
    const [items, total] = await Promise.all([
      listArtworks(db, userId, query),
      countArtworks(db, userId, query),
    ]);
    return { items, total };
  }
  const rows = await matchedPageIds(db, userId, query);
  const total =
    rows.length > 0 ? Number(rows[0]!.total) : query.offset ? await countArtworks(db, userId, query) : 0;
  return {
    items: await readPage(
      db,
      userId,
      rows.map((row) => row.id),
    ),
    total,
  };
}

/**
 * A status alone in the active tab: its own index is in the tab's order (artworks_status_gallery_idx), so
 * its page is one range of it however rare the status, and it needs no choosing.
 */
function statusInTabOrder(query: ArtworkListQuery): boolean {
  return isStatusOnly(query) && query.scope === 'active';
}

/**
 * A page of any other filter without a search (a category, a series, a status outside the active tab) on
 * SQLite. Walking the tab's index in order finds a common filter's page within a few rows, but a rare one
 * (a series of twelve works among 50,000) only after reading every entry of the tab; its few matches are
 * cheaper read through the filter's own index and sorted.
 * The count comes first, from maintained totals or that index, and decides (walkIsCheaper); a page past the
 * end reads nothing. PostgreSQL's planner makes this choice from its statistics; SQLite's has none that
 * are fresh (see ownedBy).
 */
async function filteredPage(db: Db, userId: number, query: ArtworkListQuery) {
  const [total, rowsInTab] = await Promise.all([
    countArtworks(db, userId, query),
    sql<{ n: number }>`select ${tabSize(userId, query.scope)} as n`.execute(db),
  ]);
  const offset = query.offset ?? 0;
  if (offset >= total) return { items: [], total };
  const rowsNeeded = offset + (query.limit ?? ARTWORK_PAGE_DEFAULT);
  if (walkIsCheaper(total, rowsNeeded, Number(rowsInTab.rows[0]!.n), WALK_STEP.filter)) {
    return { items: await listArtworks(db, userId, query), total };
  }
  const ids = (await matchedPageIds(db, userId, query)).map((row) => row.id);
  return { items: await readPage(db, userId, ids), total };
}

/** The gallery sections of a tab; without one, every placed work. */
function tabSections(scope: ArtworkListQuery['scope']): GallerySection[] {
  if (scope === 'active') return [GALLERY_SECTION.studio, GALLERY_SECTION.withDealer];
  if (scope === 'sold') return [GALLERY_SECTION.sold];
  return [GALLERY_SECTION.studio, GALLERY_SECTION.withDealer, GALLERY_SECTION.sold];
}

/** How many artworks the list's filters match; without filters, the tab's maintained count. */
export async function countArtworks(db: Db, userId: number, query: ArtworkListQuery = {}): Promise<number> {
  if (isUnfiltered(query)) {
    const sections = tabSections(query.scope);
    const row = await db
      .selectFrom('gallery_sections')
      .select((eb) => eb.fn.sum<number>('artwork_count').as('n'))
      .where('user_id', '=', userId)
      .where('section', 'in', sections)
      .executeTakeFirstOrThrow();
    return Number(row.n ?? 0);
  }
  // On PostgreSQL too, where the planner chooses how the page is found: a count that joined artworks to
  // see the tab read the whole tab's index entries, or every row of the account.
  if (isSearchOnly(query) && searchIndexCounts(query.search)) {
    const { rows } = await sql<{
      n: number;
    }>`select ${indexedMatchCount(db, query.search, userId, query.scope)} as n`.execute(db);
    return Number(rows[0]!.n);
  }
  if (isStatusOnly(query)) {
    const sections = statusTotalSections(query);
    // "Available" on the sold tab: no section can hold such a work.
    if (sections.length === 0) return 0;
    const row = await db
      .selectFrom('artwork_status_totals')
      .select((eb) => eb.fn.sum<number>('artwork_count').as('n'))
      .where('user_id', '=', userId)
      .where('status', '=', query.status)
      .where('section', 'in', sections)
      .executeTakeFirstOrThrow();
    return Number(row.n ?? 0);
  }
  const row = await db
    .selectFrom('artworks as a')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where((eb) => filters(eb as unknown as ArtworkEb, userId, query, db))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const artworkCountOfUser = compiledOnce((db, param: Param<'userId'>) =>
  db.selectFrom('artwork_counts').select('artwork_count').where('user_id', '=', param('userId')),
);

/**
 * Every artwork row of the account (the plan meter and the plan cap). artwork_counts is kept by triggers
 * on artworks, so it holds whatever wrote the rows, placed in the gallery or not.
 */
export async function countAccountArtworks(db: Db, userId: number): Promise<number> {
  const [row] = await artworkCountOfUser(db, { userId });
  return Number(row?.artwork_count ?? 0);
}

const availableInStudioOfUser = compiledOnce((db, param: Param<'userId'>) =>
  db
    .selectFrom('artwork_status_totals')
    .select((eb) => eb.fn.sum<number>('artwork_count').as('n'))
    .where('user_id', '=', param('userId'))
    .where('status', '=', 'available')
    .where('section', '=', GALLERY_SECTION.studio),
);

/** Available works still in the studio: a consigned work shows as Consigned, not Available. */
export async function countAvailableInStudio(db: Db, userId: number): Promise<number> {
  const [row] = await availableInStudioOfUser(db, { userId });
  return Number(row?.n ?? 0);
}

const artworkOfOwner = compiledOnce((db, param: Param<'userId' | 'id'>) =>
  selectArtworks(db).where('a.user_id', '=', param('userId')).where('a.id', '=', param('id')),
);

export async function findArtwork(db: Db, userId: number, id: number): Promise<Artwork | undefined> {
  const [row] = await artworkOfOwner(db, { userId, id });
  if (!row) return undefined;
  const images = await listImages(db, id);
  // Onto the fresh item rather than spread into a new literal: V8 took 5–7 µs to spread its 31 fields, 1.5
  // to assign one more.
  return Object.assign(toArtworkListItem(row as ListedRow), {
    images: images.map((i) => ({ id: i.id, image_path: i.image_path })),
  });
}

const imagesOfArtwork = compiledOnce((db, param: Param<'artworkId'>) =>
  db
    .selectFrom('artwork_images')
    .selectAll()
    .where('artwork_id', '=', param('artworkId'))
    .orderBy('sort_order')
    .orderBy('id'),
);

export function listImages(db: Db, artworkId: number): Promise<ArtworkImageRow[]> {
  return imagesOfArtwork(db, { artworkId });
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

/** One gallery section's count and summed gallery value (cents); a dealer's section names its dealer. */
interface SectionTotal {
  section: number;
  count: number | string;
  value: number | string | null;
}
interface DealerSection extends SectionTotal {
  dealer_id: number | null;
  dealer_name: string | null;
  dealer_company: string | null;
}
/** Every section's total, and the dealer sections asked for (`dealerIds` undefined: all of them). */
interface Sections {
  totals: SectionTotal[];
  dealers: DealerSection[];
}

/**
 * Per-tab counts and the sums the gallery headers show, over the same filters as the list. Without
 * filters they are the maintained rows of gallery_sections, with a status alone those of
 * artwork_status_totals; with other filters the matching rows' stored section and value are summed.
 * `dealer_ids` names the dealers whose sections the gallery shows, so the answer is the size of a page
 * (the huge account has hundreds of dealers); without it every dealer's section comes back.
 */
export async function summarizeArtworks(
  db: Db,
  userId: number,
  query: ArtworkSummaryQuery,
): Promise<ArtworkSummary> {
  const { scope: _scope, dealer_ids: dealerIds, ...rest } = query;
  const { totals, dealers } = isUnfiltered(rest)
    ? await maintainedSections(db, userId, dealerIds)
    : isStatusOnly(rest)
      ? await statusSections(db, userId, rest, dealerIds)
      : await matchingSections(db, userId, rest, dealerIds);
  const total = (section: number) =>
    totals
      .filter((s) => s.section === section)
      .reduce((sum, s) => ({ count: sum.count + Number(s.count), value: sum.value + Number(s.value ?? 0) }), {
        count: 0,
        value: 0,
      });
  const studio = total(GALLERY_SECTION.studio);
  const withDealers = total(GALLERY_SECTION.withDealer);
  const sold = total(GALLERY_SECTION.sold);
  return {
    active_count: studio.count + withDealers.count,
    sold_count: sold.count,
    studio: { count: studio.count, total_value: fromCents(studio.value) },
    dealers: dealers.map((d) => ({
      dealer_id: d.dealer_id!,
      dealer_name: d.dealer_name!,
      dealer_company: d.dealer_company,
      count: Number(d.count),
      total_value: fromCents(Number(d.value ?? 0)),
    })),
    sold: {
      total_sold: sold.count,
      net_revenue: fromCents(sold.value),
      average_net_sale: sold.count ? fromCents(Math.round(sold.value / sold.count)) : 0,
    },
  };
}

/** No filter: the maintained gallery_sections (one row per section and dealer). */
async function maintainedSections(
  db: Db,
  userId: number,
  dealerIds: number[] | undefined,
): Promise<Sections> {
  const [totals, dealers] = await Promise.all([
    db
      .selectFrom('gallery_sections')
      .select((eb) => [
        'section',
        eb.fn.sum<number>('artwork_count').as('count'),
        eb.fn.sum<number>('value_cents').as('value'),
      ])
      .where('user_id', '=', userId)
      .groupBy('section')
      .execute(),
    dealerIds?.length === 0
      ? []
      : db
          .selectFrom('gallery_sections as g')
          .leftJoin('dealers as d', 'd.id', 'g.dealer_id')
          .select([
            'g.section',
            'g.dealer_id',
            'd.name as dealer_name',
            'd.company_name as dealer_company',
            'g.artwork_count as count',
            'g.value_cents as value',
          ])
          .where('g.user_id', '=', userId)
          .where('g.section', '=', GALLERY_SECTION.withDealer)
          .where('g.artwork_count', '>', 0)
          .$if(dealerIds !== undefined, (q) => q.where('g.dealer_id', 'in', dealerIds!))
          .orderBy('d.name')
          .orderBy('g.dealer_id')
          .execute(),
  ]);
  return { totals, dealers };
}

/** A status alone: the maintained artwork_status_totals of the tab's sections. */
async function statusSections(
  db: Db,
  userId: number,
  query: ArtworkListQuery & { status: ArtworkStatus },
  dealerIds: number[] | undefined,
): Promise<Sections> {
  const sections = statusTotalSections(query).filter((section) => section !== UNPLACED);
  const [totals, dealers] = await Promise.all([
    db
      .selectFrom('artwork_status_totals')
      .select((eb) => [
        'section',
        eb.fn.sum<number>('artwork_count').as('count'),
        eb.fn.sum<number>('value_cents').as('value'),
      ])
      .where('user_id', '=', userId)
      .where('status', '=', query.status)
      .where('section', 'in', sections)
      .groupBy('section')
      .execute(),
    dealerIds?.length === 0 || !sections.includes(GALLERY_SECTION.withDealer)
      ? []
      : db
          .selectFrom('artwork_status_totals as t')
          .leftJoin('dealers as d', 'd.id', 't.dealer_id')
          .select([
            't.section',
            't.dealer_id',
            'd.name as dealer_name',
            'd.company_name as dealer_company',
            't.artwork_count as count',
            't.value_cents as value',
          ])
          .where('t.user_id', '=', userId)
          .where('t.status', '=', query.status)
          .where('t.section', '=', GALLERY_SECTION.withDealer)
          .where('t.artwork_count', '>', 0)
          .$if(dealerIds !== undefined, (q) => q.where('t.dealer_id', 'in', dealerIds!))
          .orderBy('d.name')
          .orderBy('t.dealer_id')
          .execute(),
  ]);
  return { totals, dealers };
}

/** Other filters: the matching rows' stored sections and values, added up. */
async function matchingSections(
  db: Db,
  userId: number,
  query: ArtworkListQuery,
  dealerIds: number[] | undefined,
): Promise<Sections> {
  const rows = (await db
    .selectFrom('artworks as a')
    .leftJoin('dealers as d', 'd.id', 'a.gallery_dealer_id')
    .select((eb) => [
      'a.gallery_section as section',
      'a.gallery_dealer_id as dealer_id',
      'd.name as dealer_name',
      'd.company_name as dealer_company',
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('a.gallery_value_cents').as('value'),
    ])
    .where((eb) => filters(eb as unknown as ArtworkEb, userId, query, db))
    .where('a.gallery_section', 'is not', null)
    .groupBy(['a.gallery_section', 'a.gallery_dealer_id', 'd.name', 'd.company_name'])
    .orderBy('a.gallery_section')
    .orderBy('d.name')
    .orderBy('a.gallery_dealer_id')
    .execute()) as DealerSection[];
  const asked = dealerIds && new Set(dealerIds);
  return {
    totals: rows,
    dealers: rows.filter(
      (row) => row.section === GALLERY_SECTION.withDealer && (!asked || asked.has(Number(row.dealer_id))),
    ),
  };
}

/** Adds (sign 1) or removes (sign -1) one placed artwork to or from its section's maintained totals. */
async function countInSection(db: Db, userId: number, placed: Placement, sign: 1 | -1): Promise<void> {
  await db
    .insertInto('gallery_sections')
    .values({
      user_id: userId,
      section: placed.section,
      dealer_id: placed.dealerId ?? 0,
      artwork_count: sign,
      value_cents: sign * placed.valueCents,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'section', 'dealer_id']).doUpdateSet((eb) => ({
        artwork_count: eb('gallery_sections.artwork_count', '+', eb.ref('excluded.artwork_count')),
        value_cents: eb('gallery_sections.value_cents', '+', eb.ref('excluded.value_cents')),
      })),
    )
    .execute();
}

/**
 * Recomputes where the gallery shows these artworks from what they are now (status, open consignment
 * and its dealer, sale, prices), writes it on their rows and moves them between the maintained totals.
 * Every write that changes one of those inputs calls it in its own transaction, after its writes, with
 * the artwork's row locked; a row already placed where it belongs is left alone.
 */
export async function syncGalleryPlacement(db: Db, userId: number, artworkIds: number[]): Promise<void> {
  for (const id of [...new Set(artworkIds)]) {
    const row = await db
      .selectFrom('artworks as a')
      .leftJoin('consignments as k', (join) =>
        join.onRef('k.artwork_id', '=', 'a.id').on('k.status', '=', statusInSql('consigned')),
      )
      .leftJoin('dealers as d', 'd.id', 'k.dealer_id')
      .leftJoin('sales as sa', 'sa.artwork_id', 'a.id')
      .select([
        'a.status',
        'a.price_cents',
        'a.gallery_section',
        'a.gallery_dealer_id',
        'a.gallery_dealer_name',
        'a.gallery_sold_on',
        'a.gallery_value_cents',
        'k.dealer_id',
        'd.name as dealer_name',
        'k.consignment_price_cents',
        'sa.sale_date',
        'sa.net_amount_cents',
      ])
      .where('a.id', '=', id)
      .where('a.user_id', '=', userId)
      .executeTakeFirst();
    if (!row) continue;
    const price = row.price_cents === null ? 0 : Number(row.price_cents);
    const next: Placement =
      row.status === 'sold'
        ? {
            section: GALLERY_SECTION.sold,
            dealerId: null,
            dealerName: null,
            soldOn: row.sale_date ?? '',
            valueCents: row.net_amount_cents === null ? price : Number(row.net_amount_cents),
          }
        : row.dealer_id !== null
          ? {
              section: GALLERY_SECTION.withDealer,
              dealerId: row.dealer_id,
              dealerName: row.dealer_name,
              soldOn: '',
              valueCents: row.consignment_price_cents === null ? price : Number(row.consignment_price_cents),
            }
          : {
              section: GALLERY_SECTION.studio,
              dealerId: null,
              dealerName: null,
              soldOn: '',
              valueCents: price,
            };
    const before: Placement | null =
      row.gallery_section === null
        ? null
        : {
            section: row.gallery_section,
            dealerId: row.gallery_dealer_id,
            dealerName: row.gallery_dealer_name,
            soldOn: row.gallery_sold_on,
            valueCents: Number(row.gallery_value_cents),
          };
    if (
      before &&
      before.section === next.section &&
      before.dealerId === next.dealerId &&
      before.dealerName === next.dealerName &&
      before.soldOn === next.soldOn &&
      before.valueCents === next.valueCents
    ) {
      continue;
    }
    await db
      .updateTable('artworks')
      .set({
        gallery_section: next.section,
        gallery_dealer_id: next.dealerId,
        gallery_dealer_name: next.dealerName,
        gallery_sold_on: next.soldOn,
        gallery_value_cents: next.valueCents,
      })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute();
    if (before) await countInSection(db, userId, before, -1);
    await countInSection(db, userId, next, 1);
  }
}

/** A renamed dealer's works move with it in the active tab's order (its totals are keyed by its id). */
export async function renameGalleryDealer(
  db: Db,
  userId: number,
  dealerId: number,
  name: string,
): Promise<void> {
  await db
    .updateTable('artworks')
    .set({ gallery_dealer_name: name })
    .where('user_id', '=', userId)
    .where('gallery_section', '=', GALLERY_SECTION.withDealer)
    .where('gallery_dealer_id', '=', dealerId)
    .execute();
}

/** Stores processed images' rows after the artwork's existing ones. */
export async function insertImages(
  db: Db,
  artworkId: number,
  userId: number,
  images: { name: string; width: number; height: number; image: Buffer }[],
  firstSortOrder: number,
): Promise<void> {
  if (images.length === 0) return;
  const now = new Date().toISOString();
  await db
    .insertInto('artwork_images')
    .values(
      images.map((image, index) => ({
        artwork_id: artworkId,
        user_id: userId,
        image_path: image.name,
        width: image.width,
        height: image.height,
        size_bytes: image.image.length,
        sort_order: firstSortOrder + index,
        created_at: now,
      })),
    )
    .execute();
}

/** Which of these stored image names still belong to an image row (any user's). */
export async function referencedImageNames(db: Db, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db
    .selectFrom('artwork_images')
    .select('image_path')
    .where('image_path', 'in', names)
    .execute();
  return new Set(rows.map((row) => row.image_path));
}

/** Every stored image file name of the user's artworks (for removing their files with the account). */
export async function listUserImagePaths(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('artwork_images')
    .select('image_path')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((r) => r.image_path);
}

/** The artwork's own row (no joins), for services that check it before they write. */
export function findArtworkRow(db: Db, userId: number, id: number): Promise<ArtworkRow | undefined> {
  return db
    .selectFrom('artworks')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Writes a status (and location) that artworkStatusTransition allowed; nothing else calls this. */
export async function writeArtworkStatus(
  db: Db,
  userId: number,
  id: number,
  change: { status: ArtworkStatus; location?: string },
): Promise<void> {
  await db
    .updateTable('artworks')
    .set({ ...change, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
}

/** The body's fields as columns: money in cents, booleans as 0/1, tags normalised. */
export function artworkColumns(
  input: Partial<ArtworkCreateInput> | ArtworkUpdateInput,
): Updateable<ArtworksTable> {
  const out: Record<string, unknown> = {};
  const copy = [
    'title',
    'description',
    'category_id',
    'series_id',
    'medium',
    'dimensions_width',
    'dimensions_height',
    'dimensions_depth',
    'dimensions_unit',
    'year_created',
    'status',
    'location',
    'edition_number',
    'total_editions',
    'tags',
    'notes',
    'condition_notes',
  ] as const;
  for (const key of copy) if (input[key] !== undefined) out[key] = input[key];
  if (input.price !== undefined) out.price_cents = centsOrNull(input.price);
  if (input.cost_to_create !== undefined) out.cost_to_create_cents = centsOrNull(input.cost_to_create);
  if (input.insurance_value !== undefined) out.insurance_value_cents = centsOrNull(input.insurance_value);
  if (input.is_original !== undefined) {
    out.is_original = input.is_original ? 1 : 0;
    // An original has no edition.
    if (input.is_original) Object.assign(out, { edition_number: null, total_editions: null });
  }
  if (typeof input.tags === 'string') out.tags = normaliseTags(input.tags);
  return out as Updateable<ArtworksTable>;
}

/** "blue, , Portrait ,blue" → "blue, Portrait". */
export function normaliseTags(tags: string): string | null {
  const seen = new Set<string>();
  const list = tags
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
  return list.length ? list.join(', ') : null;
}

/** Inserts a new artwork (status checked by the create schema) and returns its id. */
export async function insertArtwork(db: Db, userId: number, input: ArtworkCreateInput): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('artworks')
    .values({
      ...artworkColumns(input),
      title: input.title,
      medium: input.medium,
      user_id: userId,
      created_at: now,
      updated_at: now,
    } as Insertable<ArtworksTable>)
    .returning('id')
    .executeTakeFirstOrThrow();
  await syncGalleryPlacement(db, userId, [id]);
  return id;
}

/** Writes edited fields; the status is never among them (see writeArtworkStatus). */
export async function updateArtworkColumns(
  db: Db,
  userId: number,
  id: number,
  changes: Updateable<ArtworksTable>,
): Promise<void> {
  const { status: _status, ...rest } = changes;
  await db
    .updateTable('artworks')
    .set({ ...rest, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
}

/** Deletes the artwork, and takes it out of its gallery section; its images' rows go with it (cascade). */
export async function deleteArtworkRow(db: Db, userId: number, id: number): Promise<void> {
  const placed = await db
    .deleteFrom('artworks')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(['gallery_section', 'gallery_dealer_id', 'gallery_value_cents'])
    .executeTakeFirst();
  if (placed?.gallery_section == null) return;
  await countInSection(
    db,
    userId,
    {
      section: placed.gallery_section,
      dealerId: placed.gallery_dealer_id,
      dealerName: null,
      soldOn: '',
      valueCents: Number(placed.gallery_value_cents),
    },
    -1,
  );
}
