// What other features use of the listing pages: the message action and the listing queries.
export { fetchVenue, listingKeys } from './api.ts';
export { messagesHref, useMessageAction } from './use-message-action.ts';
