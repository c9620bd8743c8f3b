// The messaging feature's public surface: its routes, registered by the app (they also put messages on realtime's
// sockets), sending a message whichever way it comes, delivering a stored one, the conversation a user takes part
// in, and the live events of a conversation as they travel on the bus.
export { conversationFor } from './conversations.ts';
export { createMessageDelivery, type DeliverMessage } from './deliver-message.ts';
export { bareEvent, type ConversationEvent } from './live-messages.ts';
export { sendMessage } from './messages.ts';
export { messagingRoutes } from './routes.ts';
export { createMessageSender, MESSAGE_SEND_LIMIT, type MessageSender } from './sender.ts';
