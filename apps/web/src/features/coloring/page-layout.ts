/**
 * Class names that lay out the coloring screen's page with what stands beside it: the numbered
 * colours (color by number on) and the note on where the page came from ("Drawn from our
 * library…"). Narrow screens stack them in reading order: colours, page, note. Wide screens (lg)
 * use a grid so both are beside the page and in view without scrolling on a 1280×720 laptop,
 * where the page keeps its height-bound size (100dvh − 12rem, 528 px):
 * - colours on: the colours, then the note under them, in a 14rem column left of the page;
 * - colours off: the note in a 15rem column right of the page.
 * A column with nothing in it takes no room, so a page with neither stays centred.
 * A phone on its side (landscape, at most 30rem tall, narrower than lg) has no height to spare
 * for colours above the page: with Numbers on, the colours and the note sit in the same 14rem
 * column left of the page, which keeps the size it has with Numbers off.
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
 * The row as a grid on a phone on its side (the media query spelled out in full in each class,
 * so Tailwind finds the class names): the colours' 14rem column, then the page at 18rem or as
 * tall as the screen allows with Numbers off (100dvh − 12rem), never wider than what is left.
 */
const SHORT_LANDSCAPE_ROW =
  '[@media(orientation:landscape)_and_(max-height:30rem)_and_(max-width:63.99rem)]:grid [@media(orientation:landscape)_and_(max-height:30rem)_and_(max-width:63.99rem)]:items-start [@media(orientation:landscape)_and_(max-height:30rem)_and_(max-width:63.99rem)]:justify-center [@media(orientation:landscape)_and_(max-height:30rem)_and_(max-width:63.99rem)]:grid-cols-[14rem_min(max(18rem,calc(100dvh-12rem)),calc(100%-15rem))] [@media(orientation:landscape)_and_(max-height:30rem)_and_(max-width:63.99rem)]:grid-rows-[auto_1fr]';

/** The layout for a page with or without the colours and the note beside it. */
export function pageLayout(isNumbersOn: boolean, hasNote: boolean): PageLayout {
  if (isNumbersOn)
    return {
      // The note right under the colours: the page's extra height goes to the last row.
      row: `${ROW} lg:grid-cols-[14rem_min(calc(100dvh-12rem),calc(100%-15rem))] lg:grid-rows-[auto_1fr] ${SHORT_LANDSCAPE_ROW}`,
      bar: 'w-full lg:col-start-1 lg:row-start-1 [@media(orientation:landscape)_and_(max-height:30rem)_and_(max-width:63.99rem)]:col-start-1 [@media(orientation:landscape)_and_(max-height:30rem)_and_(max-width:63.99rem)]:row-start-1',
      page: 'lg:col-start-2 lg:row-start-1 lg:row-span-2 [@media(orientation:landscape)_and_(max-height:30rem)_and_(max-width:63.99rem)]:col-start-2 [@media(orientation:landscape)_and_(max-height:30rem)_and_(max-width:63.99rem)]:row-start-1 [@media(orientation:landscape)_and_(max-height:30rem)_and_(max-width:63.99rem)]:row-span-2',
      note: 'w-full max-w-3xl lg:col-start-1 lg:row-start-2 [@media(orientation:landscape)_and_(max-height:30rem)_and_(max-width:63.99rem)]:col-start-1 [@media(orientation:landscape)_and_(max-height:30rem)_and_(max-width:63.99rem)]:row-start-2',
    };
  return {
    row: hasNote
      ? `${ROW} lg:grid-cols-[min(calc(100dvh-12rem),calc(100%-16rem))_15rem]`
      : `${ROW} lg:grid-cols-[min(calc(100dvh-12rem),100%)]`,
    bar: '',
    page: 'lg:col-start-1 lg:row-start-1',
    note: 'w-full max-w-3xl lg:col-start-2 lg:row-start-1',
  };
}
