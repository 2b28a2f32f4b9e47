import { windowScroll } from '@tanstack/react-virtual';

/**
 * The window virtualizer's scroll writes, less the one it makes as it mounts: that one only puts the window
 * where the virtualizer read it to be (`initialOffset` is `window.scrollY`), and `scrollTo` makes the browser
 * lay out the whole new page inside React's commit, one long task with the render. Measurement corrections
 * (`adjustments`) are written as always.
 */
export function skipMountWrite(): typeof windowScroll {
  let mounted = false;
  return (offset, options, instance) => {
    const mountWrite = !mounted && options.adjustments === undefined && options.behavior === undefined;
    mounted = true;
    if (!mountWrite) windowScroll(offset, options, instance);
  };
}
