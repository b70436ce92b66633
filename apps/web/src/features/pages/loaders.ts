import { creditGate } from '../../lib/credits.ts';

/** The create routes open only while a page-creation credit is left (spec §4). */
export async function pageCreationGateLoader(): Promise<Response | null> {
  return creditGate('page_creation');
}
