// The enquiries feature's public surface: its routes (contact and information requests), registered by the app.
export { enquiryRoutes } from './routes.ts';
