import type { DetailLevel } from '@huebook/shared/constants';
import type { NumberPalette } from '@huebook/shared/schemas/number-palette';
import type { MissingSubjects } from '@huebook/shared/schemas/page';

import type { OfflinePageKind, OfflinePageOptions } from '../offline/render-page.ts';

import type { ImageInputError } from './image-input-error.ts';

/**
 * What the main thread posts to a line-art worker (`worker.ts`). A picture (`input`) travels as
 * a Uint8Array whose ArrayBuffer is transferred, not copied (`palette`'s `illustration` too);
 * `offline` draws a page from a prompt (`../offline/render-page.ts`); `palette` measures a
 * photo page's colours for color by number (`photo-palette.ts`).
 */
export type LineArtTask =
  | { kind: 'convert'; input: Uint8Array; detail: DetailLevel }
  | { kind: 'finalize'; input: Uint8Array; threshold: number | undefined; clean: boolean | undefined }
  | { kind: 'offline'; prompt: string; options: OfflinePageOptions }
  | { kind: 'palette'; input: Uint8Array; illustration: Uint8Array };

/**
 * What a worker answers; buffers come back transferred. An `ImageInputError` is answered, not
 * thrown: a thrown error is structured-cloned, which keeps only its message, not its class
 * or `code`, and the HTTP layer needs both (415 / 413).
 */
export type LineArtReply =
  | { kind: 'convert'; image: Uint8Array }
  | { kind: 'finalize'; illustration: Uint8Array; thumbnail: Uint8Array }
  | {
      kind: 'offline';
      image: Uint8Array;
      title: string;
      drawings: string[];
      pageKind: OfflinePageKind;
      missing?: MissingSubjects;
    }
  | { kind: 'palette'; palette: NumberPalette | null }
  | { kind: 'input-error'; message: string; code: ImageInputError['code'] };
