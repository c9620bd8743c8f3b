// What a mailer sends, and what every mail transport does (index.ts chooses one by env).
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly transport: 'database' | 'smtp';
  send(mail: OutgoingMail): Promise<{ id: string }>;
}
