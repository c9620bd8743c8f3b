export { catalogueKeys } from './api.ts';
