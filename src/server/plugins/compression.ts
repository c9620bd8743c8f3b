// Answers go out compressed (brotli or gzip, as the browser accepts) once over 1 KB: a server-rendered page carries
// its markup and its data, which a phone on a slow network should not wait for uncompressed. The build's own files
// are compressed once at build time (@fastify/static's preCompressed), so they pass through untouched.
import compress from '@fastify/compress';
import { appWide } from './app-wide.ts';

export const compression = appWide('compression', async (app) => {
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] });
});
