import { artworkStatusTransition } from '@artledger/domain';
import { AppError, notFound } from '../../lib/app-error.js';
import { findOpenConsignment } from '../consignments/consignments.repository.js';
import { findArtworkRow, writeArtworkStatus } from './artworks.repository.js';
/**
 * The only way an artwork's status changes: reads where the work stands (its status and any open
 * consignment), asks the domain's transition rules, refuses with their message or writes the result.
 * Runs inside a writeTransaction whose caller has locked the artwork's row, so what it reads cannot
 * change before the write. Returns the artwork's row and open consignment as they were.
 */
export async function changeArtworkStatus(trx, userId, artworkId, event) {
    const artwork = await findArtworkRow(trx, userId, artworkId);
    if (!artwork)
        throw notFound('Artwork');
    const consignment = await findOpenConsignment(trx, userId, artworkId);
    const result = artworkStatusTransition({ title: artwork.title, status: artwork.status, consignedTo: consignment?.dealer_name ?? null }, event);
    if (!result.ok)
        throw new AppError(result.code, result.message);
    if (result.status !== artwork.status || (result.location && result.location !== artwork.location)) {
        await writeArtworkStatus(trx, userId, artworkId, { status: result.status, location: result.location });
    }
    return { artwork, consignment };
}
//# sourceMappingURL=artwork-status.js.map