// Photo uploads (issue 7: listing photos): what is taken, and what is said when it is not.
export const PHOTO_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  /** Narrower photos look blurry on a listing page's hero. */
  minWidth: 800,
  minHeight: 500,
  /** The kept original is scaled down to this; pages ask for 480, 800 or 1200 px. */
  masterWidth: 2400,
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
} as const;

export const UPLOAD_MESSAGES = {
  missing: 'Choose a photo to upload.',
  tooLarge: 'This photo is larger than 10 MB. Export it smaller and try again.',
  wrongType: 'Upload a JPEG, PNG, WebP or AVIF photo.',
  unreadable: 'This file could not be read as a photo.',
  malformed: 'The upload did not arrive whole. Please try again.',
  tooSmall: 'This photo is too small: use one at least 800 × 500 pixels.',
  notFound: 'No such photo.',
} as const;

export const PHOTO_URL_PREFIX = '/media/uploads/';

/** Where an uploaded photo is served: made from its id, the one thing the server knows it by. */
export const uploadedPhotoUrl = (id: string) => `${PHOTO_URL_PREFIX}${id}`;
