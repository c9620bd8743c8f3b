// The listing pages of §2 (venue/{id}, vendor/{id}); routes.tsx lazy-loads these two exports.
export { VenuePage } from './venue-page.tsx';
export { VendorPage } from './vendor-page.tsx';
