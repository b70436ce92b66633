import { z } from 'zod';

/** POST /storage/upload answer: the stored file's server-relative URL. */
export const uploadResultSchema = z.object({ url: z.string() });
export type UploadResult = z.infer<typeof uploadResultSchema>;
