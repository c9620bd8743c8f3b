// Whether the partner's payout account is connected, with the way to connect it.
import { Banknote, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';

export function PayoutsPanel({ connected }: { connected: boolean }) {
  return connected ? (
    <Card className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center">
      <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-lagoon-50 text-lagoon-700">
        <CircleCheck aria-hidden="true" className="size-6" />
      </span>
      <div className="flex-1">
        <h3 className="text-lg font-bold text-ink">Payouts connected</h3>
        <p className="text-[0.9375rem] text-muted">
          Your earnings from each booking are paid into your connected account.
        </p>
      </div>
      <Badge tone="success">Connected</Badge>
    </Card>
  ) : (
    <Card className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center">
      <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-gold-50 text-gold-700">
        <Banknote aria-hidden="true" className="size-6" />
      </span>
      <div className="flex-1">
        <h3 className="text-lg font-bold text-ink">Connect payouts</h3>
        <p className="text-[0.9375rem] text-muted">
          Link the account your earnings are paid into. Customers can book you once it is connected.
        </p>
      </div>
      <Button asChild>
        <Link to="/portal/onboarding">Connect payouts</Link>
      </Button>
    </Card>
  );
}
