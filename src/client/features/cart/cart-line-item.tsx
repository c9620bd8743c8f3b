import { Minus, Package, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { ownCancellationInWords, type CancellationTier } from '#shared/cancellation-policies.ts';
import { securityDepositInWords } from '#shared/security-deposits.ts';
import { CART_LIMITS } from '#shared/constants.ts';
import { EXTRA_LIMITS } from '#shared/extras.ts';
import { clampHours, hasHours, hoursBounds, isExtra, type CartItem } from '#shared/cart.ts';
import { isHourly, unitPriceLabel } from '#shared/pricing.ts';
import { IconButton } from '../../components/ui/icon-button.tsx';
import { SmartImage } from '../../components/ui/smart-image.tsx';
import { formatMoney } from '#shared/money.ts';
import { cartItemCost, cartItemKind } from './cart-display.ts';
import { InstantBookMark } from './instant-book-mark.tsx';

export interface CartLineItemProps {
  item: CartItem;
  /** The server's figure for this item, when it has priced the cart as it is; else the row's own estimate shows. */
  quotedCostCents?: number | undefined;
  /** The server says this line confirms at checkout (instant book). */
  confirmsAtOnce?: boolean | undefined;
  /** The listing's cancellation policy, as the server priced it; stated when it is not the default. */
  cancellationTier?: CancellationTier | undefined;
  /** The listing's refundable security deposit, as the server priced it; stated when there is one. */
  securityDepositCents?: number | undefined;
  onQuantityChange: (id: string, quantity: number) => void;
  onHoursChange: (id: string, hours: number) => void;
  onRemove: (id: string) => void;
}

interface StepperProps {
  /** 'Quantity' or 'Hours': names the group and its buttons. */
  label: string;
  itemName: string;
  value: number;
  /** What the value reads as: '2', '4 h'. */
  display: string;
  decrease: { disabled: boolean; onClick: () => void; icon?: ReactNode };
  increase: { disabled: boolean; onClick: () => void };
}

function Stepper({ label, itemName, value, display, decrease, increase }: StepperProps) {
  const lower = label.toLowerCase();
  return (
    <div role="group" aria-label={`${label} for ${itemName}`} className="flex items-center gap-1">
      <span className="mr-1 text-xs font-medium text-muted" aria-hidden="true">
        {label}
      </span>
      <div className="flex items-center rounded-full border border-line bg-surface">
        <IconButton
          size="sm"
          label={`Decrease ${lower} of ${itemName}`}
          icon={decrease.icon ?? <Minus aria-hidden="true" />}
          disabled={decrease.disabled}
          onClick={decrease.onClick}
        />
        <output
          aria-label={`${label}: ${value}`}
          className="min-w-9 text-center text-sm font-semibold tabular-nums text-ink"
        >
          {display}
        </output>
        <IconButton
          size="sm"
          label={`Increase ${lower} of ${itemName}`}
          icon={<Plus aria-hidden="true" />}
          disabled={increase.disabled}
          onClick={increase.onClick}
        />
      </div>
    </div>
  );
}

/** One cart row: image, name, kind, price as the listing charges it ('$175/hr × 4 h', '$850 / event', '$45 / guest ×
 *  120'), quantity (guests for a per-guest price) and hours steppers (§2: quantity from 1, hours 1 to 12 and never
 *  under the item's minimum, clamped; hours only where they count or hold a venue), the row's cost and a remove
 *  button. An add-on or package sits under its listing with a flat price and a quantity only. */
export function CartLineItem({
  item,
  quotedCostCents,
  confirmsAtOnce,
  cancellationTier,
  securityDepositCents,
  onQuantityChange,
  onHoursChange,
  onRemove,
}: CartLineItemProps) {
  const { min: minHours, max: maxHours } = hoursBounds(item);
  const hours = clampHours(item.hours, item);
  const extra = isExtra(item);
  // A venue is booked once: its hours matter, not a quantity.
  const showQuantity = item.type !== 'venue';
  const quantityLabel = item.unit === 'guest' ? 'Guests' : 'Quantity';
  const atOne = item.quantity <= CART_LIMITS.minQuantity;

  return (
    <li className={extra ? 'flex gap-3 border-l-2 border-lagoon-200 py-3 pl-3 ml-8' : 'flex gap-3 py-4'}>
      <div className={`relative shrink-0 overflow-hidden rounded-xl bg-dusk-100 ${extra ? 'size-10' : 'size-16'}`}>
        {item.imageUrl ? (
          <SmartImage src={item.imageUrl} alt="" sizes="64px" />
        ) : (
          <Package aria-hidden="true" className="absolute inset-0 m-auto size-6 text-dusk-400" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold text-ink">{item.name}</p>
            <p className="truncate text-xs text-muted">
              {extra && item.description ? `${cartItemKind(item)} · ${item.description}` : cartItemKind(item)}
              {confirmsAtOnce ? (
                <>
                  {' · '}
                  <InstantBookMark />
                </>
              ) : null}
            </p>
            <p className="mt-0.5 text-sm text-ink">
              {unitPriceLabel({ ...item, hours }, 'charge')}
              {isHourly(item.unit) && minHours > CART_LIMITS.minHours ? (
                <span className="text-muted"> · min {minHours} h</span>
              ) : null}
            </p>
            {cancellationTier && ownCancellationInWords(cancellationTier) ? (
              <p className="mt-0.5 text-xs text-muted">{ownCancellationInWords(cancellationTier)}</p>
            ) : null}
            {securityDepositCents === undefined ? null : (
              <p className="mt-0.5 text-xs text-muted">{securityDepositInWords(securityDepositCents)}</p>
            )}
          </div>
          <IconButton
            size="sm"
            label={`Remove ${item.name} from cart`}
            icon={<Trash2 aria-hidden="true" />}
            onClick={() => onRemove(item.id)}
            className="-mt-1 -mr-1 text-muted hover:text-danger"
          />
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
          {showQuantity ? (
            <Stepper
              label={quantityLabel}
              itemName={item.name}
              value={item.quantity}
              display={String(item.quantity)}
              // At 1 the minus removes the item (a quantity of 0 removes it, §4).
              decrease={{
                disabled: false,
                onClick: () => onQuantityChange(item.id, item.quantity - 1),
                ...(atOne ? { icon: <Trash2 aria-hidden="true" /> } : {}),
              }}
              increase={{
                disabled: extra && item.quantity >= EXTRA_LIMITS.maxQuantity,
                onClick: () => onQuantityChange(item.id, item.quantity + 1),
              }}
            />
          ) : null}
          {hasHours(item) ? (
            <Stepper
              label="Hours"
              itemName={item.name}
              value={hours}
              display={`${hours} h`}
              decrease={{
                disabled: hours <= minHours,
                onClick: () => onHoursChange(item.id, clampHours(hours - 1, item)),
              }}
              increase={{
                disabled: hours >= maxHours,
                onClick: () => onHoursChange(item.id, clampHours(hours + 1, item)),
              }}
            />
          ) : null}
          <span className="ml-auto text-sm font-semibold text-ink tabular-nums">
            {formatMoney(quotedCostCents ?? cartItemCost(item), 'charge')}
          </span>
        </div>
      </div>
    </li>
  );
}
