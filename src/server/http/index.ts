// HTTP helpers shared by the features' routes: the API's error shape (error-answers.ts answers every error in it)
// and the Idempotency-Key header.
export { ApiErrorSchema } from './api-error.ts';
export { requireIdempotencyKey } from './idempotency-key.ts';
