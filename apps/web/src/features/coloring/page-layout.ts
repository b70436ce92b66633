/**
 * Class names that lay out the coloring screen's page with what stands beside it: the numbered
 * colours (color by number on) and the note on where the page came from ("Drawn from our
 * library…"). Narrow screens stack them in reading order: colours, page, note. Wide screens (lg)
 * use a grid so both are beside the page and in view without scrolling on a 1280×720 laptop,
 * where the page keeps its height-bound size (100dvh − 12rem, 528 px):
 * - colours on: the colours, then the note under them, in a 14rem column left of the page;
 * - colours off: the note in a 15rem column right of the page.
 * A column with nothing in it takes no room, so a page with neither stays centred.
 * A phone on its side (`short-landscape`: landscape, at most 30rem tall, narrower than lg; the
 * toolbar is then a rail left of the row) has no height to spare: the page is as tall as the
 * screen (100dvh − 1rem), with Numbers on the colours and the note in the same 14rem column left
 * of it, with Numbers off the note right of the page.
 */
export interface PageLayout {
  /** The row (a grid at lg) holding the colours, the page and the note. */
  row: string;
  /** The colours' box; placed in the left column at lg. */
  bar: string;
  /** Placement of the page's box (its size is the coloring screen's). */
  page: string;
  /** The note's box. */
  note: string;
}

const ROW = 'flex w-full flex-col items-center gap-4 lg:grid lg:items-start lg:justify-center';

/**
 * The row as a grid on a phone on its side: the colours' 14rem column, then the page as tall as
 * the screen, never wider than what is left.
 */
const SHORT_LANDSCAPE_ROW =
  'short-landscape:grid short-landscape:min-w-0 short-landscape:flex-1 short-landscape:items-start short-landscape:justify-center short-landscape:grid-cols-[14rem_min(calc(100dvh-1rem-var(--safe-top)),calc(100%-15rem))] short-landscape:grid-rows-[auto_1fr]';

/** The layout for a page with or without the colours and the note beside it. */
export function pageLayout(isNumbersOn: boolean, hasNote: boolean): PageLayout {
  if (isNumbersOn)
    return {
      // The note right under the colours: the page's extra height goes to the last row.
      row: `${ROW} lg:grid-cols-[14rem_min(calc(100dvh-12rem),calc(100%-15rem))] lg:grid-rows-[auto_1fr] ${SHORT_LANDSCAPE_ROW}`,
      bar: 'w-full lg:col-start-1 lg:row-start-1 short-landscape:col-start-1 short-landscape:row-start-1',
      page: 'lg:col-start-2 lg:row-start-1 lg:row-span-2 short-landscape:col-start-2 short-landscape:row-start-1 short-landscape:row-span-2',
      note: 'w-full max-w-3xl lg:col-start-1 lg:row-start-2 short-landscape:col-start-1 short-landscape:row-start-2',
    };
  return {
    row: `${
      hasNote
        ? `${ROW} lg:grid-cols-[min(calc(100dvh-12rem),calc(100%-16rem))_15rem]`
        : `${ROW} lg:grid-cols-[min(calc(100dvh-12rem),100%)]`
    } short-landscape:min-w-0 short-landscape:flex-1 short-landscape:flex-row short-landscape:items-start short-landscape:justify-center`,
    bar: '',
    page: 'lg:col-start-1 lg:row-start-1',
    note: 'w-full max-w-3xl lg:col-start-2 lg:row-start-1 short-landscape:w-auto short-landscape:min-w-40 short-landscape:max-w-60 short-landscape:flex-1',
  };
}
