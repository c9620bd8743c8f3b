import { Share } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { IconButton } from '../../components/ui/icon-button.tsx';
import { useShareListing, type ShareTarget } from './use-share-listing.ts';

/** 'Share' with a label (title rows) or as a round icon over a photo (`compact`). */
export function ShareButton({
  target,
  compact = false,
  className,
}: {
  target: ShareTarget;
  compact?: boolean;
  className?: string;
}) {
  const share = useShareListing();
  if (compact) {
    return (
      <IconButton
        label="Share"
        icon={<Share />}
        variant="glass"
        className={className}
        onClick={() => void share(target)}
      />
    );
  }
  return (
    <Button variant="ghost" size="sm" className={className} onClick={() => void share(target)}>
      <Share aria-hidden="true" />
      <span className="underline underline-offset-4">Share</span>
    </Button>
  );
}
