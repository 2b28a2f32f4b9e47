/**
 * How far the page has moved lately, from its scroll events. A row of the virtual gallery asks for its
 * images only once the page has stopped travelling: on a slow phone a fling's frames can each take longer
 * than a row's wait, and a wait measured only in time would then start (and cancel) downloads for rows
 * that were merely passing by.
 */
export class ScrollMotion {
  // Scroll positions by time; the first one is the newest older than any window asked about since, so a
  // single jump is still seen from where it started.
  #samples: Array<[time: number, y: number]>;

  constructor(
    private readonly position: () => number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.#samples = [[this.now(), this.position()]];
  }

  /** Called on every scroll event (a passive listener). */
  readonly record = (): void => {
    this.#samples.push([this.now(), this.position()]);
    // Bounded however long a scroll lasts: a window longer than a second is never asked about.
    this.#prune(this.now(), 1_000);
  };

  /** The farthest the page has been, within the last `ms`, from where it is now. */
  movedWithin(ms: number): number {
    const now = this.now();
    this.#prune(now, ms);
    const y = this.position();
    let farthest = 0;
    for (const [, at] of this.#samples) farthest = Math.max(farthest, Math.abs(at - y));
    return farthest;
  }

  #prune(now: number, ms: number): void {
    while (this.#samples.length > 1 && now - this.#samples[1]![0] > ms) this.#samples.shift();
  }
}
