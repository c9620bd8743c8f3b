import { LogOut } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useSession } from '../../lib/session.tsx';

/** §2 Sign Out in the phone menu and the account sheet: closes the sheet it is in, then signs out. */
export function SignOutButton({ onClose }: { onClose: () => void }) {
  const session = useSession();
  return (
    <Button
      variant="secondary"
      block
      loading={session.signingOut}
      onClick={() => {
        onClose();
        session.signOut();
      }}
    >
      <LogOut aria-hidden="true" />
      Sign Out
    </Button>
  );
}
