// HTTP helpers shared by the features' routes: the API's error shape and answers, and the Idempotency-Key header.
export { ApiErrorSchema } from './api-error.ts';
export { idempotencyKeyOf, sendIdempotencyKeyRequired } from './idempotency-key.ts';
export { sendProblemAnswer, type Problem } from './problem-answer.ts';
