// The route-action pipeline every lead form shares:
//   parse -> honeypot -> validate (Zod via Conform) -> render token (signature, minimum time)
//   -> rate limit -> photos -> deliver (primary, then fallback sink).
// Invalid input answers 400 with field messages and stores nothing; a sink failure answers
// 503 with the form's failure text and the SAME token, so a retry is stored once.
import {parseWithZod} from '@conform-to/zod/v4';
import type {SubmissionResult} from '@conform-to/react';
import {data} from 'react-router';
import type {z} from 'zod';
import {
  HONEYPOT_FIELD,
  LEAD_FORMS,
  LEAD_TOKEN_FIELD,
  type LeadFormDefinition,
  type LeadFormKind,
} from '../../domain/leads/forms';
import {DEFAULT_RATE_LIMIT, type RateLimitConfig} from './rateLimit';
import {limitsFromEnv, type Limits} from '~/server/limits/sharedCounter';
import {visitorKey} from '~/server/visitor';
import {secureCookies} from '~/server/session';
import {photoContentType} from '../../domain/leads/schemas';
import {photoContentFromBytes} from '../../domain/leads/imageContent';
import {deliverLead, sinkConfigFromEnv, type SinkConfig} from './sinks';
import {sharedTokenSubmissionId, signLeadToken, verifyLeadToken} from './token';
import {PHOTO_RULES} from '../../domain/leads/limits';
import {BodyTooLargeError, formDataWithin} from '~/server/requestBody';
import {verifyValuation} from '~/server/valuation/claim';

export type LeadOutcome =
  'success' | 'invalid' | 'confirm' | 'failure' | 'rate_limited';

/** What a lead action returns (to a fetcher, or as actionData for a full-page post). */
export interface LeadActionData {
  kind: LeadFormKind;
  outcome: LeadOutcome;
  result: SubmissionResult<string[]>;
  /** The token the form must carry from now on (new after success, same after failure). */
  token: string;
}

export const DEFAULT_MIN_SUBMIT_MS = 2000;
/** A rendered form stays usable this long; older tokens are renewed with a confirmation. */
const MAX_TOKEN_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** What a form may send: the photos form its photos and 1 MB, the others 64 KB of text. */
export function maxBodyBytes(kind: LeadFormKind): number {
  return kind === 'sellFull'
    ? PHOTO_RULES.maxFiles * PHOTO_RULES.maxBytes + 1024 * 1024
    : 64 * 1024;
}

interface LeadContext {
  shopEnv: {
    SESSION_SECRET: string;
    SUPABASE_URL?: string;
    SUPABASE_ANON_KEY?: string;
    SUPABASE_SERVICE_ROLE_KEY?: string;
    FORMS_ENDPOINT?: string;
    LEAD_PRIMARY_SINK?: 'supabase' | 'forms';
    LEAD_MIN_SUBMIT_MS?: number;
    LEAD_RATE_LIMIT?: RateLimitConfig;
    LEAD_SINK_TIMEOUT_MS?: number;
    usesLocalShop?: boolean;
  };
}

export interface LeadActionOptions {
  /** Overrides for tests; by default everything comes from the environment. */
  sinks?: SinkConfig;
  /** Where the rate limit counts (by default the shared database of the environment). */
  limits?: Limits;
  now?: () => number;
  /**
   * A form's own rule after its schema (an offer against the watch's price): field or form
   * errors refuse the post as invalid; `extra` joins what is stored.
   */
  check?: (value: Record<string, unknown>) => Promise<LeadCheck>;
  /** The form's schema as this request reads it (an offer's amount in the site's currency). */
  schema?: z.ZodType;
  /** After the first delivery of a submission (a repeat is not told twice). */
  onDelivered?: (
    value: Record<string, unknown>,
    submissionId: string,
  ) => Promise<void>;
}

export type LeadCheck =
  | {ok: true; extra?: Record<string, unknown>}
  | {
      ok: false;
      fieldErrors?: Record<string, string[]>;
      formErrors?: string[];
    };

/** LEAD_MIN_SUBMIT_MS (default 2000): the least time between rendering a form and sending it. */
export function minSubmitMs(context: LeadContext): number {
  return context.shopEnv.LEAD_MIN_SUBMIT_MS ?? DEFAULT_MIN_SUBMIT_MS;
}

/** This visitor (platform address or signed browser cookie) at a form, as the limit counts it. */
async function visitorAtForm(
  form: string,
  request: Request,
  context: LeadContext,
) {
  const visitor = await visitorKey(
    request,
    context.shopEnv.SESSION_SECRET,
    secureCookies(request, {
      usesLocalShop: context.shopEnv.usesLocalShop ?? false,
    }),
  );
  return {
    scope: `lead.${form.toLowerCase()}`,
    key: visitor.key,
    setCookie: visitor.setCookie,
    config: context.shopEnv.LEAD_RATE_LIMIT ?? DEFAULT_RATE_LIMIT,
  };
}

/**
 * One attempt of this visitor at a form: whether it is allowed, and the cookie to set when the
 * visitor is new. Counted in the shared database; when that is down or slow the form still
 * takes leads, counted in this isolate as before (decision 129). Shared with stock alerts.
 */
export async function takeVisitorRateLimit(
  form: string,
  request: Request,
  context: LeadContext,
  limits: Limits = limitsFromEnv(context.shopEnv),
) {
  const visitor = await visitorAtForm(form, request, context);
  const cookie: Record<string, string> = visitor.setCookie
    ? {'Set-Cookie': visitor.setCookie}
    : {};
  const verdict = await limits.hit(visitor.scope, visitor.key, visitor.config, {
    whenDown: 'count-in-isolate',
  });
  const limit =
    verdict.outcome === 'limited'
      ? {allowed: false as const, retryAfterSeconds: verdict.retryAfterSeconds}
      : {allowed: true as const};
  return {limit, cookie};
}

/** Seconds this visitor must wait before the form would take another attempt, 0 if none. */
async function visitorRateLimitWait(
  form: string,
  request: Request,
  context: LeadContext,
  limits: Limits,
) {
  const visitor = await visitorAtForm(form, request, context);
  const verdict = await limits.hit(visitor.scope, visitor.key, visitor.config, {
    whenDown: 'count-in-isolate',
    counting: false,
  });
  return verdict.outcome === 'limited' ? verdict.retryAfterSeconds : 0;
}

/**
 * A token for a form in a page the edge may share (the sell page with its instant valuation):
 * the submission id comes from the token and what the visitor sends
 * (`sharedTokenSubmissionId`), as the footer newsletter's does (decision 080).
 */
export function issueSharedLeadToken(context: LeadContext): Promise<string> {
  return signLeadToken(context.shopEnv.SESSION_SECRET);
}

/**
 * A fresh token for a form render (loaders and the lead-token resource route). Its submission
 * id is this visitor's: a route that renders one never declares its page shared.
 */
export function issueLeadToken(context: LeadContext): Promise<string> {
  return signLeadToken(context.shopEnv.SESSION_SECRET);
}

function reply(
  kind: LeadFormKind,
  outcome: LeadOutcome,
  result: SubmissionResult<string[]>,
  token: string,
  status: number,
  headers?: HeadersInit,
) {
  const body: LeadActionData = {kind, outcome, result, token};
  return data(body, {
    status,
    headers: {'Cache-Control': 'no-store', ...(headers ?? {})},
  });
}

function formError(message: string): SubmissionResult<string[]> {
  return {status: 'error', error: {'': [message]}};
}

export async function handleLeadAction(
  kind: LeadFormKind,
  {request, context}: {request: Request; context: LeadContext},
  options: LeadActionOptions = {},
) {
  const form = LEAD_FORMS[kind] as LeadFormDefinition<unknown>;
  const secret = context.shopEnv.SESSION_SECRET;
  const now = options.now?.() ?? Date.now();
  const limits = options.limits ?? limitsFromEnv(context.shopEnv);

  if (request.method !== 'POST') {
    throw new Response(null, {status: 405, headers: {Allow: 'POST'}});
  }
  // The photos form may carry 60 MB: a visitor already over the limit is told so before any
  // of it is read.
  if (kind === 'sellFull') {
    const wait = await visitorRateLimitWait(kind, request, context, limits);
    if (wait > 0) {
      await request.body?.cancel().catch(() => {});
      return reply(
        kind,
        'rate_limited',
        formError('leads.rateLimited'),
        await signLeadToken(secret),
        429,
        {'Retry-After': String(wait)},
      );
    }
  }
  let formData: FormData;
  try {
    formData = await formDataWithin(request, maxBodyBytes(kind));
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return reply(
        kind,
        'invalid',
        formError(
          kind === 'sellFull' ? 'leads.errTooLarge' : 'leads.errBodyTooLong',
        ),
        await signLeadToken(secret),
        413,
      );
    }
    return reply(
      kind,
      'invalid',
      formError('leads.errBadRequest'),
      await signLeadToken(secret),
      400,
    );
  }

  const presented = await verifyLeadToken(
    secret,
    formData.get(LEAD_TOKEN_FIELD),
  );
  const tokenText = presented
    ? String(formData.get(LEAD_TOKEN_FIELD))
    : await signLeadToken(secret);

  // A filled honeypot is a bot: it is told "thank you" and nothing is stored.
  const honeypot = formData.get(HONEYPOT_FIELD);
  const hideFields = [LEAD_TOKEN_FIELD, HONEYPOT_FIELD];
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    const submission = parseWithZod(formData, {
      schema: options.schema ?? form.schema,
    });
    return reply(
      kind,
      'success',
      submission.reply({resetForm: true}),
      await signLeadToken(secret),
      200,
    );
  }

  const submission = parseWithZod(formData, {
    schema: options.schema ?? form.schema,
  });
  if (submission.status !== 'success') {
    return reply(
      kind,
      'invalid',
      submission.reply({hideFields}),
      tokenText,
      400,
    );
  }

  // Photos by content as well as by declared type: stored under the type their bytes show.
  const photos: Array<{file: File; contentType: string}> = [];
  const posted = (submission.value as {photos?: unknown}).photos;
  for (const file of Array.isArray(posted) ? (posted as File[]) : []) {
    const contentType =
      photoContentType(file) && (await photoContentFromBytes(file));
    if (!contentType) {
      return reply(
        kind,
        'invalid',
        submission.reply({
          hideFields,
          fieldErrors: {photos: ['leads.errPhotoType']},
        }),
        tokenText,
        400,
      );
    }
    photos.push({file, contentType});
  }

  let extra: Record<string, unknown> = {};
  if (options.check) {
    const checked = await options.check(
      submission.value as Record<string, unknown>,
    );
    if (!checked.ok)
      return reply(
        kind,
        'invalid',
        submission.reply({
          hideFields,
          fieldErrors: checked.fieldErrors,
          formErrors: checked.formErrors,
        }),
        tokenText,
        400,
      );
    extra = checked.extra ?? {};
  }

  // The render token: missing/forged, too young or too old -> the visitor is asked to send
  // again (with a fresh, valid token). People who typed for a few seconds never see this.
  const minMs = minSubmitMs(context);
  if (
    !presented ||
    now - presented.issuedAt < minMs ||
    now - presented.issuedAt > MAX_TOKEN_AGE_MS
  ) {
    const renewed = await signLeadToken(secret, {
      submissionId: presented?.submissionId,
      issuedAt: now,
    });
    return reply(
      kind,
      'confirm',
      submission.reply({hideFields, formErrors: ['leads.confirmSubmit']}),
      renewed,
      400,
    );
  }

  const {limit, cookie} = await takeVisitorRateLimit(
    kind,
    request,
    context,
    limits,
  );
  if (!limit.allowed) {
    return reply(
      kind,
      'rate_limited',
      submission.reply({hideFields, formErrors: ['leads.rateLimited']}),
      tokenText,
      429,
      {...cookie, 'Retry-After': String(limit.retryAfterSeconds)},
    );
  }

  const value = {...(submission.value as Record<string, unknown>), ...extra};

  // A valuation whose signature is not this server's travels as none (decision 102).
  if ('valuation' in value && value.valuation) {
    const verified = await verifyValuation(
      secret,
      value.valuation as {payload: string; signature: string},
    );
    if (!verified) value.valuation = null;
  }

  // The newsletter's and the quick sell form's tokens may sit in a page the edge shares
  // (decisions 080, 102): the visitor's own words make the submission theirs.
  const submissionId =
    kind === 'newsletter'
      ? await sharedTokenSubmissionId(
          presented.submissionId,
          String(value.email),
        )
      : kind === 'sellQuick'
        ? await sharedTokenSubmissionId(
            presented.submissionId,
            [
              value.email,
              value.phone,
              value.brand,
              value.model,
              value.reference,
            ]
              .map((part) => String(part ?? ''))
              .join('|'),
          )
        : presented.submissionId;
  const config = options.sinks ?? sinkConfigFromEnv(context.shopEnv);
  const delivery = await deliverLead({
    config,
    form,
    data: value,
    submissionId,
    photos,
  });
  if (!delivery.ok) {
    console.error(
      `[leads] ${kind} ${submissionId} was not delivered: ${delivery.errors.join('; ')}`,
    );
    return reply(
      kind,
      'failure',
      submission.reply({hideFields, formErrors: [`leads.${kind}Failure`]}),
      tokenText,
      503,
      cookie,
    );
  }
  if (options.onDelivered && !delivery.duplicate)
    await options.onDelivered(value, submissionId);
  return reply(
    kind,
    'success',
    submission.reply({resetForm: true}),
    await signLeadToken(secret),
    200,
    cookie,
  );
}
