// The host's 'Send a quote' from a conversation (issue 5 quotes): lines of their own, a date and start time, a
// note and how long it stays open; the customer gets it in the thread (and by mail) and pays it at
// /quotes/{id}/checkout. The totals shown are the §9 ones the customer will see.
import { Plus, ReceiptText, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast.ts';
import { formatCents } from '#shared/money.ts';
import { QUOTE_LIMITS, quoteBreakdown, ThreadQuoteSchema, type QuoteLine } from '#shared/quotes.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { IconButton } from '../../components/ui/icon-button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { describeApiError } from '../../lib/api.ts';
import { useSendQuote } from './api.ts';

interface LineDraft {
  key: string;
  description: string;
  /** Dollars, as typed. */
  price: string;
  hours: string;
  quantity: string;
}

const newLine = (): LineDraft => ({ key: crypto.randomUUID(), description: '', price: '', hours: '1', quantity: '1' });

function toLine(draft: LineDraft): QuoteLine {
  return {
    description: draft.description.trim(),
    unitPriceCents: Math.round(Number(draft.price) * 100),
    hours: Number(draft.hours),
    quantity: Number(draft.quantity),
  };
}

export interface QuoteDialogProps {
  conversationId: string;
  customerName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function QuoteDialog({ conversationId, customerName, open, onOpenChange }: QuoteDialogProps) {
  const [title, setTitle] = useState('');
  const [eventDate, setEventDate] = useState('');
  const [startTime, setStartTime] = useState('18:00');
  const [message, setMessage] = useState('');
  const [validDays, setValidDays] = useState(String(QUOTE_LIMITS.defaultValidDays));
  const [lines, setLines] = useState<LineDraft[]>([newLine()]);
  const [showErrors, setShowErrors] = useState(false);
  const send = useSendQuote(conversationId);

  const body = {
    title,
    eventDate,
    startTime,
    message: message.trim() || undefined,
    validDays: Number(validDays),
    lines: lines.map(toLine),
  };
  const parsed = ThreadQuoteSchema.safeParse(body);
  const problems = new Map((parsed.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
  const problem = (path: string) => (showErrors ? problems.get(path) : undefined);
  const pricedLines = lines
    .map(toLine)
    .filter(
      (line) =>
        Number.isFinite(line.unitPriceCents) && line.unitPriceCents >= 0 && line.hours >= 1 && line.quantity >= 1,
    );
  const breakdown = quoteBreakdown(pricedLines);

  const update = (key: string, patch: Partial<LineDraft>) =>
    setLines((all) => all.map((line) => (line.key === key ? { ...line, ...patch } : line)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (!parsed.success) return;
    send.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(`Quote sent to ${customerName}`);
        onOpenChange(false);
        setTitle('');
        setMessage('');
        setLines([newLine()]);
        setShowErrors(false);
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Send a quote"
        description={`${customerName} can pay it from this conversation. Fees and tax are added as at checkout.`}
        className="max-w-2xl"
      >
        <form onSubmit={submit} noValidate className="flex max-h-[70vh] flex-col gap-4 overflow-y-auto pr-1">
          <Field label="Title" required error={problem('title')}>
            <Input
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              placeholder="Sound and lights for the launch"
              maxLength={120}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label="Event date" required error={problem('eventDate')}>
              <Input type="date" value={eventDate} onChange={(e) => setEventDate(e.target.value)} />
            </Field>
            <Field label="Start time" error={problem('startTime')}>
              <Input type="time" value={startTime} onChange={(e) => setStartTime(e.target.value)} />
            </Field>
            <Field label="Open for (days)" error={problem('validDays')}>
              <Input
                type="number"
                min={1}
                max={QUOTE_LIMITS.maxValidDays}
                value={validDays}
                onChange={(e) => setValidDays(e.target.value)}
              />
            </Field>
          </div>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 text-sm font-semibold text-ink">What is included</legend>
            {lines.map((line, index) => (
              <div
                key={line.key}
                role="group"
                aria-label={`Line ${index + 1}`}
                className="grid items-end gap-2 rounded-xl border border-line p-3 sm:grid-cols-[minmax(0,1fr)_7rem_5rem_5rem_auto]"
              >
                <Field label="Description" error={problem(`lines.${index}.description`)}>
                  <Input
                    value={line.description}
                    onChange={(e) => update(line.key, { description: e.target.value })}
                    placeholder="DJ set"
                    maxLength={120}
                  />
                </Field>
                <Field label="Price ($)" error={problem(`lines.${index}.unitPriceCents`)}>
                  <Input
                    type="number"
                    min={0}
                    step="0.01"
                    inputMode="decimal"
                    value={line.price}
                    onChange={(e) => update(line.key, { price: e.target.value })}
                  />
                </Field>
                <Field label="Hours" error={problem(`lines.${index}.hours`)}>
                  <Input
                    type="number"
                    min={1}
                    max={12}
                    value={line.hours}
                    onChange={(e) => update(line.key, { hours: e.target.value })}
                  />
                </Field>
                <Field label="Qty" error={problem(`lines.${index}.quantity`)}>
                  <Input
                    type="number"
                    min={1}
                    max={99}
                    value={line.quantity}
                    onChange={(e) => update(line.key, { quantity: e.target.value })}
                  />
                </Field>
                <IconButton
                  label={`Remove line ${index + 1}`}
                  icon={<Trash2 aria-hidden="true" />}
                  disabled={lines.length === 1}
                  onClick={() => setLines((all) => all.filter((l) => l.key !== line.key))}
                />
              </div>
            ))}
            {lines.length < QUOTE_LIMITS.maxLines ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="self-start"
                onClick={() => setLines((all) => [...all, newLine()])}
              >
                <Plus aria-hidden="true" /> Add a line
              </Button>
            ) : null}
          </fieldset>
          <Field label="Note to the customer" hint="Optional: what is and is not included, how you work.">
            <Textarea rows={3} value={message} onChange={(e) => setMessage(e.target.value)} maxLength={2000} />
          </Field>
          <dl className="grid grid-cols-2 gap-1 rounded-xl bg-dusk-50 p-3 text-sm">
            <dt className="text-muted">Your price</dt>
            <dd className="text-right font-semibold tabular-nums">{formatCents(breakdown.subtotal)}</dd>
            <dt className="text-muted">The customer pays (fees and tax included)</dt>
            <dd className="text-right font-semibold tabular-nums">{formatCents(breakdown.customerTotal)}</dd>
            <dt className="text-muted">You receive</dt>
            <dd className="text-right font-semibold tabular-nums">{formatCents(breakdown.vendorReceives)}</dd>
          </dl>
          {send.isError ? (
            <p role="alert" className="rounded-xl bg-danger-soft px-3.5 py-2.5 text-sm text-danger">
              {describeApiError(send.error, 'The quote could not be sent. Please try again.')}
            </p>
          ) : null}
          <Button type="submit" loading={send.isPending}>
            <ReceiptText aria-hidden="true" /> Send quote
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
