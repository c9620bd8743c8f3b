// The realtime feature's public surface: a generic transport that knows no feature's events. The event bus tells every
// server instance of a change; the hub holds this instance's sockets, delivers the bus's events to them by the rules
// of the feature that publishes them (deliverEvents), and hands the frames clients send to the feature that handles
// them (handleFrames); the route, registered by the app, opens the sockets.
export { createInProcessBus, createPostgresBus, noticePayloads, type ChangeEvent, type EventBus } from './event-bus.ts';
export { RealtimeHub, type ClientRequestFrame, type DeliverEvent } from './realtime-hub.ts';
export { realtimeRoutes } from './routes.ts';
export { answer, sendFailed, tooFast } from './socket-answers.ts';
