// The portal's Inbox tab: customers' conversations about the partner's own listings, answered here (live, with
// quotes from the thread). ?c= keeps the open conversation in the address.
import { Inbox as InboxIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Inbox } from '../messaging/index.ts';

const TAB_HREF = '/portal/dashboard?tab=inbox';

export function PartnerInboxPanel() {
  const [search] = useSearchParams();
  return (
    <Inbox
      scope="host"
      selectedId={search.get('c')}
      hrefFor={(id) => `${TAB_HREF}&c=${id}`}
      listHref={TAB_HREF}
      className="mt-6 h-[calc(100dvh-17rem)]"
      empty={
        <EmptyState
          icon={<InboxIcon />}
          title="No questions yet"
          description="When customers message you about your listings, the conversations arrive here, live."
        />
      }
    />
  );
}
