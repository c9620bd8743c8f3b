// What other features use of platform metrics: its query keys (a decision on an application changes the overview).
export { platformMetricsKeys } from './api.ts';
