// The enquiries feature's public surface: its routes, registered by the app.
export { enquiryRoutes } from './routes.ts';
