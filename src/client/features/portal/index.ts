export { portalKeys } from './api.ts';
