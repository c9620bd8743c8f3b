// Web push for new messages, on or off in this browser (hidden where the browser cannot do it).
import { Bell, BellOff } from 'lucide-react';
import { toast } from '../../lib/toast.ts';
import { Button } from '../../components/ui/button.tsx';
import { usePush } from '../../lib/push.ts';

export function PushToggle() {
  const { state, busy, toggle } = usePush();
  if (state === null || state === 'unsupported') return null;
  if (state === 'denied')
    return <p className="text-xs text-muted">Notifications are blocked for this site in your browser settings.</p>;
  const on = state === 'on';
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-pressed={on}
      loading={busy}
      onClick={() => void toggle().catch(() => toast.error('Notifications could not be changed. Please try again.'))}
    >
      {on ? <Bell aria-hidden="true" /> : <BellOff aria-hidden="true" />}
      {on ? 'Notifications on' : 'Notify me of new messages'}
    </Button>
  );
}
