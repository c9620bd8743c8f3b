import { useState } from 'react';
import { Menu, ShoppingBag, UserRound } from 'lucide-react';
import { countLabel } from '#shared/count-label.ts';
import { IconButton } from '../../components/ui/icon-button.tsx';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { LazyOverlay } from '../../components/layout/lazy-overlay.tsx';
import { BrandLogo } from '../../components/layout/brand-logo.tsx';
import { useShell } from '../../components/layout/use-shell.ts';

const MobileMenu = lazyComponent(() => import('./mobile-menu.tsx'), 'MobileMenu');

export interface MobileHeaderProps {
  /** When the bottom navigation is hidden the header carries the cart and account shortcuts itself. */
  bottomNavVisible: boolean;
}

/** §2 mobile top bar; its menu sheet (mobile-menu.tsx) loads the first time it opens. */
export function MobileHeader({ bottomNavVisible }: MobileHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const shell = useShell();

  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-white/90 backdrop-blur-xl md:hidden">
      <div className="flex h-14 items-center gap-1 px-3">
        <IconButton
          label="Open menu"
          icon={<Menu aria-hidden="true" />}
          onClick={() => setMenuOpen(true)}
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
        />
        <BrandLogo className="ml-1 text-lg [&_svg]:size-7" />
        <div className="ml-auto flex items-center gap-1">
          {bottomNavVisible ? null : (
            <>
              <IconButton
                label={`Cart, ${countLabel(shell.cartCount, 'item')}`}
                icon={<ShoppingBag aria-hidden="true" />}
                badge={shell.cartCount}
                onClick={shell.openCart}
              />
              <IconButton
                label={
                  shell.unreadMessages > 0 ? `Your account, ${shell.unreadMessages} unread messages` : 'Your account'
                }
                icon={<UserRound aria-hidden="true" />}
                badge={shell.unreadMessages}
                onClick={shell.openProfile}
              />
            </>
          )}
        </div>
      </div>

      <LazyOverlay open={menuOpen} name="Menu">
        <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
      </LazyOverlay>
    </header>
  );
}
