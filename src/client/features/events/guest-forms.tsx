// The guest list's forms: add a guest by hand, import a CSV file (every bad line named, nothing imported until the
// file is right), and what the invitation asks. Each checks what it can before sending; the server checks it all.
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { FileUp, UserPlus } from 'lucide-react';
import {
  AddGuestRequestSchema,
  CsvLineErrorSchema,
  GUEST_MESSAGES,
  GUEST_RULES,
  type CsvLineError,
  type RsvpSettings,
} from '#shared/event-guests.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { ApiError, describeApiError } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import { useAddGuest, useImportGuests, useRsvpSettings } from './api.ts';

export function AddGuestForm({ eventId }: { eventId: string }) {
  const add = useAddGuest(eventId);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  const nameRef = useRef<HTMLInputElement>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = AddGuestRequestSchema.safeParse({ name, email });
    if (!checked.success) {
      const issueOf = (field: string) => checked.error.issues.find((issue) => issue.path[0] === field)?.message;
      return setErrors({ name: issueOf('name'), email: issueOf('email') });
    }
    setErrors({});
    add.mutate(checked.data, {
      onSuccess: () => {
        toast.success(`${checked.data.name} is on the guest list.`);
        setName('');
        setEmail('');
        nameRef.current?.focus();
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add a guest" className="flex flex-col gap-3">
      <p className="text-sm font-semibold text-ink">Add a guest</p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Field label="Name" error={errors.name}>
          <Input
            ref={nameRef}
            value={name}
            maxLength={GUEST_RULES.maxNameLength}
            autoComplete="off"
            onChange={(e) => setName(e.target.value)}
          />
        </Field>
        <Field label="Email" error={errors.email}>
          <Input type="email" value={email} autoComplete="off" onChange={(e) => setEmail(e.target.value)} />
        </Field>
      </div>
      {add.isError ? (
        <p role="alert" className="text-sm text-danger">
          {describeApiError(add.error, 'The guest could not be added. Please try again.')}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" loading={add.isPending} className="self-start">
        <UserPlus aria-hidden="true" /> Add guest
      </Button>
    </form>
  );
}

/** The lines a refused file named, when the server named them. */
function refusedLines(error: unknown): CsvLineError[] {
  if (!(error instanceof ApiError) || error.code !== 'CSV_INVALID') return [];
  const lines = CsvLineErrorSchema.array().safeParse((error.details as { lines?: unknown } | undefined)?.lines);
  return lines.success ? lines.data : [];
}

export function ImportGuestsForm({ eventId }: { eventId: string }) {
  const importGuests = useImportGuests(eventId);
  const [tooLarge, setTooLarge] = useState(false);
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const lines = refusedLines(importGuests.error);

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    importGuests.reset();
    setTooLarge(file.size > GUEST_RULES.maxCsvBytes);
    if (file.size > GUEST_RULES.maxCsvBytes) {
      input.value = '';
      return;
    }
    const csv = await file.text();
    importGuests.mutate(csv, {
      onSuccess: ({ imported }) => toast.success(`${imported} ${imported === 1 ? 'guest' : 'guests'} imported.`),
      // The same file, mended, can be chosen again.
      onSettled: () => (input.value = ''),
    });
  };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-semibold text-ink">
        Import a guest list
      </label>
      <p id={hintId} className="text-xs text-muted">
        A CSV file (from a spreadsheet) whose first line names the columns, with at least “name” and “email”. If any
        line is wrong nothing is imported, and each wrong line is named here.
      </p>
      <span className="flex items-center gap-2">
        <FileUp aria-hidden="true" className="size-4 text-dusk-600" />
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv,text/plain"
          aria-describedby={hintId}
          disabled={importGuests.isPending}
          onChange={(e) => void choose(e)}
          className="text-sm text-muted file:mr-3 file:rounded-full file:border file:border-line-strong file:bg-surface file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-ink"
        />
      </span>
      {importGuests.isPending ? <p className="text-sm text-muted">Importing…</p> : null}
      {tooLarge ? (
        <p role="alert" className="text-sm text-danger">
          {GUEST_MESSAGES.csvTooLarge}
        </p>
      ) : null}
      {importGuests.isError ? (
        <div role="alert" className="text-sm text-danger">
          <p>{describeApiError(importGuests.error, 'The file could not be imported. Please try again.')}</p>
          {lines.length > 0 ? (
            <ul className="mt-1 list-disc pl-5">
              {lines.map((line) => (
                <li key={`${line.line}-${line.message}`}>
                  Line {line.line}: {line.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** Keyed by the saved settings where it is used, so what another host saved shows here too. */
export function RsvpSettingsForm({ eventId, settings }: { eventId: string; settings: RsvpSettings }) {
  const save = useRsvpSettings(eventId);
  const [question, setQuestion] = useState(settings.question);
  const [maxPlusOnes, setMaxPlusOnes] = useState(String(settings.maxPlusOnes));
  const unchanged = question.trim() === settings.question && Number(maxPlusOnes) === settings.maxPlusOnes;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { question: question.trim(), maxPlusOnes: Number(maxPlusOnes) },
      { onSuccess: () => toast.success('The invitation is updated.') },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="What the invitation asks" className="flex flex-col gap-3">
      <p className="text-sm font-semibold text-ink">What the invitation asks</p>
      <Field label="Your question to guests" hint="Optional, e.g. “Any song requests?”">
        <Input
          value={question}
          maxLength={GUEST_RULES.maxQuestionLength}
          onChange={(e) => setQuestion(e.target.value)}
        />
      </Field>
      <Field label="People each guest may bring">
        <Select
          value={maxPlusOnes}
          onValueChange={setMaxPlusOnes}
          options={Array.from({ length: GUEST_RULES.maxPlusOnes + 1 }, (_, n) => ({
            value: String(n),
            label: n === 0 ? 'Nobody: the invitation is for them alone' : String(n),
          }))}
        />
      </Field>
      {save.isError ? (
        <p role="alert" className="text-sm text-danger">
          {describeApiError(save.error, 'That could not be saved. Please try again.')}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" disabled={unchanged} loading={save.isPending} className="self-start">
        Save
      </Button>
    </form>
  );
}
