import type { Virtualizer } from '@tanstack/react-virtual';
import { describe, expect, it, vi } from 'vitest';
import { skipMountWrite } from './skip-mount-write';

/** A virtualizer as far as its scroll write reads it: the window it scrolls and its options. */
function windowVirtualizer() {
  const scrollTo = vi.fn();
  const instance = {
    scrollElement: { scrollTo },
    options: { horizontal: false, isRtl: false },
  } as unknown as Virtualizer<Window, Element>;
  return { instance, scrollTo };
}

describe('skipMountWrite', () => {
  it('skips the plain write the virtualizer makes as it mounts and writes every later one', () => {
    const { instance, scrollTo } = windowVirtualizer();
    const write = skipMountWrite();
    write(0, { adjustments: undefined, behavior: undefined }, instance);
    expect(scrollTo).not.toHaveBeenCalled();
    write(640, { adjustments: undefined, behavior: undefined }, instance);
    write(900, { adjustments: undefined, behavior: 'smooth' }, instance);
    expect(scrollTo.mock.calls).toEqual([
      [{ top: 640, behavior: undefined }],
      [{ top: 900, behavior: 'smooth' }],
    ]);
  });

  it('writes a first call that corrects a measurement or asks for smooth scrolling', () => {
    const corrected = windowVirtualizer();
    skipMountWrite()(100, { adjustments: 24, behavior: undefined }, corrected.instance);
    expect(corrected.scrollTo).toHaveBeenCalledWith({ top: 124, behavior: undefined });

    const smooth = windowVirtualizer();
    skipMountWrite()(300, { adjustments: undefined, behavior: 'smooth' }, smooth.instance);
    expect(smooth.scrollTo).toHaveBeenCalledWith({ top: 300, behavior: 'smooth' });
  });

  it('keeps one skip per virtualizer: a new grid skips its own mount write', () => {
    const first = windowVirtualizer();
    const second = windowVirtualizer();
    skipMountWrite()(0, {}, first.instance);
    skipMountWrite()(0, {}, second.instance);
    expect(first.scrollTo).not.toHaveBeenCalled();
    expect(second.scrollTo).not.toHaveBeenCalled();
  });
});
