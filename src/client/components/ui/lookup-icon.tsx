// The §3 lookups give amenities and vibes an emoji, which a system without an emoji font (Debian's chromium) draws
// as empty boxes. Each emoji is drawn as the icon set's picture of the same thing; the lookups still decide which.
import {
  Accessibility,
  Armchair,
  ArrowUpDown,
  Building,
  Building2,
  Camera,
  ChefHat,
  Coffee,
  Crown,
  Drama,
  Factory,
  Flame,
  FlameKindling,
  Flashlight,
  Footprints,
  Gem,
  Headphones,
  Heart,
  Lamp,
  Landmark,
  Leaf,
  Lightbulb,
  Martini,
  Palette,
  PartyPopper,
  PawPrint,
  Projector,
  Rainbow,
  Shapes,
  ShieldCheck,
  Shirt,
  Smile,
  Snowflake,
  Sofa,
  Sparkles,
  Speaker,
  Square,
  SquareParking,
  Toilet,
  Trees,
  Truck,
  UtensilsCrossed,
  Wheat,
  Wifi,
  Wine,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { amenityEmoji, vibeEmoji } from '#shared/categories.ts';
import { cn } from '../../lib/cn.ts';

const ICON_OF_EMOJI: Record<string, LucideIcon> = {
  '✨': Sparkles,
  // Amenities
  '📶': Wifi,
  '🅿️': SquareParking,
  '🎭': Drama,
  '🔊': Speaker,
  '🍳': ChefHat,
  '🍸': Martini,
  '📽️': Projector,
  '🌳': Trees,
  '♿': Accessibility,
  '❄️': Snowflake,
  '🔥': Flame,
  '💃': Footprints,
  '🛋️': Sofa,
  '🚻': Toilet,
  '💡': Lightbulb,
  '🧥': Shirt,
  '🍽️': UtensilsCrossed,
  '🛡️': ShieldCheck,
  '🎧': Headphones,
  '📸': Camera,
  '🪑': Armchair,
  '🛗': ArrowUpDown,
  '🚚': Truck,
  '🏙️': Building2,
  '🪵': FlameKindling,
  '🐾': PawPrint,
  // Vibes
  '💕': Heart,
  '🕯️': Lamp,
  '⚡': Zap,
  '🏭': Factory,
  '🥂': Wine,
  '😌': Smile,
  '🎨': Palette,
  '💎': Gem,
  '🌾': Wheat,
  '🏢': Building,
  '🌿': Leaf,
  '🔦': Flashlight,
  '☕': Coffee,
  '👑': Crown,
  '🎉': PartyPopper,
  '🏛️': Landmark,
  '🌈': Rainbow,
  '◻️': Square,
  '🦄': Shapes,
};

function LookupIcon({ emoji, className }: { emoji: string; className?: string }) {
  const Icon = ICON_OF_EMOJI[emoji] ?? Sparkles;
  return <Icon aria-hidden="true" className={cn('size-4 shrink-0', className)} />;
}

export function AmenityIcon({ name, className }: { name: string; className?: string }) {
  return <LookupIcon emoji={amenityEmoji(name)} className={className} />;
}

export function VibeIcon({ name, className }: { name: string; className?: string }) {
  return <LookupIcon emoji={vibeEmoji(name)} className={className} />;
}
