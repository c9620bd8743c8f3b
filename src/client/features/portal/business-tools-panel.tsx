// The portal's Business tools tab (§2 saas): the tools that run the business outside Eventide: the calendar feed
// for the partner's own calendar app, links to share each live listing, how complete each listing is, and the
// monthly statements.
import { ClipboardCheck, Link2, ReceiptText } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { FeedCard } from './calendar-panel.tsx';
import { copyText } from '../../lib/clipboard.ts';
import { useListingCompleteness } from './api.ts';

function ShareLinks() {
  const listings = useListingCompleteness();
  const copy = async (url: string) => {
    if (await copyText(url)) toast.success('Link copied');
    else toast.error('Copy failed: select the link and copy it yourself.');
  };
  const live = listings.data?.listings.filter((l) => l.state === 'live') ?? [];
  const unfinished = listings.data?.listings.filter((l) => l.percent < 100).length ?? 0;
  return (
    <>
      <Card className="flex flex-col gap-3 p-5">
        <h3 className="flex items-center gap-2 text-lg font-bold text-ink">
          <Link2 aria-hidden="true" className="size-5 text-dusk-600" />
          Share your listings
        </h3>
        <p className="text-sm text-muted">
          Put these links in your bio, your site or your email signature: customers book you straight from them.
        </p>
        {listings.isPending ? (
          <Skeleton className="h-20 rounded-xl" />
        ) : live.length === 0 ? (
          <p className="text-sm text-muted">None of your listings is live yet.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {live.map((l) => {
              const url = `${window.location.origin}/${l.kind}/${l.id}`;
              return (
                <li key={l.id} className="flex flex-wrap items-center gap-2">
                  <span className="min-w-0 flex-1 truncate text-sm font-semibold text-ink">{l.name}</span>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => void copy(url)}
                    aria-label={`Copy the link to ${l.name}`}
                  >
                    Copy link
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
      <Card className="flex flex-col gap-3 p-5">
        <h3 className="flex items-center gap-2 text-lg font-bold text-ink">
          <ClipboardCheck aria-hidden="true" className="size-5 text-dusk-600" />
          Listing health
        </h3>
        <p className="text-sm text-muted">
          {listings.isPending
            ? 'Checking your listings…'
            : unfinished === 0
              ? 'Every listing is complete.'
              : `${unfinished} ${unfinished === 1 ? 'listing has' : 'listings have'} something missing.`}
        </p>
        <Button asChild size="sm" variant="secondary" className="self-start">
          <Link to="/dashboard/complete-listing">See what is missing</Link>
        </Button>
      </Card>
    </>
  );
}

export function BusinessToolsPanel({ onPayments }: { onPayments: () => void }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <FeedCard />
      <ShareLinks />
      <Card className="flex flex-col gap-3 p-5">
        <h3 className="flex items-center gap-2 text-lg font-bold text-ink">
          <ReceiptText aria-hidden="true" className="size-5 text-dusk-600" />
          Statements for your accountant
        </h3>
        <p className="text-sm text-muted">
          A CSV for each month: every booking, the platform fee, refunds and payouts.
        </p>
        <Button size="sm" variant="secondary" className="self-start" onClick={onPayments}>
          Open statements
        </Button>
      </Card>
    </div>
  );
}
