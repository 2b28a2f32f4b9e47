import { act, cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useListPlacement, type ListPlacement } from './use-list-placement';

/** A ResizeObserver the test reports through, as the browser would after its layout. */
let report: ((width: number) => void) | undefined;
class ReportedResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe() {
    report = (width) =>
      this.callback(
        [{ borderBoxSize: [{ inlineSize: width }] } as unknown as ResizeObserverEntry],
        this as never,
      );
  }
  disconnect() {
    report = undefined;
  }
  unobserve() {}
}

function List({ onRender }: { onRender: (placement: ListPlacement) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  onRender(useListPlacement(ref));
  return <div ref={ref} />;
}

describe('useListPlacement', () => {
  const original = window.ResizeObserver;
  beforeEach(() => {
    window.ResizeObserver = ReportedResizeObserver as unknown as typeof ResizeObserver;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 240 } as DOMRect);
  });
  afterEach(() => {
    window.ResizeObserver = original;
    vi.restoreAllMocks();
  });

  it('guesses the columns from the window, then takes them and the top from the first report', () => {
    window.innerWidth = 1280;
    const renders: ListPlacement[] = [];
    render(<List onRender={(placement) => renders.push(placement)} />);
    expect(renders.at(-1)).toEqual({ columns: 4, top: 0 });
    act(() => report!(900));
    expect(renders.at(-1)).toEqual({ columns: 3, top: 240 });
  });

  it('renders a wrong guess before the first report returns, and a confirmed one after it', () => {
    // Inside the report is before the browser paints: a wrong column count must be rendered there, while a
    // confirmed one waits, so the first paint does not wait for a render that changes only the list's place.
    window.innerWidth = 1280;
    const confirmed: ListPlacement[] = [];
    render(<List onRender={(placement) => confirmed.push(placement)} />);
    let inReport = confirmed.length;
    act(() => {
      report!(1216);
      inReport = confirmed.length - inReport;
    });
    expect(inReport).toBe(0);
    expect(confirmed.at(-1)).toEqual({ columns: 4, top: 240 });
    cleanup();

    const wrong: ListPlacement[] = [];
    render(<List onRender={(placement) => wrong.push(placement)} />);
    inReport = wrong.length;
    act(() => {
      report!(900);
      inReport = wrong.length - inReport;
    });
    expect(inReport).toBe(1);
    expect(wrong.at(-1)).toEqual({ columns: 3, top: 240 });
  });

  it('renders again only when a report changes the column count, and keeps the first top', () => {
    window.innerWidth = 1280;
    const renders: ListPlacement[] = [];
    render(<List onRender={(placement) => renders.push(placement)} />);
    act(() => report!(1216));
    const afterFirst = renders.length;
    vi.mocked(HTMLElement.prototype.getBoundingClientRect).mockReturnValue({ top: 999 } as DOMRect);
    // The list's height changed (a page arrived, a row was measured): same width, same count.
    act(() => report!(1216));
    act(() => report!(1150));
    expect(renders.length).toBe(afterFirst);
    act(() => report!(600));
    expect(renders.length).toBe(afterFirst + 1);
    expect(renders.at(-1)).toEqual({ columns: 2, top: 240 });
  });

  it('stops listening when the list goes away', () => {
    const { unmount } = render(<List onRender={() => undefined} />);
    expect(report).toBeDefined();
    unmount();
    expect(report).toBeUndefined();
  });
});
