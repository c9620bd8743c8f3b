export * from './auth.ts';
export * from './profiles.ts';
export * from './listings.ts';
export * from './messaging.ts';
export * from './commerce.ts';
export * from './content.ts';
export * from './platform.ts';
export * from './events.ts';
