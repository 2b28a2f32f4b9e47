import { setFlagsFromString } from 'node:v8';

// The server process's V8 flags; main.ts imports this first, before the app's modules allocate. Tests build
// the app without main.ts and keep V8's defaults.
//
// Pretenuring off: after a burst of writes V8 sometimes starts allocating the objects every response makes
// (reply, header store) straight in the old generation. Each of them, dead once its response is sent, then
// keeps the young objects it points to alive until the next full GC, and for the rest of the process a
// cheap read costs half as much again (docs/decisions.md, "two garbage-collector traps"). V8 reads the flag
// at each GC, so setting it at start-up takes effect.
setFlagsFromString('--no-allocation-site-pretenuring');
