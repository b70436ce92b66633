import { FILENAME_TRIM_KEEP, FILENAME_TRIM_THRESHOLD } from './constants.ts';

/**
 * Shortens a file name for display (spec §5): whole when at most 17 characters,
 * otherwise the first 7 and last 7 characters joined by '...'.
 */
export function trimFileName(name: string): string {
  if (name.length <= FILENAME_TRIM_THRESHOLD) return name;
  return `${name.slice(0, FILENAME_TRIM_KEEP)}...${name.slice(-FILENAME_TRIM_KEEP)}`;
}

/** Formats integer cents as dollars with two decimals, e.g. 499 → "4.99". */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** Converts dollars (a number with cents, e.g. 4.99) to integer cents, rounding half away. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** A price in dollars as cards show it (spec §9): two decimals, e.g. 4.99 → "$4.99", 0 → "$0.00". */
export function formatPrice(dollars: number): string {
  return `$${dollars.toFixed(2)}`;
}

/** What follows a plan's price: " / month" for paid plans, nothing for free (spec §9). */
export function priceSuffix(plan: { paid: boolean }): string {
  return plan.paid ? ' / month' : '';
}
