// A load client of bench/realtime.ts, one child process each: holds the sockets of its share of the conversations,
// sends each participant's messages at the configured rate (a `send` frame on their socket, or a POST each), and times
// each message from its send to the moment the other participant's socket receives it. Both participants of a conversation live in the same
// client, so one clock times both ends.
import { Agent, request } from 'node:http';
import WebSocket from 'ws';
import { REALTIME_PATH } from '#shared/realtime.ts';
import type {
  ClientCommand,
  ConnectCommand,
  ConnectedReport,
  Participant,
  RunCommand,
  RunReport,
  SendRoute,
} from './realtime-protocol.ts';

/**
 * Message contents are this prefix and the message's number in base 36. The send time is kept here rather than in the
 * content: a long run of digits would be hidden as a phone number (maskContactDetails).
 */
const PREFIX = 'bench message ';
const INSERT_FRAME = '{"table":"messages","type":"insert"';
const ANSWER_FRAME = /^\{"table":"(sent|send-failed)","ref":"([0-9a-z]+)"/;

interface Connected {
  participant: Participant;
  conversationId: string;
  socket: WebSocket;
}

interface InFlight {
  startedAt: number;
  measured: boolean;
  answered: boolean;
  stored: boolean;
  delivered: boolean;
}

const inFlight = new Map<number, InFlight>();
const counts = {
  sent: 0,
  stored: 0,
  delivered: 0,
  storedInWindow: 0,
  deliveredInWindow: 0,
  framesInWindow: 0,
  socketsClosed: 0,
};
/** performance.now() of the measured window, once a run starts. */
const measuredWindow = { from: Infinity, to: -Infinity };
const inWindow = (at: number) => at >= measuredWindow.from && at < measuredWindow.to;
const refusals: Record<string, number> = {};
const deliveryMs: number[] = [];
const answerMs: number[] = [];
let connected: Connected[] = [];
let origins: string[] = [];
let agents: Agent[] = [];
let running = false;
/** Answers due to messages sent on a socket, by message number. */
const awaitingAnswer = new Map<number, (outcome: string | null) => void>();

function send(message: ConnectedReport | RunReport): void {
  process.send?.(message);
}

process.on('message', (command: ClientCommand) => {
  if (command.type === 'connect') void connectAll(command).then(send);
  else void run(command).then(send);
});

// ---------------------------------------------------------------- sockets

async function connectAll(command: ConnectCommand): Promise<ConnectedReport> {
  origins = command.origins;
  agents = origins.map(() => new Agent({ keepAlive: true, maxSockets: command.pool }));
  const wanted = command.conversations.flatMap((conversation) =>
    conversation.participants.map((participant) => ({ participant, conversationId: conversation.id })),
  );
  const started = performance.now();
  let failed = 0;
  let firstError: string | null = null;
  let next = 0;
  const worker = async () => {
    while (next < wanted.length) {
      const want = wanted[next++]!;
      try {
        connected.push({ ...want, socket: await openSocket(want.participant) });
      } catch (error) {
        failed += 1;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: command.connectConcurrency }, worker));
  return { type: 'connected', sockets: connected.length, failed, connectMs: performance.now() - started, firstError };
}

/** Opens the participant's socket on their instance; resolves at its ready frame. */
function openSocket(participant: Participant): Promise<WebSocket> {
  const origin = origins[participant.instance]!;
  const socket = new WebSocket(`${origin.replace('http', 'ws')}${REALTIME_PATH}`, {
    headers: { cookie: participant.cookie, origin },
    perMessageDeflate: false,
    handshakeTimeout: 60_000,
  });
  return new Promise((resolve, reject) => {
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`upgrade answered ${response.statusCode}`)),
    );
    socket.once('error', reject);
    socket.once('message', (data) => {
      if (String(data) !== '{"table":"ready"}')
        return reject(new Error(`first frame was ${String(data).slice(0, 80)}`));
      socket.on('message', received);
      socket.once('close', () => {
        if (running) counts.socketsClosed += 1;
      });
      resolve(socket);
    });
  });
}

/** A frame on any socket: a message insert seen by its recipient (not the sender's own copy) completes a message. */
function received(data: WebSocket.RawData): void {
  const at = performance.now();
  if (inWindow(at)) counts.framesInWindow += 1;
  const text = String(data);
  const answer = ANSWER_FRAME.exec(text);
  if (answer) {
    const id = Number.parseInt(answer[2]!, 36);
    const outcome =
      answer[1] === 'sent' ? null : ((JSON.parse(text) as { error: { code: string } }).error.code ?? 'send-failed');
    awaitingAnswer.get(id)?.(outcome);
    awaitingAnswer.delete(id);
    return;
  }
  if (!text.startsWith(INSERT_FRAME)) return;
  const { record } = JSON.parse(text) as { record: { mine: boolean; content: string } };
  if (record.mine || !record.content.startsWith(PREFIX)) return;
  const message = inFlight.get(Number.parseInt(record.content.slice(PREFIX.length), 36));
  if (!message || message.delivered) return;
  message.delivered = true;
  if (inWindow(at)) counts.deliveredInWindow += 1;
  if (message.measured) {
    counts.delivered += 1;
    deliveryMs.push(at - message.startedAt);
  }
}

// ---------------------------------------------------------------- sending

let nextId = 0;

function sendOne(sender: Connected, measured: boolean, over: SendRoute): void {
  const id = nextId++;
  const message: InFlight = {
    startedAt: performance.now(),
    measured,
    answered: false,
    stored: false,
    delivered: false,
  };
  inFlight.set(id, message);
  if (measured) counts.sent += 1;
  const content = `${PREFIX}${id.toString(36)}`;
  const answered = (outcome: string | null) => {
    const at = performance.now();
    message.answered = true;
    if (outcome === null && inWindow(at)) counts.storedInWindow += 1;
    if (!measured) return;
    answerMs.push(at - message.startedAt);
    if (outcome === null) {
      message.stored = true;
      counts.stored += 1;
    } else {
      refusals[outcome] = (refusals[outcome] ?? 0) + 1;
    }
  };
  if (over === 'socket') {
    awaitingAnswer.set(id, answered);
    sender.socket.send(
      JSON.stringify({ type: 'send', ref: id.toString(36), conversationId: sender.conversationId, content }),
    );
    return;
  }
  const origin = new URL(origins[sender.participant.instance]!);
  const body = JSON.stringify({ content });
  const outgoing = request(
    {
      agent: agents[sender.participant.instance],
      host: origin.hostname,
      port: origin.port,
      method: 'POST',
      path: `/api/conversations/${sender.conversationId}/messages`,
      headers: {
        cookie: sender.participant.cookie,
        origin: origin.origin,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      },
    },
    (response) => {
      response.resume();
      response.once('end', () => answered(response.statusCode === 201 ? null : `HTTP ${response.statusCode}`));
    },
  );
  outgoing.once('error', (error: NodeJS.ErrnoException) => answered(error.code ?? error.message));
  outgoing.end(body);
}

async function run(command: RunCommand): Promise<RunReport> {
  running = true;
  const intervalMs = 1000 / command.rate;
  // performance.now() of the start, warm-up end and end, from the shared wall-clock start.
  const start = performance.now() + (command.startAt - Date.now());
  const measureFrom = start + command.warmupMs;
  const end = measureFrom + command.durationMs;
  Object.assign(measuredWindow, { from: measureFrom, to: end });
  const timers = new Set<ReturnType<typeof setTimeout>>();
  // Every participant sends every intervalMs from a random phase, each send moved by up to a quarter interval, so the
  // load is spread evenly over time and no two clients march in step.
  const schedule = (sender: Connected, k: number, phase: number) => {
    const due = start + phase + k * intervalMs + (Math.random() - 0.5) * (intervalMs / 2);
    if (due >= end) return;
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        const now = performance.now();
        if (now < end) sendOne(sender, now >= measureFrom, command.over);
        schedule(sender, k + 1, phase);
      },
      Math.max(0, due - performance.now()),
    );
    timers.add(timer);
  };
  for (const sender of connected) schedule(sender, 0, Math.random() * intervalMs);

  await sleepUntil(measureFrom);
  const cpuFrom = process.cpuUsage();
  await sleepUntil(end);
  const cpu = process.cpuUsage(cpuFrom);
  // The grace period ends early once every measured message is answered and delivered (or failed).
  const graceEnd = end + command.graceMs;
  while (
    performance.now() < graceEnd &&
    [...inFlight.values()].some((m) => m.measured && (!m.answered || (m.stored && !m.delivered)))
  )
    await sleep(100);
  for (const timer of timers) clearTimeout(timer);
  running = false;

  const measured = [...inFlight.values()].filter((m) => m.measured);
  const report: RunReport = {
    type: 'done',
    ...counts,
    refusals,
    lost: measured.filter((m) => m.stored && !m.delivered).length,
    unanswered: measured.filter((m) => !m.answered).length,
    deliveryMs,
    answerMs,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
  };
  for (const { socket } of connected) socket.terminate();
  for (const agent of agents) agent.destroy();
  connected = [];
  return report;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sleepUntil = (at: number) => sleep(Math.max(0, at - performance.now()));
