// The concierge feature's public surface: its routes (§7 ai-assistant-enhanced and the saved chats), registered by
// the app.
export { conciergeRoutes } from './routes.ts';
