import { callApi } from './api-client.ts';

/** POST /storage/upload of a picture (PNG, JPEG or WebP): its URL. @throws ApiError on failure. */
export async function uploadImage(file: File): Promise<string> {
  const uploaded = await callApi('POST /storage/upload', {
    file,
    fields: { extensions: 'png,jpg,jpeg,webp' },
  });
  return uploaded.data.url;
}
