// A photo sent to the server's upload route, used by partner onboarding and by deposit claims.
import { z } from 'zod';
import { api } from './api.ts';

const UploadedSchema = z.object({
  photo: z.object({ id: z.string(), url: z.string(), width: z.number(), height: z.number() }),
});

export async function uploadPhoto(file: File) {
  const form = new FormData();
  form.append('file', file);
  return (await api('/api/uploads/photos', { body: form, schema: UploadedSchema })).photo;
}
