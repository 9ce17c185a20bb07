import {useEffect, useRef} from 'react';
import {useFetcher} from 'react-router';
import {useForm, type DefaultValue} from '@conform-to/react';
import {getZodConstraint, parseWithZod} from '@conform-to/zod/v4';
import {LEAD_FORMS, type LeadFormKind} from '~/domain/leads/forms';
import type {LeadActionData} from '~/server/leads/leadAction';
import {sitePath} from '~/domain/markets/sitePath';
import {useSite} from '~/hooks/useSite';
import {useLeadToken} from '~/hooks/useLeadToken';

/**
 * Where each form posts (resource/action routes; /de keeps the language). An offer posts to its
 * watch's own offer page, given as `actionPath`.
 */
export const LEAD_ACTION_PATHS: Record<
  Exclude<LeadFormKind, 'offer'>,
  string
> = {
  enquiry: '/api/enquiry',
  sellQuick: '/api/sell',
  sellFull: '/sell-your-watch-form',
  contact: '/contact-us',
  newsletter: '/api/newsletter',
  sourcing: '/api/sourcing',
};

/**
 * Conform + fetcher + render token for one lead form. `serverResult` is the route's
 * actionData after a full-page post (no JavaScript); `initialToken` comes from a loader.
 * Forms rendered without a loader (panels, footer, popup) fetch their token on mount.
 */
export function useLeadForm<Kind extends LeadFormKind>(
  kind: Kind,
  {
    serverResult,
    initialToken,
    defaultValue,
    fetcherKey,
    actionPath,
  }: {
    serverResult?: LeadActionData | null;
    initialToken?: string | null;
    defaultValue?: DefaultValue<Record<string, unknown>>;
    fetcherKey?: string;
    actionPath?: string;
  } = {},
) {
  const site = useSite();
  const action = sitePath(
    actionPath ?? LEAD_ACTION_PATHS[kind as Exclude<LeadFormKind, 'offer'>],
    site,
  );
  const fetcher = useFetcher<LeadActionData>({key: fetcherKey});
  const fromServer =
    serverResult && serverResult.kind === kind ? serverResult : null;
  const last = fetcher.data ?? fromServer;
  const token = useLeadToken(initialToken, last?.token);
  const submitting = fetcher.state !== 'idle';

  const schema = LEAD_FORMS[kind].schema;
  const [form, fields] = useForm({
    lastResult: last?.result,
    defaultValue,
    constraint: getZodConstraint(schema as never),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate({formData}) {
      return parseWithZod(formData, {schema: schema as never});
    },
  });

  // Banners: nothing while a submit is under way (it clears the previous banner).
  const outcome = submitting ? null : (last?.outcome ?? null);
  const formError =
    outcome && outcome !== 'success'
      ? (form.errors?.[0] ?? last?.result.error?.['']?.[0] ?? null)
      : null;

  return {
    fetcher,
    form,
    fields,
    token,
    action,
    submitting,
    outcome,
    formError,
    last,
  };
}

/** Calls `callback` once per successful answer, after the fetcher has settled. */
export function useOnLeadSuccess(
  last: LeadActionData | null | undefined,
  submitting: boolean,
  callback?: () => void,
) {
  const handled = useRef<LeadActionData | null>(null);
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => {
    if (
      !last ||
      submitting ||
      last.outcome !== 'success' ||
      handled.current === last
    )
      return;
    handled.current = last;
    latest.current?.();
  }, [last, submitting]);
}
