// What other features use of checkout: the customer's next events (the dashboard).
export { NextEvents } from './next-events.tsx';
