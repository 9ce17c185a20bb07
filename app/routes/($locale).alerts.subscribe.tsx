// Stock-alert sign-up. Pages post here with a fetcher; without JavaScript the browser posts
// here directly and this page shows the outcome (and the form again when something is wrong).
import {useActionData} from 'react-router';
import type {Route} from './+types/($locale).alerts.subscribe';
import {handleAlertSubscribe} from '~/server/alerts/subscribe';
import {StockAlertForm} from '~/components/alerts/StockAlertForm';
import {AlertPageShell} from '~/components/alerts/AlertPageShell';
import {useT} from '~/i18n/useTranslation';
import '~/i18n/areas/alerts';
import {assertLocaleParam} from '~/i18n/route';
import {privatePageMeta} from '~/domain/content/pageMeta';
import {sharedPageData} from '~/hooks/rootData';
import {privatePageHeaders} from '~/server/pageCache';

// One visitor's page: private, with its loader's own Cache-Control.
export const headers = privatePageHeaders;

export const meta: Route.MetaFunction = (args) =>
  privatePageMeta(sharedPageData(args), 'alerts.pageTitle');

export async function action({request, context, params}: Route.ActionArgs) {
  // Actions run before the layout's loader checks the language prefix: no lead under '/xx'.
  assertLocaleParam(params);
  return handleAlertSubscribe({request, context});
}

export default function StockAlertSubscribePage() {
  const result = useActionData<typeof action>();
  const t = useT();
  return (
    <AlertPageShell title={t('alerts.pageTitle')}>
      {result?.target ? (
        <StockAlertForm
          target={result.target}
          source={result.source ?? 'product'}
          label={result.label ?? ''}
          serverResult={result}
        />
      ) : (
        <p role={result ? 'alert' : undefined}>
          {t(result?.formError ?? 'alerts.errInvalid')}
        </p>
      )}
    </AlertPageShell>
  );
}
