import { conflict } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { insertSeries, seriesNameTaken } from './series.repository.js';
/** A new series; a name the user already has (in any case) is a conflict, also when two race. */
export async function createSeries(deps, userId, input) {
    const taken = conflict(`A series named "${input.name}" already exists`);
    if (await seriesNameTaken(deps.db, userId, input.name))
        throw taken;
    try {
        return await insertSeries(deps.db, userId, input);
    }
    catch (error) {
        if (isUniqueViolation(error))
            throw taken;
        throw error;
    }
}
//# sourceMappingURL=series.service.js.map