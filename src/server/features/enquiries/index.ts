// The enquiries feature's public surface: its routes (contact and information requests).
export { enquiryRoutes } from './routes.ts';
