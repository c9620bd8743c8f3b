// What other features use of the listing pages: the message action and the listing queries.
export { fetchVenue, listingKeys } from './listing-queries.ts';
export { messagesHref, useMessageAction } from './use-message-action.ts';
