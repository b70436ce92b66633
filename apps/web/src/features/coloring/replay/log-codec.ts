/**
 * The replay log file: 4 bytes "HBR1" (REPLAY_LOG_MAGIC, the server checks them) and then the
 * operations, deflate-raw compressed (the Compression Streams API: browsers and Node 18+).
 *
 * Inside: a flags byte (bit 0: truncated), the operation count, then each operation as a kind
 * byte (1 stroke, 2 fill, 3 undo, 4 redo, 5 clear) and its idle gap in ms, both varints.
 * A stroke adds a flags byte (bit 0 eraser, bit 1 clipped), its width as a float64 (the exact
 * width drawn), its colour, its point count and per point: x and y on the 1/8 px grid as
 * zigzag varint deltas from the previous point, a pressure byte (0–254, 255 = none) and the ms
 * since the previous point. A fill adds its seed (zigzag varints on the grid) and colour.
 * Varints are LEB128 (as in Protocol Buffers), zigzag maps signed to unsigned as protobuf's.
 */
import { REPLAY_LOG_MAGIC } from '@huebook/shared/constants';

import { POINT_GRID, PRESSURE_STEPS, type ReplayOp, type ReplayPoint } from './op-log.ts';

const KINDS = ['stroke', 'fill', 'undo', 'redo', 'clear'] as const;
const NO_PRESSURE = 255;

export interface DecodedLog {
  ops: ReplayOp[];
  isTruncated: boolean;
}

class Writer {
  private buffer = new Uint8Array(4096);
  private length = 0;

  private reserve(bytes: number): void {
    if (this.length + bytes <= this.buffer.length) return;
    const grown = new Uint8Array(Math.max(this.buffer.length * 2, this.length + bytes));
    grown.set(this.buffer.subarray(0, this.length));
    this.buffer = grown;
  }
  byte(value: number): void {
    this.reserve(1);
    this.buffer[this.length++] = value;
  }
  varint(value: number): void {
    let v = value;
    this.reserve(8);
    while (v >= 0x80) {
      this.buffer[this.length++] = (v & 0x7f) | 0x80;
      v = Math.floor(v / 128);
    }
    this.buffer[this.length++] = v;
  }
  zigzag(value: number): void {
    this.varint(value < 0 ? -2 * value - 1 : 2 * value);
  }
  float64(value: number): void {
    this.reserve(8);
    new DataView(this.buffer.buffer).setFloat64(this.length, value, true);
    this.length += 8;
  }
  text(value: string): void {
    const bytes = new TextEncoder().encode(value);
    this.varint(bytes.length);
    this.reserve(bytes.length);
    this.buffer.set(bytes, this.length);
    this.length += bytes.length;
  }
  done(): Uint8Array {
    return this.buffer.slice(0, this.length);
  }
}

class Reader {
  private at = 0;
  constructor(private readonly bytes: Uint8Array) {}

  byte(): number {
    const value = this.bytes[this.at++];
    if (value === undefined) throw new Error('The replay log ends too early.');
    return value;
  }
  varint(): number {
    let value = 0;
    let scale = 1;
    for (let i = 0; i < 8; i++) {
      const b = this.byte();
      value += (b & 0x7f) * scale;
      if (b < 0x80) return value;
      scale *= 128;
    }
    throw new Error('The replay log has a number too long.');
  }
  zigzag(): number {
    const v = this.varint();
    return v % 2 === 1 ? -(v + 1) / 2 : v / 2;
  }
  float64(): number {
    if (this.at + 8 > this.bytes.length) throw new Error('The replay log ends too early.');
    const value = new DataView(this.bytes.buffer, this.bytes.byteOffset).getFloat64(this.at, true);
    this.at += 8;
    return value;
  }
  text(): string {
    const length = this.varint();
    if (this.at + length > this.bytes.length) throw new Error('The replay log ends too early.');
    const value = new TextDecoder().decode(this.bytes.subarray(this.at, this.at + length));
    this.at += length;
    return value;
  }
}

/** The operations as uncompressed bytes (the file's body). */
export function encodeOps(ops: readonly ReplayOp[], isTruncated: boolean): Uint8Array {
  const w = new Writer();
  w.byte(isTruncated ? 1 : 0);
  w.varint(ops.length);
  for (const op of ops) {
    w.varint(KINDS.indexOf(op.kind) + 1);
    w.varint(op.gap);
    if (op.kind === 'stroke') {
      w.byte((op.isEraser ? 1 : 0) | (op.isClipped ? 2 : 0));
      w.float64(op.width);
      w.text(op.color);
      w.varint(op.points.length);
      let x = 0;
      let y = 0;
      for (const point of op.points) {
        const qx = Math.round(point.x * POINT_GRID);
        const qy = Math.round(point.y * POINT_GRID);
        w.zigzag(qx - x);
        w.zigzag(qy - y);
        x = qx;
        y = qy;
        w.byte(point.pressure === undefined ? NO_PRESSURE : Math.round(point.pressure * PRESSURE_STEPS));
        w.varint(point.dt);
      }
    } else if (op.kind === 'fill') {
      w.zigzag(Math.round(op.x * POINT_GRID));
      w.zigzag(Math.round(op.y * POINT_GRID));
      w.text(op.color);
    }
  }
  return w.done();
}

/** @throws Error in plain words when the bytes are not a log this code wrote. */
export function decodeOps(bytes: Uint8Array): DecodedLog {
  const r = new Reader(bytes);
  const isTruncated = (r.byte() & 1) === 1;
  const count = r.varint();
  const ops: ReplayOp[] = [];
  for (let i = 0; i < count; i++) {
    const kind = KINDS[r.varint() - 1];
    if (!kind) throw new Error('The replay log has an unknown operation.');
    const gap = r.varint();
    if (kind === 'stroke') {
      const flags = r.byte();
      const width = r.float64();
      const color = r.text();
      const length = r.varint();
      if (length === 0) throw new Error('The replay log has a stroke without points.');
      const points: ReplayPoint[] = [];
      let x = 0;
      let y = 0;
      for (let p = 0; p < length; p++) {
        x += r.zigzag();
        y += r.zigzag();
        const pressure = r.byte();
        const point: ReplayPoint = { x: x / POINT_GRID, y: y / POINT_GRID, dt: 0 };
        if (pressure !== NO_PRESSURE) point.pressure = pressure / PRESSURE_STEPS;
        point.dt = r.varint();
        points.push(point);
      }
      ops.push({
        kind,
        gap,
        width,
        color,
        isEraser: (flags & 1) === 1,
        isClipped: (flags & 2) === 2,
        points,
      });
    } else if (kind === 'fill') {
      const x = r.zigzag() / POINT_GRID;
      const y = r.zigzag() / POINT_GRID;
      ops.push({ kind, gap, x, y, color: r.text() });
    } else ops.push({ kind, gap });
  }
  return { ops, isTruncated };
}

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const body = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(body).arrayBuffer());
}

/** The log file: magic, then the operations compressed. */
export async function encodeLog(ops: readonly ReplayOp[], isTruncated: boolean): Promise<Uint8Array> {
  const packed = await pipe(encodeOps(ops, isTruncated), new CompressionStream('deflate-raw'));
  const file = new Uint8Array(REPLAY_LOG_MAGIC.length + packed.length);
  file.set(new TextEncoder().encode(REPLAY_LOG_MAGIC));
  file.set(packed, REPLAY_LOG_MAGIC.length);
  return file;
}

/** Reads a log file. @throws Error in plain words when it is not one. */
export async function decodeLog(file: Uint8Array): Promise<DecodedLog> {
  const magic = new TextDecoder().decode(file.subarray(0, REPLAY_LOG_MAGIC.length));
  if (magic !== REPLAY_LOG_MAGIC) throw new Error('This is not a Huebook replay log.');
  let body: Uint8Array;
  try {
    body = await pipe(file.subarray(REPLAY_LOG_MAGIC.length), new DecompressionStream('deflate-raw'));
  } catch {
    throw new Error('The replay log is damaged.');
  }
  return decodeOps(body);
}
