/**
 * The FAQ accordion keeps at most one item open (spec §2): pressing the open item closes it,
 * pressing another opens it and closes the rest.
 */
export function toggleFaq(openIndex: number | null, pressed: number): number | null {
  return openIndex === pressed ? null : pressed;
}
