// The reviews feature's public surface: its routes, registered by the app, and the job that shows the reviews of
// lines whose 14 days ended.
export { lineReviewRoutes } from './line-review-routes.ts';
export { publishClosedReviews } from './line-reviews.ts';
export { reviewRoutes } from './routes.ts';
