import { describe, expect, it } from 'vitest';
import { ScrollMotion } from './scroll-motion';

function page(startY = 0) {
  const state = { y: startY, t: 0 };
  const motion = new ScrollMotion(
    () => state.y,
    () => state.t,
  );
  const scrollTo = (y: number, t: number) => {
    state.y = y;
    state.t = t;
    motion.record();
  };
  const at = (t: number) => (state.t = t);
  return { motion, scrollTo, at };
}

describe('ScrollMotion', () => {
  it('has not moved before any scroll', () => {
    const { motion, at } = page(500);
    at(1_000);
    expect(motion.movedWithin(120)).toBe(0);
  });

  it('sees a fling of slow frames as moving at every frame, then at rest once it stops', () => {
    const { motion, scrollTo, at } = page(100_000);
    // 2,000 px a frame, each frame 150 ms: longer than the wait, still travelling.
    for (let frame = 1; frame <= 10; frame++) {
      scrollTo(100_000 - frame * 2_000, frame * 150);
      at(frame * 150 + 119);
      expect(motion.movedWithin(120)).toBeGreaterThanOrEqual(2_000);
    }
    at(10 * 150 + 121);
    expect(motion.movedWithin(120)).toBe(0);
  });

  it('sees a single jump (End, PageDown) from where it started until the wait has passed', () => {
    const { motion, scrollTo, at } = page(0);
    scrollTo(60_000, 1_000);
    at(1_100);
    expect(motion.movedWithin(120)).toBe(60_000);
    at(1_121);
    expect(motion.movedWithin(120)).toBe(0);
  });

  it('measures the farthest point of a scroll that came back', () => {
    const { motion, scrollTo, at } = page(1_000);
    scrollTo(1_400, 10);
    scrollTo(1_050, 20);
    at(30);
    expect(motion.movedWithin(120)).toBe(350);
  });

  it('keeps a bounded history however long the scroll lasts', () => {
    const { motion, scrollTo } = page(0);
    for (let i = 1; i <= 100_000; i++) scrollTo(i, i);
    expect(motion.movedWithin(1_000)).toBeLessThanOrEqual(1_001);
  });
});
