import { afterEach, describe, expect, it, vi } from 'vitest';
import { disablePush, enablePush, keyBytes, pushState } from './push.ts';

/** A browser with a service worker and a push manager, the permission answer chosen by the test. */
function stubBrowser(answer: NotificationPermission) {
  let subscription: { endpoint: string; toJSON(): unknown; unsubscribe: ReturnType<typeof vi.fn> } | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
      subscription = {
        endpoint: 'https://push.example/abc',
        toJSON: () => ({
          endpoint: 'https://push.example/abc',
          keys: { p256dh: 'p', auth: 'a' },
          serverKeyLength: options.applicationServerKey.length,
        }),
        unsubscribe: vi.fn(async () => {
          subscription = null;
          return true;
        }),
      };
      return subscription;
    }),
  };
  const registration = { pushManager };
  const permission = { current: 'default' as NotificationPermission };
  vi.stubGlobal('Notification', {
    get permission() {
      return permission.current;
    },
    requestPermission: vi.fn(async () => (permission.current = answer)),
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: vi.fn(async () => registration),
      ready: Promise.resolve(registration),
      getRegistration: vi.fn(async () => registration),
    },
  });
  const bodies: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      if (init?.body) bodies.push({ url: input, body: JSON.parse(String(init.body)) });
      if (input === '/api/push/key')
        return new Response(
          JSON.stringify({
            publicKey: 'BAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
          }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        );
      return new Response(JSON.stringify({ subscribed: true, unsubscribed: true }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { bodies, pushManager };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('web push in the browser', () => {
  it('turns the base64url key into the 65 bytes of a P-256 public key', () => {
    expect(
      keyBytes('BAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
    ).toHaveLength(65);
    expect([...keyBytes('-_8')]).toEqual([0xfb, 0xff]);
  });

  it('is unsupported where the browser has no push', async () => {
    expect(await pushState()).toBe('unsupported');
    expect(await enablePush()).toBe('unsupported');
  });

  it('asks for permission, subscribes with the server key and hands the subscription to the server', async () => {
    const { bodies } = stubBrowser('granted');
    expect(await pushState()).toBe('off');
    expect(await enablePush()).toBe('on');
    expect(bodies).toEqual([
      {
        url: '/api/push/subscribe',
        body: {
          subscription: { endpoint: 'https://push.example/abc', keys: { p256dh: 'p', auth: 'a' }, serverKeyLength: 65 },
        },
      },
    ]);
    expect(await pushState()).toBe('on');

    expect(await disablePush()).toBe('off');
    expect(bodies.at(-1)).toEqual({
      url: '/api/push/unsubscribe',
      body: { subscription: { endpoint: 'https://push.example/abc' } },
    });
    expect(await pushState()).toBe('off');
  });

  it('subscribes nothing when the user says no', async () => {
    const { bodies, pushManager } = stubBrowser('denied');
    expect(await enablePush()).toBe('denied');
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(bodies).toEqual([]);
    expect(await pushState()).toBe('denied');
  });
});
