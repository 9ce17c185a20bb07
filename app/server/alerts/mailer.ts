// The e-mail sink: a transactional e-mail REST API (POST JSON {from, to, subject, html, text,
// headers, attachments} with a Bearer key, the shape Resend and its peers share), with the form-forwarding
// service as the fallback when the API is not configured or fails. Offline both are the local
// shop, whose inbox shows what would have gone out. A message with an idempotency key goes out
// once however often it is sent: the API drops a repeated Idempotency-Key, the form service a
// repeated submission_id, and a key whose API call got no answer is never sent another way.
import {
  postForm,
  sinkConfigFromEnv,
  type SinkConfig,
} from '~/server/leads/sinks';
import type {ShopEnv} from '~/server/env';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers: List-Unsubscribe, List-Unsubscribe-Post. */
  headers: Record<string, string>;
  /** Files sent with the message (a viewing's calendar invitation); the API only. */
  attachments?: MailAttachment[];
  /** The same key is the same message: sent once, whichever isolate sends it how often. */
  idempotencyKey?: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's text (sent base64-encoded as UTF-8). */
  content: string;
}

function base64(text: string) {
  let binary = '';
  for (const byte of new TextEncoder().encode(text))
    binary += String.fromCharCode(byte);
  return btoa(binary);
}

export interface MailConfig {
  api?: {url: string; key: string};
  from: string;
  /** The form-forwarding fallback (FORMS_ENDPOINT). */
  sinks: SinkConfig;
  fetch: typeof fetch;
  timeoutMs: number;
}

export const ALERT_FORM_ID = 'stock-alerts';

export function mailConfigFromEnv(
  shopEnv: ShopEnv,
  dealerEmail?: string,
): MailConfig {
  const sinks = sinkConfigFromEnv(shopEnv);
  return {
    api:
      shopEnv.MAIL_API_URL && shopEnv.MAIL_API_KEY
        ? {url: shopEnv.MAIL_API_URL, key: shopEnv.MAIL_API_KEY}
        : undefined,
    from: shopEnv.MAIL_FROM ?? dealerEmail ?? '',
    sinks,
    fetch: sinks.fetch,
    timeoutMs: sinks.timeoutMs,
  };
}

/** The API gave no answer: the message may have gone out. */
class NoAnswerError extends Error {}

async function sendThroughApi(config: MailConfig, message: MailMessage) {
  const api = config.api!;
  let response: Response;
  try {
    response = await config.fetch(api.url, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${api.key}`,
        'Content-Type': 'application/json',
        ...(message.idempotencyKey
          ? {'Idempotency-Key': message.idempotencyKey}
          : {}),
      },
      body: JSON.stringify({
        from: config.from,
        to: [message.to],
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: message.headers,
        ...(message.attachments?.length
          ? {
              attachments: message.attachments.map((file) => ({
                filename: file.filename,
                content: base64(file.content),
                content_type: file.contentType,
              })),
            }
          : {}),
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    throw new NoAnswerError(
      `mail api: ${error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'network error'}`,
    );
  }
  const body = await response.text();
  if (!response.ok)
    throw new Error(
      `mail api answered ${response.status} ${body.slice(0, 200)}`,
    );
}

/** Sends one message; throws with every sink's reason when none took it. */
export async function sendMail(
  config: MailConfig,
  message: MailMessage,
): Promise<'api' | 'forms'> {
  const errors: string[] = [];
  const key = message.idempotencyKey;
  if (config.api) {
    // With a key, asking again after no answer is safe: the API drops the repeat.
    for (let attempt = 0; attempt < (key ? 2 : 1); attempt += 1) {
      try {
        await sendThroughApi(config, message);
        return 'api';
      } catch (error) {
        errors.push(error instanceof Error ? error.message : String(error));
        if (!(error instanceof NoAnswerError)) break;
        if (key && attempt === 1) throw new Error(errors.join('; '));
      }
    }
  }
  if (config.sinks.forms) {
    try {
      await postForm(config.sinks, ALERT_FORM_ID, {
        ...(key ? {submission_id: key} : {}),
        email: message.to,
        _subject: message.subject,
        message: message.text,
        ...Object.fromEntries(
          Object.entries(message.headers).map(([name, value]) => [
            `header_${name}`,
            value,
          ]),
        ),
      });
      return 'forms';
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (errors.length === 0)
    errors.push('no mail sink is configured (MAIL_API_URL / FORMS_ENDPOINT)');
  throw new Error(errors.join('; '));
}
