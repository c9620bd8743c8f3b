import { useNavigation } from 'react-router';

/** A thin bar at the top of the viewport while a lazy route is loading. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-ember-100"
    >
      <div className="h-full w-full origin-left animate-progress bg-gradient-to-r from-ember-400 via-brand to-[#7b3fe4]" />
    </div>
  );
}
