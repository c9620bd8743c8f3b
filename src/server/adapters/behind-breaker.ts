// Outside providers (payments, embeddings, mail, the concierge's LLM) behind a circuit breaker (§8, §9): after 5
// outages in a row every call fails at once with 'Circuit breaker is OPEN' for 60 s, instead of each request
// waiting on a provider that is down. `isOutage` tells an outage from an answer (a declined card is an answer).
import { CircuitBreaker } from '#shared/resilience/circuit-breaker.ts';

export function behindBreaker<T extends object>(
  provider: T,
  isOutage: (error: unknown) => boolean = () => true,
  breaker = new CircuitBreaker(),
): T {
  return new Proxy(provider, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        breaker.execute(async () => (value as (...a: unknown[]) => unknown).apply(target, args), isOutage);
    },
  });
}
