// The host's 'Send a quote' from a conversation (issue 5 quotes): lines of their own, a date and start time, a
// note and how long it stays open; the customer gets it in the thread (and by mail) and pays it at
// /quotes/{id}/checkout. The totals shown are the §9 ones the customer will see.
import { toNestErrors } from '@hookform/resolvers';
import { Plus, ReceiptText, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { toast } from '../../lib/toast.ts';
import { formatMoney } from '#shared/money.ts';
import { QUOTE_LIMITS, quoteBreakdown, ThreadQuoteSchema, type QuoteLine, type ThreadQuote } from '#shared/quotes.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { IconButton } from '../../components/ui/icon-button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { describeApiError } from '../../lib/api.ts';
import { useSendQuote } from './api.ts';

interface LineDraft {
  description: string;
  /** Dollars, as typed. */
  price: string;
  hours: string;
  quantity: string;
}

interface QuoteDraft {
  title: string;
  eventDate: string;
  startTime: string;
  message: string;
  /** Days, as typed. */
  validDays: string;
  lines: LineDraft[];
}

const newLine = (): LineDraft => ({ description: '', price: '', hours: '1', quantity: '1' });

function toLine(draft: LineDraft): QuoteLine {
  return {
    description: draft.description.trim(),
    unitPriceCents: Math.round(Number(draft.price) * 100),
    hours: Number(draft.hours),
    quantity: Number(draft.quantity),
  };
}

/** The draft as the server takes it: prices in cents, numbers as numbers. */
function quoteBody(draft: QuoteDraft) {
  return {
    title: draft.title,
    eventDate: draft.eventDate,
    startTime: draft.startTime,
    message: draft.message.trim() || undefined,
    validDays: Number(draft.validDays),
    lines: draft.lines.map(toLine),
  };
}

/** Checks the draft with the schema the server checks the quote with; a line's price error shows on its price. */
const resolveQuote: Resolver<QuoteDraft, unknown, ThreadQuote> = (draft, _context, options) => {
  const parsed = ThreadQuoteSchema.safeParse(quoteBody(draft));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const flat: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map((part) => (part === 'unitPriceCents' ? 'price' : String(part))).join('.');
    flat[path] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: toNestErrors(flat, options) };
};

export interface QuoteDialogProps {
  conversationId: string;
  customerName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function QuoteDialog({ conversationId, customerName, open, onOpenChange }: QuoteDialogProps) {
  const { register, control, handleSubmit, formState, reset, getValues } = useForm<QuoteDraft, unknown, ThreadQuote>({
    resolver: resolveQuote,
    defaultValues: {
      title: '',
      eventDate: '',
      startTime: '18:00',
      message: '',
      validDays: String(QUOTE_LIMITS.defaultValidDays),
      lines: [newLine()],
    },
    shouldFocusError: false,
  });
  const lines = useFieldArray({ control, name: 'lines', keyName: 'key' });
  const send = useSendQuote(conversationId);

  const errors = formState.errors;
  const drafts = useWatch({ control, name: 'lines' });
  const pricedLines = drafts
    .map(toLine)
    .filter(
      (line) =>
        Number.isFinite(line.unitPriceCents) && line.unitPriceCents >= 0 && line.hours >= 1 && line.quantity >= 1,
    );
  const breakdown = quoteBreakdown(pricedLines);

  const submit = handleSubmit((quote) =>
    send.mutate(quote, {
      onSuccess: () => {
        toast.success(`Quote sent to ${customerName}`);
        onOpenChange(false);
        // The date, start time and validity stay for the next quote.
        reset({ ...getValues(), title: '', message: '', lines: [newLine()] });
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Send a quote"
        description={`${customerName} can pay it from this conversation. Fees and tax are added as at checkout.`}
        className="max-w-2xl"
      >
        <form onSubmit={submit} noValidate className="flex max-h-[70vh] flex-col gap-4 overflow-y-auto pr-1">
          <Field label="Title" required error={errors.title?.message}>
            <Input placeholder="Sound and lights for the launch" maxLength={120} {...register('title')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label="Event date" required error={errors.eventDate?.message}>
              <Input type="date" {...register('eventDate')} />
            </Field>
            <Field label="Start time" error={errors.startTime?.message}>
              <Input type="time" {...register('startTime')} />
            </Field>
            <Field label="Open for (days)" error={errors.validDays?.message}>
              <Input type="number" min={1} max={QUOTE_LIMITS.maxValidDays} {...register('validDays')} />
            </Field>
          </div>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 text-sm font-semibold text-ink">What is included</legend>
            {lines.fields.map((line, index) => (
              <div
                key={line.key}
                role="group"
                aria-label={`Line ${index + 1}`}
                className="grid items-end gap-2 rounded-xl border border-line p-3 sm:grid-cols-[minmax(0,1fr)_7rem_5rem_5rem_auto]"
              >
                <Field label="Description" error={errors.lines?.[index]?.description?.message}>
                  <Input placeholder="DJ set" maxLength={120} {...register(`lines.${index}.description`)} />
                </Field>
                <Field label="Price ($)" error={errors.lines?.[index]?.price?.message}>
                  <Input type="number" min={0} step="0.01" inputMode="decimal" {...register(`lines.${index}.price`)} />
                </Field>
                <Field label="Hours" error={errors.lines?.[index]?.hours?.message}>
                  <Input type="number" min={1} max={12} {...register(`lines.${index}.hours`)} />
                </Field>
                <Field label="Qty" error={errors.lines?.[index]?.quantity?.message}>
                  <Input type="number" min={1} max={99} {...register(`lines.${index}.quantity`)} />
                </Field>
                <IconButton
                  label={`Remove line ${index + 1}`}
                  icon={<Trash2 aria-hidden="true" />}
                  disabled={lines.fields.length === 1}
                  onClick={() => lines.remove(index)}
                />
              </div>
            ))}
            {errors.lines?.root?.message ? (
              <p role="alert" className="text-sm font-medium text-danger">
                {errors.lines.root.message}
              </p>
            ) : null}
            {lines.fields.length < QUOTE_LIMITS.maxLines ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="self-start"
                onClick={() => lines.append(newLine(), { shouldFocus: false })}
              >
                <Plus aria-hidden="true" /> Add a line
              </Button>
            ) : null}
          </fieldset>
          <Field label="Note to the customer" hint="Optional: what is and is not included, how you work.">
            <Textarea rows={3} maxLength={2000} {...register('message')} />
          </Field>
          <dl className="grid grid-cols-2 gap-1 rounded-xl bg-dusk-50 p-3 text-sm">
            <dt className="text-muted">Your price</dt>
            <dd className="text-right font-semibold tabular-nums">{formatMoney(breakdown.subtotal, 'messaging')}</dd>
            <dt className="text-muted">The customer pays (fees and tax included)</dt>
            <dd className="text-right font-semibold tabular-nums">
              {formatMoney(breakdown.customerTotal, 'messaging')}
            </dd>
            <dt className="text-muted">You receive</dt>
            <dd className="text-right font-semibold tabular-nums">
              {formatMoney(breakdown.vendorReceives, 'messaging')}
            </dd>
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
