// HTTP helpers shared by the features' routes: the API's error shape (error-answers.ts answers every error in it),
// the Idempotency-Key header, the §9 request-limit windows, whether a request came from this machine, and whether an
// address is public.
export { ApiErrorSchema } from './api-error.ts';
export { requireIdempotencyKey } from './idempotency-key.ts';
export { routeLimit } from './route-limit.ts';
export { madeOnThisMachine } from './this-machine.ts';
export { isPublicAddress } from './public-address.ts';
