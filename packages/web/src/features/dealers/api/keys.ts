/** Query keys for the dealer screens; sales keys start with 'sales' so the nav badge refreshes with them. */
export const dealerKeys = {
  all: ['dealers'] as const,
  pages: (filters: object) => ['dealers', 'pages', filters] as const,
  detail: (id: number) => ['dealers', 'detail', id] as const,
  summary: (id: number) => ['dealers', 'summary', id] as const,
  report: (id: number) => ['dealers', 'report', id] as const,
};

export const consignmentKeys = {
  byDealer: (dealerId: number) => ['consignments', { dealerId }] as const,
};

export const saleKeys = {
  all: ['sales'] as const,
  list: (filters: object) => ['sales', 'list', filters] as const,
  pages: (filters: object) => ['sales', 'pages', filters] as const,
  pendingByDealer: ['sales', 'pending', 'by-dealer'] as const,
};
