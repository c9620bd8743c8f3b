// What other features use of messaging: the inbox (the partner portal shows it too).
export { Inbox } from './inbox.tsx';
