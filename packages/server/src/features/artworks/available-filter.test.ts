import { describe, expect, it } from 'vitest';
import { build } from '../../../test/build.js';
import { buildArtworks, buildDealer, buildUser, consign } from '../../../test/factories.js';

const { app } = await build();

describe('GET /api/artworks?status=available', () => {
  it('leaves out works out on consignment, and counts them the same way in the summary', async () => {
    const user = await buildUser(app);
    const dealer = await buildDealer(app, user, { name: 'North Gallery', commission_rate: 40 });
    const [home, away] = await buildArtworks(app, user.id, 2, { status: 'available' });
    await consign(app, user, away!, dealer.id);
    // Consigning keeps the stored status, so only the filter can tell the two apart.
    const stored = await app.db
      .selectFrom('artworks')
      .select('status')
      .where('id', '=', away!)
      .executeTakeFirst();
    expect(stored?.status).toBe('available');

    const res = await app.inject({
      url: '/api/artworks?scope=active&status=available',
      headers: user.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { id: number }[] | { artworks: { id: number }[] };
    const ids = (Array.isArray(body) ? body : body.artworks).map((a) => a.id);
    expect(ids).toEqual([home]);

    const all = await app.inject({ url: '/api/artworks?scope=active', headers: user.auth });
    const allBody = all.json() as { id: number }[] | { artworks: { id: number }[] };
    expect((Array.isArray(allBody) ? allBody : allBody.artworks).map((a) => a.id).sort()).toEqual(
      [home, away].sort(),
    );
  });
});
