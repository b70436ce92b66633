import { MESSAGES } from '@huebook/shared/messages';

export type ExportAction = 'print' | 'download';

/** Who is exporting: only the plan's paid flag matters (spec §5). */
export interface ExportUser {
  plan: { paid: boolean };
}

/** What running an export needs from the screen (injected, so the gate is testable in Node). */
export interface ExportDeps {
  /** The current user, read fresh (a plan bought a minute ago counts). */
  readUser: () => Promise<ExportUser | null>;
  deny: (message: string) => void;
  print: () => Promise<void>;
  download: () => Promise<void>;
}

/** The danger message for `action` by a user without a paid plan, or null when allowed. */
export function exportDenial(user: ExportUser | null, action: ExportAction): string | null {
  if (user?.plan.paid) return null;
  return action === 'print' ? MESSAGES.printPaidOnly : MESSAGES.downloadPaidOnly;
}

/**
 * Print and Download are paid-plan features (spec §5, §6): a paid user gets the action, anyone
 * else the danger message (and, by `deny`, /checkout).
 * @returns whether the action ran.
 */
export async function runExport(action: ExportAction, deps: ExportDeps): Promise<boolean> {
  const denial = exportDenial(await deps.readUser(), action);
  if (denial) {
    deps.deny(denial);
    return false;
  }
  await (action === 'print' ? deps.print() : deps.download());
  return true;
}
