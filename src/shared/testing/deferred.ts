// A promise and the functions that settle it, for tests that hold an operation open (Promise.withResolvers, which
// Node 20 lacks).
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}
