// Two tabs of one partner sign-up: the tab waiting on /partner/email-confirmation and the tab the verification link
// opens. The link's tab announces the verification; a waiting tab answers and carries on with the application, so
// the link's tab can say "close this tab" (/partner/close-confirmation) instead of starting a second session of it.

const CHANNEL = 'eventide-verification';
const ANSWER_WAIT_MS = 700;

type Message = { type: 'verified' } | { type: 'continuing' };

function channel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
}

/** Tells other tabs the email is verified; true when one of them answers that it carries on. */
export function announceVerified(): Promise<boolean> {
  const bus = channel();
  if (!bus) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (answered: boolean) => {
      clearTimeout(timer);
      bus.close();
      resolve(answered);
    };
    const timer = setTimeout(() => done(false), ANSWER_WAIT_MS);
    bus.onmessage = (event: MessageEvent<Message>) => {
      if (event.data?.type === 'continuing') done(true);
    };
    bus.postMessage({ type: 'verified' } satisfies Message);
  });
}

/** In the waiting tab: when another tab verifies the email, answer it and run `onVerified`. Returns the unsubscribe. */
export function listenForVerification(onVerified: () => void): () => void {
  const bus = channel();
  if (!bus) return () => undefined;
  bus.onmessage = (event: MessageEvent<Message>) => {
    if (event.data?.type !== 'verified') return;
    bus.postMessage({ type: 'continuing' } satisfies Message);
    onVerified();
  };
  return () => bus.close();
}
