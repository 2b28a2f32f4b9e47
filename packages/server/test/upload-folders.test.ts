import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sweepOrphanUploads } from '../src/lib/upload-sweep.js';
import { UPLOAD_FOLDERS } from '../src/upload-folders.js';
import { build } from './build.js';
import { buildUser, setPlan } from './factories.js';
import { form, makeJpeg } from './images.js';

const { app, config } = await build();

describe('the orphan sweep over every feature that stores files', () => {
  it('keeps artwork, inspiration and profile images and their shared thumbnails, and removes only orphans', async () => {
    const user = await buildUser(app);
    await setPlan(app, user.id, 3);
    const artwork = await app.inject({
      method: 'POST',
      url: '/api/artworks',
      headers: user.auth,
      payload: form({ title: 'Harbour', medium: 'Oil painting' }, [
        { name: 'a.jpg', data: await makeJpeg(40, 40) },
      ]) as unknown as object,
    });
    expect(artwork.statusCode, artwork.body).toBe(201);
    const inspiration = await app.inject({
      method: 'POST',
      url: '/api/inspiration',
      headers: user.auth,
      payload: form(
        { title: 'Sky' },
        [{ name: 'sky.jpg', data: await makeJpeg(40, 40) }],
        'image',
      ) as unknown as object,
    });
    expect(inspiration.statusCode, inspiration.body).toBe(201);

    // A profile image named by an account (rows brought from elsewhere; the app stores none itself).
    await app.db.updateTable('users').set({ profile_image: 'me.png' }).where('id', '=', user.id).execute();
    const root = config.uploadDir;
    mkdirSync(path.join(root, 'profiles'), { recursive: true });
    writeFileSync(path.join(root, 'profiles', 'me.png'), 'x');
    const orphans = [
      'artworks/lost.jpg',
      'inspiration/lost.jpg',
      'profiles/lost.png',
      'thumbnails/thumb_lost.jpg',
      'thumbnails/small_lost.jpg',
    ];
    for (const key of orphans) writeFileSync(path.join(root, key), 'x');
    // Everything is older than the sweep's one-hour grace period.
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const stored = ['artworks', 'inspiration', 'profiles', 'thumbnails'].flatMap((dir) =>
      readdirSync(path.join(root, dir)).map((name) => `${dir}/${name}`),
    );
    for (const key of stored) utimesSync(path.join(root, key), old, old);

    const removed = await sweepOrphanUploads(app.db, root, UPLOAD_FOLDERS);

    expect(removed.sort()).toEqual([...orphans].sort());
    const kept = stored.filter((key) => !orphans.includes(key));
    // One artwork image and one inspiration image, each with its two thumbnails, and the profile image.
    expect(kept).toHaveLength(7);
    expect(kept).toContain('profiles/me.png');
    expect(kept.filter((key) => key.startsWith('thumbnails/small_'))).toHaveLength(2);
    for (const key of kept) expect(existsSync(path.join(root, key)), key).toBe(true);
  });
});
