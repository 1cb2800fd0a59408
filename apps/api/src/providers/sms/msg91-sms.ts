import type { SmsMessage, SmsSender } from '../messaging';

const TIMEOUT_MS = 10_000;

export interface Msg91SmsOptions {
  authKey: string;
  otpTemplateId: string;
  noticeTemplateId: string;
  /** https://control.msg91.com in production; a local server in tests */
  baseUrl: string;
  fetch?: typeof globalThis.fetch;
}

/**
 * Sends through MSG91's Flow API (POST /api/v5/flow): one DLT-approved template per kind of message,
 * filled in by MSG91 from the recipient's variables.
 */
export function createMsg91Sms({
  authKey,
  otpTemplateId,
  noticeTemplateId,
  baseUrl,
  fetch = globalThis.fetch,
}: Msg91SmsOptions): SmsSender {
  const url = `${baseUrl.replace(/\/+$/, '')}/api/v5/flow`;
  const templateIds: Record<SmsMessage['kind'], string> = { otp: otpTemplateId, notice: noticeTemplateId };
  // The answer is echoed into logs through the error; it must never carry the key.
  const redact = (text: string) => text.replaceAll(authKey, '[redacted]');

  return {
    channel: 'msg91',
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authkey: authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          template_id: templateIds[message.kind],
          short_url: '0',
          recipients: [{ mobiles: message.to.replace(/^\+/, ''), ...message.vars }],
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const answer = parseAnswer(await response.text());
      if (!response.ok) {
        const detail = answer.message ? `: ${redact(answer.message)}` : '';
        throw new Error(`MSG91 answered ${response.status}${detail}`);
      }
      // MSG91 reports some failures (a wrong template, no balance) with a 200 and type 'error'.
      if (answer.type === 'error') {
        throw new Error(`MSG91 refused the SMS: ${redact(answer.message ?? 'no reason given')}`);
      }
    },
  };
}

/** MSG91 answers `{ type: 'success' | 'error', message }`; anything else yields empty fields. */
function parseAnswer(body: string): { type?: string; message?: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object') return {};
  const { type, message } = parsed as Record<string, unknown>;
  return {
    type: typeof type === 'string' ? type : undefined,
    message: typeof message === 'string' ? message : undefined,
  };
}
