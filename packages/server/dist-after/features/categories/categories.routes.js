import { z } from 'zod';
import { categorySchema } from '@artledger/domain';
import { listCategories } from './categories.repository.js';
export const categoriesRoutes = async (app) => {
    app.get('/api/categories', {
        schema: {
            tags: ['artworks'],
            summary: 'Artwork categories',
            response: { 200: z.array(categorySchema) },
        },
    }, async () => listCategories(app.db));
};
//# sourceMappingURL=categories.routes.js.map