import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Link, useParams, useSearchParams, type Params } from 'react-router';
import { ArrowRight, CircleCheck, Hourglass, type LucideIcon } from 'lucide-react';
import { Badge } from '../components/ui/badge.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { useSession } from '../lib/session.tsx';
import { AuthGate } from './auth-gate.tsx';
import { PageFrame } from './page-frame.tsx';

export interface PageContext {
  params: Readonly<Params<string>>;
  search: URLSearchParams;
  /** For titles that can use data already in the cache (e.g. a listing's name). */
  queryClient: QueryClient;
}

type Dynamic<T> = T | ((context: PageContext) => T);

export interface PageLink {
  label: string;
  href: string;
  description?: string;
  icon?: LucideIcon;
}

export interface PlannedPageSpec {
  title: Dynamic<string>;
  eyebrow: string;
  icon: LucideIcon;
  /** One or two sentences: what this page is for. */
  summary: Dynamic<string>;
  /** What the page will let people do. */
  features: string[];
  links: PageLink[];
  primaryAction?: PageLink;
  /** When set, guests see the 'Authentication Required' gate ("to see <guestGate>"). */
  guestGate?: string;
  breadcrumbLabel?: (context: PageContext) => string | undefined;
}

function resolve<T>(value: Dynamic<T>, context: PageContext): T {
  return typeof value === 'function' ? (value as (context: PageContext) => T)(context) : value;
}

function UsefulLinks({ links }: { links: PageLink[] }) {
  return (
    <Card className="p-2">
      <h2 className="px-4 pt-4 pb-2 text-eyebrow font-bold text-muted uppercase">Useful links</h2>
      <ul>
        {links.map(({ label, href, description, icon: Icon }) => (
          <li key={`${href}-${label}`}>
            <Link to={href} className="group flex items-center gap-3.5 rounded-xl px-4 py-3 transition-colors hover:bg-dusk-50">
              {Icon ? (
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-ember-50 text-brand">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
              ) : null}
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-ink">{label}</span>
                {description ? <span className="block text-sm text-muted">{description}</span> : null}
              </span>
              <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-dusk-400 transition-transform group-hover:translate-x-0.5" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** A real, styled page for a screen whose capability arrives in a later issue: it says what the
 *  page will do and where to go meanwhile, never a blank screen. */
export function plannedPage(spec: PlannedPageSpec): ComponentType {
  function PlannedPage() {
    const params = useParams();
    const [search] = useSearchParams();
    const session = useSession();
    const queryClient = useQueryClient();
    const context: PageContext = { params, search, queryClient };
    const title = resolve(spec.title, context);
    const gated = spec.guestGate !== undefined && session.status === 'ready' && !session.user;

    return (
      <PageFrame
        title={title}
        eyebrow={spec.eyebrow}
        icon={spec.icon}
        description={resolve(spec.summary, context)}
        breadcrumbLabel={spec.breadcrumbLabel?.(context)}
        actions={
          spec.primaryAction ? (
            <Button asChild>
              <Link to={spec.primaryAction.href}>
                {spec.primaryAction.label}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          ) : undefined
        }
      >
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:gap-8">
          {gated ? (
            <AuthGate what={spec.guestGate} />
          ) : (
            <Card className="p-6 sm:p-8">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 className="text-xl font-bold tracking-tight text-ink">What you'll do here</h2>
                <Badge tone="gold">
                  <Hourglass aria-hidden="true" />
                  Opening soon
                </Badge>
              </div>
              <ul className="mt-5 flex flex-col gap-3.5">
                {spec.features.map((feature) => (
                  <li key={feature} className="flex gap-3 text-[0.9375rem] leading-6 text-dusk-700">
                    <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-lagoon-600" />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
              <p className="mt-6 rounded-2xl bg-dusk-50 px-4 py-3 text-sm leading-6 text-muted">
                This part of Eventide is being built right now. Meanwhile, these links take you where you need to go.
              </p>
            </Card>
          )}
          <UsefulLinks links={spec.links} />
        </div>
      </PageFrame>
    );
  }
  PlannedPage.displayName = `PlannedPage(${typeof spec.title === 'string' ? spec.title : spec.eyebrow})`;
  return PlannedPage;
}
