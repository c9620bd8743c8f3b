// What bench/realtime.ts and its load clients (realtime-client.ts, one child process each) say to each other over IPC.

/** A user of a bench conversation: their signed session cookie, and which app instance their socket (and POSTs) go to. */
export interface Participant {
  userId: string;
  cookie: string;
  instance: number;
}

export interface PlannedConversation {
  id: string;
  participants: [Participant, Participant];
}

/** Open one socket per participant and wait for each one's ready frame. */
export interface ConnectCommand {
  type: 'connect';
  /** Origin of each app instance (http://127.0.0.1:<port>), by instance number. */
  origins: string[];
  conversations: PlannedConversation[];
  /** Upgrades in flight at once. */
  connectConcurrency: number;
  /** Keep-alive HTTP connections to each instance. */
  pool: number;
}

/** Send for warm-up + duration from `startAt` (epoch ms), then wait up to `graceMs` for the last deliveries. */
export interface RunCommand {
  type: 'run';
  startAt: number;
  warmupMs: number;
  durationMs: number;
  graceMs: number;
  /** Messages a second each participant sends to the other. */
  rate: number;
  /** How messages go out: a `send` frame on the participant's socket (as the app does), or a POST each. */
  over: SendRoute;
}

export type SendRoute = 'socket' | 'post';

export type ClientCommand = ConnectCommand | RunCommand;

export interface ConnectedReport {
  type: 'connected';
  sockets: number;
  failed: number;
  /** From the first upgrade to the last ready frame. */
  connectMs: number;
  firstError: string | null;
}

/** Figures of the messages sent after the warm-up; latencies in ms. */
export interface RunReport {
  type: 'done';
  sent: number;
  /** Answered as stored (201, or a `sent` frame). */
  stored: number;
  /** Other answers by status or code, and network errors by code. */
  refusals: Record<string, number>;
  delivered: number;
  /** Messages answered as stored during the measured window, whenever they were sent: what the server carried at saturation. */
  storedInWindow: number;
  /** Messages received by their recipient during the measured window, whenever they were sent. */
  deliveredInWindow: number;
  /** Stored, but not received by the other participant before the grace period ended. */
  lost: number;
  /** No answer to the send before the grace period ended. */
  unanswered: number;
  /** Send to receive, one per delivered message. */
  deliveryMs: number[];
  /** Send to its answer, one per answered message. */
  answerMs: number[];
  /** Frames of any kind received by this client's sockets during the measured window. */
  framesInWindow: number;
  socketsClosed: number;
  /** CPU this process used during the measured window, in seconds. */
  cpuSeconds: number;
}

export type ClientReport = ConnectedReport | RunReport;
