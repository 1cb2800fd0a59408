/** An SMS to one Indian mobile (E.164). `kind` picks the DLT template on providers that need one. */
export interface SmsMessage {
  to: string;
  kind: 'otp' | 'notice';
  /** the full text, as the outbox keeps it and as the template renders it */
  text: string;
  /** the template's variables: `code` and `host` for codes, `message` for notices */
  vars: Record<string, string>;
}

export interface SmsSender {
  readonly channel: 'outbox' | 'msg91';
  send(message: SmsMessage): Promise<void>;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface EmailSender {
  readonly channel: 'outbox' | 'smtp';
  send(message: EmailMessage): Promise<void>;
}

export interface Messaging {
  sms: SmsSender;
  email: EmailSender;
  close(): Promise<void>;
}
