import {
  Building2,
  Camera,
  Castle,
  CircleAlert,
  Clapperboard,
  ClipboardList,
  Coffee,
  Crown,
  Flower2,
  Frame,
  House,
  LayoutGrid,
  MonitorSpeaker,
  Music,
  PartyPopper,
  Presentation,
  ShieldCheck,
  Trees,
  Utensils,
  UtensilsCrossed,
  Warehouse,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';

// The icon names used by the shared category tables, mapped to components (tree-shaken imports).
const ICONS: Record<string, LucideIcon> = {
  Building2,
  Camera,
  Castle,
  Clapperboard,
  ClipboardList,
  Coffee,
  Crown,
  Flower2,
  Frame,
  House,
  LayoutGrid,
  MonitorSpeaker,
  Music,
  PartyPopper,
  Presentation,
  ShieldCheck,
  Trees,
  Utensils,
  UtensilsCrossed,
  Warehouse,
};

/** Renders a category icon by name; an unknown name shows the alert icon (§8 "a missing icon shows an alert icon"). */
export function CategoryIcon({ name, ...props }: { name: string } & LucideProps) {
  const Icon = ICONS[name] ?? CircleAlert;
  return <Icon aria-hidden="true" {...props} />;
}
