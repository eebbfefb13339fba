/**
 * The page side of the grid benchmark, shared by both entry pages so each grid is timed the same
 * way. The page builds its rows first, then waits: the driver (bench/grid-bench.ts) calls
 * `window.gridBench.render()` and `window.gridBench.scroll()` and reads the figures back.
 */
import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { seededRandom } from '../../tests/fixtures/seeded-random';

export type FirstRender = {
  /** From just before createRoot().render() until the first row's cells are in the DOM. */
  domMs: number;
  /** Until the frame that shows them has been painted (rAF, then a message after that frame). */
  paintMs: number;
  /** Row cells in the DOM at that point. */
  cells: number;
};

export type ScrollPhase = { name: string; frames: number; step?: number };

export type ScrollResult = {
  name: string;
  /** performance.now() of every frame's requestAnimationFrame callback, one per scroll step. */
  frameStarts: number[];
  /** Frames whose grid centre showed no row cell after the previous step's scroll. */
  blankFrames: number;
  /** Long animation frames (over 50 ms) Chromium reported during the phase. */
  longFrames: number;
  scrollHeight: number;
};

export type GridBenchApi = {
  ready: true;
  rowCount: number;
  render(): Promise<FirstRender>;
  scroll(phases: ScrollPhase[]): Promise<ScrollResult[]>;
};

declare global {
  interface Window {
    gridBench?: GridBenchApi;
  }
}

type Options = {
  /** The grid, already given its rows: built before the clock starts. */
  element: ReactElement;
  rowCount: number;
  /** Text of the first row's first cell, to know real rows (not a placeholder) are on screen. */
  firstCellText: string;
};

const CELL = '[role="gridcell"]';
/** Ten columns × at least eight rows: the viewport's first rows, not just a header. */
const MIN_CELLS = 80;

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
/** Resolves after the current frame has been rendered: a message posted from rAF runs after it. */
const afterFrame = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
  });

function tallestScroller(container: HTMLElement): HTMLElement | null {
  let best: HTMLElement | null = null;
  for (const element of container.querySelectorAll<HTMLElement>('*')) {
    const overflow = getComputedStyle(element).overflowY;
    if (overflow !== 'auto' && overflow !== 'scroll') continue;
    if (element.scrollHeight <= element.clientHeight + 1) continue;
    if (!best || element.scrollHeight > best.scrollHeight) best = element;
  }
  return best;
}

/** Deterministic scroll targets for the jump phase. */
function jumpTargets(count: number, max: number): number[] {
  const next = seededRandom(7);
  return Array.from({ length: count }, () => Math.round(next() * max));
}

export function setUpGridBench(options: Options): void {
  const container = document.getElementById('root')!;
  let rendered = false;

  async function render(): Promise<FirstRender> {
    if (rendered) throw new Error('render() runs once per page load');
    rendered = true;
    performance.mark('grid-render-start');
    const start = performance.now();
    createRoot(container).render(options.element);
    // Poll once per frame: rendering is painted at frames, so this adds no delay of its own.
    for (;;) {
      await nextFrame();
      const cells = container.querySelectorAll(CELL);
      if (cells.length >= MIN_CELLS && cells[0]?.textContent?.trim() === options.firstCellText) {
        const domMs = performance.now() - start;
        await new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        });
        const paintMs = performance.now() - start;
        performance.mark('grid-render-end');
        return { domMs, paintMs, cells: cells.length };
      }
      if (performance.now() - start > 30_000) throw new Error('the grid drew no rows in 30 s');
    }
  }

  async function scroll(phases: ScrollPhase[]): Promise<ScrollResult[]> {
    // The element that scrolls the rows: the tallest scrollable element in the grid.
    const scroller = tallestScroller(container);
    if (!scroller) throw new Error('no scrollable element found in the grid');
    const box = scroller.getBoundingClientRect();
    const probe = { x: box.left + Math.min(box.width / 2, 300), y: box.top + box.height / 2 };
    const results: ScrollResult[] = [];
    for (const phase of phases) {
      scroller.scrollTop = 0;
      await afterFrame();
      await afterFrame();
      const max = scroller.scrollHeight - scroller.clientHeight;
      const targets = phase.step
        ? Array.from({ length: phase.frames }, (_, index) =>
            Math.min(max, (index + 1) * phase.step!),
          )
        : jumpTargets(phase.frames, max);
      const frameStarts: number[] = [];
      let blankFrames = 0;
      let longFrames = 0;
      const observer = new PerformanceObserver((list) => {
        longFrames += list.getEntries().length;
      });
      if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
        observer.observe({ type: 'long-animation-frame' });
      }
      performance.mark(`grid-scroll-${phase.name}-start`);
      await new Promise<void>((resolve) => {
        const frame = () => {
          frameStarts.push(performance.now());
          performance.mark('grid-frame');
          if (frameStarts.length > 1) {
            // The previous step's scroll event has run by now: the centre must show a row cell.
            const hit = document.elementFromPoint(probe.x, probe.y);
            if (!hit?.closest(CELL)) blankFrames++;
          }
          const target = targets[frameStarts.length - 1];
          if (target === undefined) return resolve();
          scroller.scrollTop = target;
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
      await afterFrame();
      performance.mark(`grid-scroll-${phase.name}-end`);
      longFrames += observer.takeRecords().length;
      observer.disconnect();
      results.push({
        name: phase.name,
        frameStarts,
        blankFrames,
        longFrames,
        scrollHeight: scroller.scrollHeight,
      });
    }
    return results;
  }

  window.gridBench = { ready: true, rowCount: options.rowCount, render, scroll };
}
