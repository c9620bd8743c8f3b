// The stories pages of §2 (/stories, /stories/{slug}); routes.tsx lazy-loads these two exports.
export { StoriesPage } from './stories-page.tsx';
export { StoryPage } from './story-page.tsx';
