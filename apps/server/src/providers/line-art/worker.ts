/**
 * Entry point of a line-art worker thread (loaded by Piscina from `pool.ts`): runs the
 * CPU-heavy picture work off the event loop and transfers the resulting buffers back.
 */
import { move, transferableSymbol, valueSymbol } from 'piscina';

import { renderOfflinePage } from '../offline/render-page.ts';

import { ImageInputError } from './image-input-error.ts';
import { renderPage } from './page-image.ts';
import { computePhotoPalette } from './photo-palette.ts';
import type { LineArtReply, LineArtTask } from './task.ts';
import { renderLineArt } from './trace.ts';

/** Runs one task. Errors other than `ImageInputError` are thrown (a bug, or out of memory). */
export default async function handleLineArtTask(task: LineArtTask): Promise<unknown> {
  try {
    return await runTask(task);
  } catch (error) {
    if (!(error instanceof ImageInputError)) throw error;
    const reply: LineArtReply = { kind: 'input-error', message: error.message, code: error.code };
    return reply;
  }
}

async function runTask(task: LineArtTask): Promise<unknown> {
  switch (task.kind) {
    case 'convert': {
      const image = await renderLineArt(inputOf(task.input), task.detail);
      return moveReply({ kind: 'convert', image }, [image]);
    }
    case 'finalize': {
      const { illustration, thumbnail } = await renderPage(inputOf(task.input), {
        threshold: task.threshold,
        clean: task.clean,
      });
      return moveReply({ kind: 'finalize', illustration, thumbnail }, [illustration, thumbnail]);
    }
    case 'offline': {
      const { image, title, drawings, kind, missing } = await renderOfflinePage(task.prompt, task.options);
      return moveReply(
        { kind: 'offline', image, title, drawings, pageKind: kind, ...(missing ? { missing } : {}) },
        [image],
      );
    }
    case 'palette': {
      const palette = await computePhotoPalette(inputOf(task.input), inputOf(task.illustration));
      const reply: LineArtReply = { kind: 'palette', palette };
      return reply;
    }
  }
}

/** The posted picture as a Buffer over the same memory (no copy). */
function inputOf(input: Uint8Array): Buffer {
  return Buffer.from(input.buffer, input.byteOffset, input.byteLength);
}

/**
 * Marks the reply's buffers for transfer (Piscina's Transferable protocol): a page's PNG and
 * WebP are not copied on the way back. A buffer sharing its memory with others (Node's pool of
 * small Buffers) is copied instead: transferring would take the others' bytes too.
 */
function moveReply(reply: LineArtReply, buffers: Buffer[]): unknown {
  const owned = buffers.filter(
    (buffer) => buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength,
  );
  const transferList = [...new Set(owned.map((buffer) => buffer.buffer))];
  return move({
    get [transferableSymbol]() {
      return transferList;
    },
    get [valueSymbol]() {
      return reply;
    },
  });
}
