// HTTP helpers shared by the features' routes: the API's error shape (error-answers.ts answers every error in it),
// the Idempotency-Key header and the §9 request-limit windows.
export { ApiErrorSchema } from './api-error.ts';
export { requireIdempotencyKey } from './idempotency-key.ts';
export { routeLimit } from './route-limit.ts';
