import { z } from 'zod';

import { MAX_UPLOAD_BYTES } from '../constants.ts';

/** POST /storage/upload answer: the stored file's server-relative URL. */
export const uploadResultSchema = z.object({ url: z.string() });
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** The picture types a caller may ask an upload to accept, by file extension. */
export const UPLOAD_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'] as const;

/** The optional limits a caller may send with a file (spec §5 "Upload"). */
export const uploadLimitsSchema = z.object({
  /** Comma list of accepted extensions, e.g. "png,jpg". */
  extensions: z
    .string()
    .max(100)
    .transform((list) =>
      list
        .split(',')
        .map((ext) => ext.trim().replace(/^\./, '').toLowerCase())
        .filter(Boolean),
    )
    .refine(
      (list) => list.every((ext) => (UPLOAD_EXTENSIONS as readonly string[]).includes(ext)),
      'Only png, jpg, jpeg and webp can be asked for',
    )
    .optional(),
  /** Largest accepted file, bytes (at most MAX_UPLOAD_BYTES). */
  max: z.coerce.number().int().positive().max(MAX_UPLOAD_BYTES).optional(),
  /** Largest picture, "WxH" pixels: bigger pictures are scaled down to fit inside. */
  dimensions: z
    .string()
    .regex(/^\d{1,5}x\d{1,5}$/i, 'Use WIDTHxHEIGHT, e.g. 512x512')
    .transform((value) => {
      const [width, height] = value.toLowerCase().split('x').map(Number) as [number, number];
      return { width, height };
    })
    .refine((size) => size.width > 0 && size.height > 0, 'Width and height must be above 0')
    .optional(),
});
export type UploadLimits = z.infer<typeof uploadLimitsSchema>;
