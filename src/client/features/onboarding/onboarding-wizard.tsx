// /onboarding?type=venue|vendor&source=partner (§1, §2): the partner onboarding wizard. Every change is saved on
// the server a moment later (the draft), so a partner who leaves resumes where they were, on any device; the step
// is kept in the address (?step=) for the back button. The review step lists what is still missing, by step, with
// the same checks the server makes; submitting creates the listing and the partner application.
import { Banknote, Check, CircleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast.ts';
import {
  checkDraft,
  listingFromBusiness,
  ONBOARDING_STEPS,
  STEP_LABELS,
  type Draft,
  type OnboardingDraftData,
  type OnboardingStep,
} from '#shared/onboarding.ts';
import type { PartnerType } from '#shared/validation/auth.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { describeApiError } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { useSession } from '../../lib/session.tsx';
import {
  BusinessFields,
  EMPTY_BUSINESS,
  type BusinessDraft,
  AvailabilityStep,
  ListingStep,
  PhotosStep,
  PolicyStep,
  PricingStep,
  problemsOf,
  sectionErrors,
  StepErrors,
  type StepProps,
} from '../partners/index.ts';
import { useConnectPayouts, usePayoutStatus } from '../portal/index.ts';
import { saveDraft, useSubmitOnboarding } from './api.ts';
import { stepSummary } from './step-summary.ts';
import { PAYOUT_MESSAGES } from '#shared/payouts.ts';

const AUTOSAVE_MS = 800;
type SaveState = 'idle' | 'saving' | 'saved' | 'error';
type Problems = Partial<Record<OnboardingStep, string[]>>;

/** What a draft still lacks by the shared check the server makes before submitting (checkDraft), step by step. */
function draftErrors(type: PartnerType, data: OnboardingDraftData): FieldErrors<OnboardingDraftData> {
  const checked = checkDraft(type, data);
  return checked.ok ? {} : sectionErrors(checked.problems);
}

function draftResolver(type: PartnerType): Resolver<OnboardingDraftData> {
  return (data) => {
    const errors = draftErrors(type, data);
    return Object.keys(errors).length === 0 ? { values: data, errors: {} } : { values: {}, errors };
  };
}

function problemsFrom(errors: FieldErrors<OnboardingDraftData>): Problems {
  return Object.fromEntries(
    Object.entries(errors).map(([step, error]) => [step, problemsOf(error)] as const),
  ) as Problems;
}

export function OnboardingWizard({ type, draft }: { type: PartnerType; draft: Draft | null }) {
  const session = useSession();
  const [loaded] = useState<OnboardingDraftData>(
    () => draft?.data ?? { business: { contactName: session.user?.name ?? '' } },
  );
  // The loaded draft's problems are the form's errors from the first paint (the steps' marks are right at once);
  // after each change the resolver checks the draft again.
  const [loadedErrors] = useState(() => draftErrors(type, loaded));
  const form = useForm<OnboardingDraftData>({
    defaultValues: loaded,
    errors: loadedErrors,
    resolver: draftResolver(type),
  });
  const data = useWatch({ control: form.control }) as OnboardingDraftData;
  const steps: OnboardingStep[] = [...ONBOARDING_STEPS];
  const [search, setSearch] = useSearchParams();
  const asked = search.get('step') as OnboardingStep | null;
  const step: OnboardingStep =
    asked && steps.includes(asked) ? asked : draft && steps.includes(draft.step) ? draft.step : 'business';
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const changed = useRef(false);

  const goTo = (next: OnboardingStep) => {
    if (!data.listing && next !== 'business') onChange({ ...data, listing: listingFromBusiness(type, data.business) });
    setSearch((current) => {
      const params = new URLSearchParams(current);
      params.set('step', next);
      return params;
    });
    window.scrollTo({ top: 0 });
  };

  // Autosave: a moment after the last change (or a step change), the draft goes to the server.
  const pendingSave = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!changed.current && step === (draft?.step ?? 'business')) return;
    setSaveState('saving');
    const save = (keepalive: boolean) => {
      clearTimeout(timer);
      pendingSave.current = null;
      saveDraft(type, step, data, keepalive).then(
        () => setSaveState('saved'),
        () => setSaveState('error'),
      );
    };
    const timer = setTimeout(() => save(false), AUTOSAVE_MS);
    pendingSave.current = () => save(true);
    return () => clearTimeout(timer);
  }, [data, step, type, draft?.step]);
  // A partner who leaves (another page, or the tab closed or hidden) within the moment keeps the last edits: the save
  // waiting is sent at once, and outlives the page.
  useEffect(() => {
    const flush = () => pendingSave.current?.();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  const onChange = (next: OnboardingDraftData) => {
    changed.current = true;
    form.setValues(next);
    void form.trigger();
  };
  const problems = problemsFrom(form.formState.errors);
  const index = steps.indexOf(step);
  // A step is marked complete once the partner has been there: steps with nothing required look complete otherwise.
  const [furthest, setFurthest] = useState(index);
  if (index > furthest) setFurthest(index);
  // What a step lacks is shown once the partner has seen the review (not while they fill it in for the first time).
  const [reviewed, setReviewed] = useState(step === 'review');
  if (step === 'review' && !reviewed) setReviewed(true);
  const errors = reviewed ? (problems[step] ?? []) : [];
  const stepProps: StepProps = { type, data, onChange, errors };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
      <nav aria-label="Onboarding steps" className="min-w-0 lg:sticky lg:top-24 lg:self-start">
        <ol className="flex gap-2 overflow-x-auto pb-1 lg:flex-col">
          {steps.map((item, position) => {
            const done = item !== 'review' && item !== 'payouts' && position <= furthest && !problems[item];
            return (
              <li key={item} className="shrink-0">
                <button
                  type="button"
                  onClick={() => goTo(item)}
                  aria-current={item === step ? 'step' : undefined}
                  className={cn(
                    'flex w-full items-center gap-2.5 rounded-xl px-3 py-2 text-left text-sm font-semibold transition-colors',
                    item === step ? 'bg-ember-50 text-brand' : 'text-ink hover:bg-dusk-50',
                  )}
                >
                  <span
                    className={cn(
                      'grid size-6 shrink-0 place-items-center rounded-full text-xs',
                      done ? 'bg-lagoon-600 text-white' : 'bg-dusk-100 text-dusk-700',
                    )}
                  >
                    {done ? <Check aria-hidden="true" className="size-3.5" /> : position + 1}
                  </span>
                  {STEP_LABELS[item]}
                  {done ? <span className="sr-only"> (complete)</span> : null}
                </button>
              </li>
            );
          })}
        </ol>
        <p className="mt-3 hidden text-xs text-muted lg:block" aria-live="polite">
          {saveState === 'saving'
            ? 'Saving…'
            : saveState === 'saved'
              ? 'All changes saved'
              : saveState === 'error'
                ? 'Not saved: check your connection'
                : ' '}
        </p>
      </nav>

      <section aria-labelledby="step-title" className="grid min-w-0 gap-5">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="step-title" className="text-xl font-bold text-ink">
            {index + 1}. {STEP_LABELS[step]}
          </h2>
          <span className="text-xs text-muted lg:hidden" aria-hidden="true">
            {saveState === 'saving' ? 'Saving…' : saveState === 'saved' ? 'Saved' : ''}
          </span>
        </div>
        {step === 'business' ? <StepErrors errors={errors} /> : null}
        {step === 'business' ? (
          <BusinessFields
            type={type}
            value={{ ...EMPTY_BUSINESS, ...(data.business as Partial<BusinessDraft>) }}
            onChange={(business) => onChange({ ...data, business: { ...business } })}
            errorOf={() => undefined}
          />
        ) : step === 'listing' ? (
          <ListingStep {...stepProps} />
        ) : step === 'photos' ? (
          <PhotosStep {...stepProps} />
        ) : step === 'pricing' ? (
          <PricingStep {...stepProps} />
        ) : step === 'availability' ? (
          <AvailabilityStep {...stepProps} />
        ) : step === 'policy' ? (
          <PolicyStep {...stepProps} />
        ) : step === 'payouts' ? (
          <PayoutsStep type={type} beforeLeaving={() => saveDraft(type, 'payouts', data)} />
        ) : (
          <ReviewStep type={type} steps={steps} data={data} problems={problems} onEdit={goTo} />
        )}
        {step !== 'review' ? (
          <div className="flex justify-between gap-3">
            <Button variant="ghost" disabled={index === 0} onClick={() => goTo(steps[index - 1]!)}>
              Back
            </Button>
            <Button onClick={() => goTo(steps[index + 1]!)}>Continue</Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}

function PayoutsStep({ type, beforeLeaving }: { type: PartnerType; beforeLeaving: () => Promise<unknown> }) {
  const status = usePayoutStatus();
  const connect = useConnectPayouts();
  const enabled = status.data?.payoutsEnabled;
  return (
    <Card className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center">
      <span
        className={cn(
          'grid size-12 shrink-0 place-items-center rounded-2xl',
          enabled ? 'bg-lagoon-50 text-lagoon-700' : 'bg-gold-50 text-gold-700',
        )}
      >
        {enabled ? <Check aria-hidden="true" className="size-6" /> : <Banknote aria-hidden="true" className="size-6" />}
      </span>
      <div className="flex-1">
        <h3 className="text-lg font-bold text-ink">
          {enabled ? 'Payouts connected' : 'Connect the account you are paid into'}
        </h3>
        <p className="text-[0.9375rem] text-muted">
          {enabled
            ? 'Your earnings from each booking are paid into it after the event.'
            : `${PAYOUT_MESSAGES.whenBookable} You can also do this later from your portal.`}
        </p>
        {connect.error ? (
          <p role="alert" className="mt-2 text-sm font-medium text-danger">
            {describeApiError(connect.error)}
          </p>
        ) : null}
      </div>
      {enabled ? null : (
        <Button
          loading={status.isPending || connect.isPending || connect.isSuccess}
          onClick={() =>
            void beforeLeaving().finally(() => connect.mutate({ returnTo: `/onboarding?type=${type}&source=partner` }))
          }
        >
          Connect payouts
        </Button>
      )}
    </Card>
  );
}

function ReviewStep({
  type,
  steps,
  data,
  problems,
  onEdit,
}: {
  type: PartnerType;
  steps: OnboardingStep[];
  data: OnboardingDraftData;
  problems: Partial<Record<OnboardingStep, string[]>>;
  onEdit: (step: OnboardingStep) => void;
}) {
  const submit = useSubmitOnboarding(type);
  const session = useSession();
  const navigate = useNavigate();
  const missing = steps.filter((step) => problems[step]?.length);
  return (
    <div className="grid gap-4">
      <Card className="divide-y divide-line">
        {steps
          .filter((step) => step !== 'review')
          .map((step) => {
            const issues = problems[step] ?? [];
            return (
              <div key={step} className="flex items-start gap-3 p-4">
                {issues.length ? (
                  <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
                ) : (
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-lagoon-700" />
                )}
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-ink">{STEP_LABELS[step]}</p>
                  <p className="text-sm break-words text-muted">
                    {step === 'payouts' ? 'Optional before you submit.' : stepSummary(type, step, data)}
                  </p>
                  {issues.length ? (
                    <ul className="mt-1 list-disc pl-5 text-sm text-danger">
                      {issues.map((issue) => (
                        <li key={issue}>{issue}</li>
                      ))}
                    </ul>
                  ) : null}
                </div>
                <Button variant="ghost" size="sm" onClick={() => onEdit(step)} aria-label={`Edit ${STEP_LABELS[step]}`}>
                  Edit
                </Button>
              </div>
            );
          })}
      </Card>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button asChild variant="ghost">
          <Link to="/partner">Finish later (your progress is saved)</Link>
        </Button>
        <Button
          size="lg"
          disabled={missing.length > 0}
          loading={submit.isPending}
          onClick={() =>
            submit.mutate(undefined, {
              onSuccess: async ({ message }) => {
                toast.success(message);
                await session.reload();
                void navigate('/partner/pending-approval');
              },
              onError: (error) => toast.error(describeApiError(error)),
            })
          }
        >
          Submit for review
        </Button>
      </div>
      {missing.length ? (
        <p className="text-right text-sm text-muted">
          Finish {missing.map((step) => STEP_LABELS[step]).join(', ')} to submit.
        </p>
      ) : null}
    </div>
  );
}
