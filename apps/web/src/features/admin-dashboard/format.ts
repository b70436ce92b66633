const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** A counter in compact notation with at most one decimal (spec §2): 1234 → '1.2K'. */
export function formatCompact(value: number): string {
  return compact.format(value);
}
