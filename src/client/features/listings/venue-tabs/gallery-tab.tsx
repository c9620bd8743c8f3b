import type { GalleryPhoto } from '../gallery-lightbox.tsx';
import { PhotoGrid } from '../photo-grid.tsx';

/** Gallery tab: every photo; each opens the lightbox. */
export function GalleryTab({
  photos,
  name,
  onOpen,
}: {
  photos: GalleryPhoto[];
  name: string;
  onOpen: (index: number) => void;
}) {
  return (
    <div>
      <p className="mb-4 text-sm text-muted">
        {photos.length} {photos.length === 1 ? 'photo' : 'photos'} of {name}. Select one to see it full screen; use the
        arrow keys to move between them.
      </p>
      <PhotoGrid photos={photos} onOpen={onOpen} label={`Photos of ${name}`} />
    </div>
  );
}
