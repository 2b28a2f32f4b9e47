import { ARTWORK_STATUSES, type ArtworkStatus } from './constants.js';

/**
 * Where an artwork stands: its stored status, and the dealer holding it when a consignment is open
 * (the gallery then shows it as Consigned whatever its stored status).
 */
export interface ArtworkState {
  title: string;
  status: ArtworkStatus;
  consignedTo: string | null;
}

/**
 * What can change an artwork's status. Selling, consigning and ending a consignment are workflows with
 * records of their own (a sale, a consignment); an edit only moves between the statuses that have none.
 */
export type ArtworkStatusEvent =
  | { type: 'edit'; status: ArtworkStatus }
  | { type: 'consign' }
  | { type: 'sell' }
  /** End Consignment, or a consignment recorded as returned: back to the studio. */
  | { type: 'return' }
  /** A consignment recorded as lost or damaged. */
  | { type: 'lose' };

export type ArtworkStatusResult =
  | { ok: true; status: ArtworkStatus; location?: string }
  | { ok: false; code: 'BAD_REQUEST' | 'CONFLICT'; message: string };

const refuse = (code: 'BAD_REQUEST' | 'CONFLICT', message: string): ArtworkStatusResult => ({
  ok: false,
  code,
  message,
});

/**
 * The one place that knows the legal status changes. Sold comes only from Mark as Sold and is final;
 * consigned comes only from consigning and ends only through the consignment (End Consignment, or
 * recording it returned or lost/damaged). Keeping the current status is always allowed.
 */
export function artworkStatusTransition(state: ArtworkState, event: ArtworkStatusEvent): ArtworkStatusResult {
  const sold = state.status === 'sold';
  switch (event.type) {
    case 'consign':
      if (sold) return refuse('CONFLICT', `"${state.title}" has been sold and cannot be consigned`);
      if (state.consignedTo)
        return refuse('CONFLICT', `"${state.title}" is already consigned to ${state.consignedTo}`);
      return { ok: true, status: state.status };
    case 'sell':
      if (sold) return refuse('CONFLICT', `"${state.title}" has already been sold`);
      return { ok: true, status: 'sold' };
    case 'return':
      return { ok: true, status: 'available', location: 'Studio' };
    case 'lose':
      return { ok: true, status: 'damaged' };
    case 'edit':
      if (event.status === state.status) return { ok: true, status: state.status };
      if (sold)
        return refuse(
          'CONFLICT',
          'A sold artwork keeps its status: its sale is on record and cannot be undone',
        );
      if (event.status === 'sold') return refuse('BAD_REQUEST', 'Use Mark as Sold to sell this artwork');
      if (state.consignedTo)
        return refuse(
          'CONFLICT',
          `This artwork is consigned to ${state.consignedTo}: use End Consignment to bring it back first`,
        );
      return { ok: true, status: event.status };
  }
}

/** The statuses the edit form may offer from the current state (the current one always included). */
export function editableArtworkStatuses(state: ArtworkState): ArtworkStatus[] {
  return ARTWORK_STATUSES.filter((status) => artworkStatusTransition(state, { type: 'edit', status }).ok);
}
