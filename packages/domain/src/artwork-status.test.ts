import { describe, expect, it } from 'vitest';
import { artworkStatusTransition, editableArtworkStatuses } from './artwork-status.js';
import { ARTWORK_STATUSES } from './constants.js';

const studio = { title: 'Dock', status: 'available', consignedTo: null } as const;
const consigned = { ...studio, consignedTo: 'Galerie Nord' } as const;
const sold = { ...studio, status: 'sold' } as const;

describe('artworkStatusTransition', () => {
  it('lets an edit move freely between the statuses that have no workflow', () => {
    expect(editableArtworkStatuses(studio)).toEqual(ARTWORK_STATUSES.filter((s) => s !== 'sold'));
    expect(
      artworkStatusTransition({ ...studio, status: 'in_storage' }, { type: 'edit', status: 'damaged' }),
    ).toEqual({ ok: true, status: 'damaged' });
  });

  it('refuses selling by edit and names the action to use', () => {
    expect(artworkStatusTransition(studio, { type: 'edit', status: 'sold' })).toEqual({
      ok: false,
      code: 'BAD_REQUEST',
      message: 'Use Mark as Sold to sell this artwork',
    });
    expect(artworkStatusTransition(consigned, { type: 'edit', status: 'sold' })).toMatchObject({
      ok: false,
      message: 'Use Mark as Sold to sell this artwork',
    });
  });

  it('keeps a consigned work as it is until the consignment ends', () => {
    expect(editableArtworkStatuses(consigned)).toEqual(['available']);
    expect(artworkStatusTransition(consigned, { type: 'edit', status: 'in_storage' })).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: 'This artwork is consigned to Galerie Nord: use End Consignment to bring it back first',
    });
    expect(artworkStatusTransition(consigned, { type: 'consign' })).toMatchObject({
      ok: false,
      message: '"Dock" is already consigned to Galerie Nord',
    });
    expect(artworkStatusTransition(consigned, { type: 'return' })).toEqual({
      ok: true,
      status: 'available',
      location: 'Studio',
    });
    expect(artworkStatusTransition(consigned, { type: 'lose' })).toEqual({ ok: true, status: 'damaged' });
    expect(artworkStatusTransition(consigned, { type: 'sell' })).toEqual({ ok: true, status: 'sold' });
  });

  it('treats sold as final', () => {
    expect(editableArtworkStatuses(sold)).toEqual(['sold']);
    expect(artworkStatusTransition(sold, { type: 'edit', status: 'available' })).toMatchObject({
      ok: false,
      code: 'CONFLICT',
    });
    expect(artworkStatusTransition(sold, { type: 'sell' })).toMatchObject({
      ok: false,
      message: '"Dock" has already been sold',
    });
    expect(artworkStatusTransition(sold, { type: 'consign' })).toMatchObject({
      ok: false,
      message: '"Dock" has been sold and cannot be consigned',
    });
  });
});
