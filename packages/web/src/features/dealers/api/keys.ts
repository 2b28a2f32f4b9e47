/** Query keys for the dealer screens; sales keys start with 'sales' so the nav badge refreshes with them. */
export const dealerKeys = {
  all: ['dealers'] as const,
  list: (filters: object) => ['dealers', 'list', filters] as const,
  detail: (id: number) => ['dealers', 'detail', id] as const,
  report: (id: number) => ['dealers', 'report', id] as const,
};

export const consignmentKeys = {
  byDealer: (dealerId: number) => ['consignments', { dealerId }] as const,
};

export const saleKeys = {
  all: ['sales'] as const,
  list: (filters: object) => ['sales', 'list', filters] as const,
};
