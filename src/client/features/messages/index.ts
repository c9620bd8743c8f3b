// What other features use of messages: the inbox (the partner portal shows it too).
export { Inbox } from './inbox.tsx';
