import { RefreshCw, ShieldAlert } from 'lucide-react';
import { describeApiError } from '../../lib/api.ts';
import { Button } from './button.tsx';
import { Card } from './card.tsx';
import { EmptyState } from './empty-state.tsx';

export interface LoadErrorCardProps {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/** A query that failed: what happened, in plain words, and a Try again button. */
export function LoadErrorCard({ title, error, onRetry, retrying, headingLevel = 'h3', className }: LoadErrorCardProps) {
  return (
    <Card {...(className ? { className } : {})}>
      <EmptyState
        as={headingLevel}
        tone="danger"
        icon={<ShieldAlert />}
        title={title}
        description={describeApiError(error, 'The server did not answer. Please try again in a moment.')}
        actions={
          <Button onClick={onRetry} loading={retrying}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        }
      />
    </Card>
  );
}
