export const ROLES = ['artist', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const PLAN_FEATURES = [
  'gallery',
  'basic_artwork_management',
  'supplies',
  'analytics',
  'inspiration',
  'dealers',
  'advanced_features',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export const PLAN_IDS = { free: 1, basic: 2, pro: 3 } as const;
export const FREE_PLAN_MAX_ARTWORKS = 5;
/** A plan's max_artworks when it has no cap. */
export const UNLIMITED = -1;

export const ARTWORK_STATUSES = [
  'available',
  'sold',
  'on_display',
  'reserved',
  'not_for_sale',
  'damaged',
  'in_storage',
] as const;
export type ArtworkStatus = (typeof ARTWORK_STATUSES)[number];
/** What the add form offers; edit mode offers all seven. */
export const NEW_ARTWORK_STATUSES = [
  'available',
  'on_display',
  'reserved',
  'not_for_sale',
  'in_storage',
] as const satisfies readonly ArtworkStatus[];

export const MEDIUMS = [
  'Oil painting',
  'Acrylic painting',
  'Watercolor',
  'Digital art',
  'Photography',
  'Pencil drawing',
  'Charcoal drawing',
  'Ink drawing',
  'Pastel',
  'Sculpture',
  'Mixed media',
  'Printmaking',
  'Collage',
  'Textile art',
  'Other',
] as const;

export const DIMENSION_UNITS = ['inches', 'cm'] as const;
export type DimensionUnit = (typeof DIMENSION_UNITS)[number];

export const PAYMENT_METHODS = ['check', 'cash', 'card', 'bank_transfer', 'paypal', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  check: 'Check',
  cash: 'Cash',
  card: 'Credit Card',
  bank_transfer: 'Bank Transfer',
  paypal: 'PayPal',
  other: 'Other',
};

export const RETURN_CONDITIONS = ['excellent', 'good', 'fair', 'poor', 'damaged'] as const;

export const CONSIGNMENT_STATUSES = ['consigned', 'sold', 'returned', 'lost_damaged'] as const;
export const SALE_PAYMENT_STATUSES = ['pending', 'paid'] as const;

export const DEALER_STATUSES = ['active', 'inactive', 'pending'] as const;
export const DEALER_TYPES = ['dealer', 'gallery', 'agent', 'representative', 'online_platform'] as const;
export const COMMISSION_TYPES = ['percentage', 'flat_rate'] as const;
export const CONTACT_METHODS = ['email', 'phone', 'both'] as const;

export const LIMITS = {
  passwordMin: 6,
  passwordMax: 128,
  usernameMin: 3,
  usernameMax: 50,
  nameMax: 100,
  emailMax: 254,
  textMax: 5000,
  shortTextMax: 255,
  dashboardRecentArtworks: 6,
  maxImagesPerArtwork: 10,
  maxImageBytes: 10 * 1024 * 1024,
  /** Every JSON body; images come as multipart and have their own limits. */
  maxJsonBodyBytes: 256 * 1024,
  requestTimeoutMs: 30_000,
  uploadTimeoutMs: 60_000,
  outstandingRefreshMs: 30_000,
  seriesYearMin: 1000,
} as const;

/** Storage keys the web app shares with the spec. */
export const STORAGE_KEYS = {
  token: 'authToken',
  user: 'user',
  openAiKey: 'openaiApiKey',
} as const;

/** Seeded artwork categories; ids are their 1-based positions. */
export const ARTWORK_CATEGORIES = [
  'Painting',
  'Drawing',
  'Sculpture',
  'Photography',
  'Digital Art',
  'Printmaking',
  'Mixed Media',
  'Textile & Fiber',
  'Ceramics',
  'Installation',
  'Other',
] as const;
