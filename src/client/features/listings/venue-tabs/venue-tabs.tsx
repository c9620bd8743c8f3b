import { useEffect, useRef } from 'react';
import { CalendarDays, Images, LayoutGrid, ScrollText, Sparkles, type LucideIcon } from 'lucide-react';
import type { VenueDetail } from '#shared/listing-detail.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import type { GalleryPhoto } from '../gallery-lightbox.tsx';
import { useUrlTab } from '../use-url-tab.ts';
import { AvailabilityTab } from './availability-tab.tsx';
import { DetailsTab } from './details-tab.tsx';
import { GalleryTab } from './gallery-tab.tsx';
import { RulesTab } from './rules-tab.tsx';
import { SpacesTab } from './spaces-tab.tsx';

export const VENUE_TABS = ['details', 'gallery', 'spaces', 'rules', 'availability'] as const;
export type VenueTab = (typeof VENUE_TABS)[number];

const TAB_LABELS: Record<VenueTab, { label: string; icon: LucideIcon }> = {
  details: { label: 'Details', icon: Sparkles },
  gallery: { label: 'Gallery', icon: Images },
  spaces: { label: 'Spaces', icon: LayoutGrid },
  rules: { label: 'Rules', icon: ScrollText },
  availability: { label: 'Availability', icon: CalendarDays },
};

export interface VenueTabsProps {
  venue: VenueDetail;
  photos: GalleryPhoto[];
  today: string;
  onOpenPhoto: (index: number) => void;
  onCheckAvailability: () => void;
  onMessage: () => void;
}

/** §2 tabs: Details, Gallery, Spaces, Rules, Availability. The open tab is kept in the URL (?tab=). */
export function VenueTabs({ venue, photos, today, onOpenPhoto, onCheckAvailability, onMessage }: VenueTabsProps) {
  const [tab, setTab] = useUrlTab(VENUE_TABS);
  const rail = useRef<HTMLDivElement>(null);

  // On a phone the tab row scrolls sideways: keep the open tab in view (e.g. ?tab=availability).
  useEffect(() => {
    const container = rail.current;
    const active = container?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (!container || !active || container.scrollWidth <= container.clientWidth) return;
    const left = active.offsetLeft - container.offsetLeft;
    if (left < container.scrollLeft || left + active.offsetWidth > container.scrollLeft + container.clientWidth) {
      container.scrollTo({ left: Math.max(0, left - 20), behavior: 'smooth' });
    }
  }, [tab]);

  return (
    <Tabs value={tab} onValueChange={setTab} activationMode="manual">
      <div ref={rail} className="scrollbar-none relative -mx-5 overflow-x-auto px-5 sm:mx-0 sm:px-0">
        <TabsList aria-label="About this venue" className="min-w-max">
          {VENUE_TABS.map((value) => {
            const { label, icon: Icon } = TAB_LABELS[value];
            return (
              <TabsTrigger key={value} value={value} className="px-3.5 sm:px-4">
                <Icon aria-hidden="true" className="hidden size-4 sm:block" />
                {label}
              </TabsTrigger>
            );
          })}
        </TabsList>
      </div>
      <TabsContent value="details" className="mt-8">
        <DetailsTab venue={venue} />
      </TabsContent>
      <TabsContent value="gallery" className="mt-8">
        <GalleryTab photos={photos} name={venue.name} onOpen={onOpenPhoto} />
      </TabsContent>
      <TabsContent value="spaces" className="mt-8">
        <SpacesTab venue={venue} />
      </TabsContent>
      <TabsContent value="rules" className="mt-8">
        <RulesTab venue={venue} />
      </TabsContent>
      <TabsContent value="availability" className="mt-8">
        <AvailabilityTab venue={venue} today={today} onCheckAvailability={onCheckAvailability} onMessage={onMessage} />
      </TabsContent>
    </Tabs>
  );
}
