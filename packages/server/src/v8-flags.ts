import { setFlagsFromString } from 'node:v8';

// Imported first by main.ts, before anything allocates much.
//
// V8 may decide, from how many objects of one allocation site survived a young-generation GC, to allocate
// that site's objects straight in the old generation ("pretenuring"). A burst of writes (an import, a
// bulk edit) can tip that decision for the objects every response allocates (reply, header store). From
// then on each of those objects, dead as soon as its response is sent, keeps the young objects it points
// to alive until the next full GC: scavenges promote ~2 MB each instead of ~30 kB and take 4 ms instead
// of 0.8, and a cheap read costs half as much again. The decision is random enough that about half of
// the servers that had just taken such a burst were in that state; with this flag none were (bench
// notes in docs/decisions.md). The flag is read at each GC, so setting it at start-up takes effect.
setFlagsFromString('--no-allocation-site-pretenuring');
