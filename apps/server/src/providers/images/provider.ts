import type { DetailLevel } from '@huebook/shared/constants';
import type { MissingSubjects } from '@huebook/shared/schemas/page';
import type { PageGenerator } from '@huebook/shared/schemas/page-create';

/** A picture drawn from a prompt, before `finalizePage` turns it into a page. */
export interface GeneratedImage {
  /** PNG, JPEG or WebP bytes; any size (finalizePage fits it into 1024×1024). */
  image: Buffer;
  generator: PageGenerator;
  /** A title the generator chose, if it has one; otherwise the caller titles the page. */
  title?: string;
  /** Ids of the library drawings an offline page shows, main subject first. */
  drawings?: string[];
  /** What an offline page's prompt named that the library has no drawing of, and what it shows. */
  missing?: MissingSubjects;
}

export interface GenerateOptions {
  /** Aborts the call (the client went away); the promise then rejects. */
  signal?: AbortSignal;
  /** An opaque id of the requesting user, passed on for the provider's abuse monitoring. */
  endUser?: string;
  /** The offline generator's seed: another seed, another page for the same prompt. */
  seed?: number;
  /** How many regions the page should have; the offline generator reads the prompt when absent. */
  detail?: DetailLevel;
}

/**
 * Draws a coloring page from a prompt (DESIGN.md "Page creation"): OpenAI's image API when a
 * key is set, else the offline generator.
 * Errors are `AppError`s the caller can answer as they are (INVALID_INPUT for a refused
 * prompt, RATE_LIMITED, PROVIDER_ERROR).
 */
export interface ImageProvider {
  readonly generator: PageGenerator;
  generate(prompt: string, options?: GenerateOptions): Promise<GeneratedImage>;
}
