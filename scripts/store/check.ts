// npm run store:check: reads the configured store and services and says, line by line, what
// the storefront needs and what is missing or wrong, with the fix for each. Exits 1 when
// anything would break a page (or the alerts the shop promises).
import {pathToFileURL} from 'node:url';
import {adminClient, StoreProblem} from './admin-client';
import {countriesOf, planMarkets} from './markets-plan';
import {
  hasScope,
  readChannels,
  readCollections,
  readDefinitions,
  readMarkets,
  readScopes,
  storefrontPublication,
} from './read-store';
import {Report} from './report';
import {checkMail, checkSupabase} from './services-check';
import {readSettings, requireAdminToken, type StoreSettings} from './settings';
import {planStore} from './store-plan';
import {
  ADMIN_API_VERSION,
  METAFIELDS,
  NAMESPACE,
  neededCollections,
  SCOPES_AT_RUN_TIME,
  SCOPES_FOR_MARKETS,
  SCOPES_FOR_OFFERS,
  SCOPES_FOR_PAID_OFFERS,
  SCOPES_TO_READ,
  SCOPES_TO_SET_UP,
  STOREFRONT_CHANNEL,
  webhookAddress,
} from './storefront-needs';
import {brandHandle} from './brand-handle';

const SETUP = 'Run npm run store:setup.';

function checkEnvironment(settings: StoreSettings, report: Report) {
  report.heading(
    `Environment (${settings.usesLocalShop ? 'the local shop' : 'a real store'}: ${settings.storeDomain})`,
  );
  if (settings.envProblems.length) {
    for (const problem of settings.envProblems)
      report.add(
        'problem',
        problem,
        "Set it in .env (locally) or in the Hydrogen storefront's environment variables (Shopify admin > Hydrogen > the storefront > Storefront settings > Environments and variables); see .env.example.",
      );
    return;
  }
  report.add('ok', "the storefront's environment is valid");
  const dealer = Object.entries(settings.raw).filter(
    ([name, value]) => name.startsWith('DEALER_') && value?.trim(),
  );
  report.add(
    dealer.length ? 'ok' : settings.usesLocalShop ? 'note' : 'problem',
    dealer.length
      ? `dealer's details: ${dealer.map(([name]) => name).join(', ')}`
      : "dealer's details: the placeholders (fine offline only)",
  );
}

async function checkStorefrontApi(settings: StoreSettings, report: Report) {
  if (!settings.env) return;
  report.heading('Storefront API');
  const origin = /^https?:\/\//.test(settings.storeDomain)
    ? settings.storeDomain
    : `https://${settings.storeDomain}`;
  const response = await fetch(
    `${origin}/api/${ADMIN_API_VERSION}/graphql.json`,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Shopify-Storefront-Access-Token':
          settings.env.PUBLIC_STOREFRONT_API_TOKEN,
      },
      body: JSON.stringify({query: '{ shop { name } }'}),
      signal: AbortSignal.timeout(15_000),
    },
  ).catch((error: Error) => error);
  if (response instanceof Error || !response.ok)
    report.add(
      'problem',
      `the Storefront API does not answer with PUBLIC_STOREFRONT_API_TOKEN (${response instanceof Error ? response.message : `HTTP ${response.status}`})`,
      'Copy the public token from Shopify admin > Hydrogen (or Headless) > the storefront > Storefront API into PUBLIC_STOREFRONT_API_TOKEN.',
    );
  else report.add('ok', 'the Storefront API answers the public token');
}

async function checkStore(settings: StoreSettings, report: Report) {
  const admin = adminClient(settings.storeDomain, requireAdminToken(settings));
  report.heading(`Admin API token (${admin.endpoint})`);
  const {shopName, scopes} = await readScopes(admin);
  report.add('ok', `store ${shopName}; scopes ${scopes.join(', ') || 'none'}`);
  const cannotRead = SCOPES_TO_READ.filter((s) => !hasScope(scopes, s));
  if (cannotRead.length) {
    report.add(
      'problem',
      `the token lacks ${cannotRead.join(', ')}: the store cannot be checked`,
      'Shopify admin > Settings > Apps and sales channels > Develop apps > your app > Configuration: add them, reinstall, use the new token.',
    );
    return;
  }
  const cannotSync = SCOPES_AT_RUN_TIME.filter((s) => !hasScope(scopes, s));
  if (cannotSync.length)
    report.add(
      'problem',
      `the token lacks ${cannotSync.join(', ')}: the storefront cannot take a watch marked sold off sale in Shopify, which keeps selling it (decision 107)`,
      'Shopify admin > Settings > Apps and sales channels > Develop apps > your app > Configuration: add them, reinstall, set the new token as SHOPIFY_ADMIN_API_TOKEN for the storefront too.',
    );
  const cannotOffer = SCOPES_FOR_OFFERS.filter((s) => !hasScope(scopes, s));
  if (cannotOffer.length)
    report.add(
      'problem',
      `the token lacks ${cannotOffer.join(', ')}: an accepted or countered offer cannot become a draft order at the agreed price (decision 131)`,
      'Shopify admin > Settings > Apps and sales channels > Develop apps > your app > Configuration: add it, reinstall, set the new token as SHOPIFY_ADMIN_API_TOKEN for the storefront too.',
    );
  const cannotSell = SCOPES_FOR_PAID_OFFERS.filter((s) => !hasScope(scopes, s));
  if (cannotSell.length)
    report.add(
      'problem',
      `the token lacks ${cannotSell.join(', ')}: Shopify cannot send the storefront orders/paid, so a paid offer's watch is not marked sold and reads as reserved (decision 135)`,
      'Shopify admin > Settings > Apps and sales channels > Develop apps > your app > Configuration: add it, reinstall, set the new token as SHOPIFY_ADMIN_API_TOKEN for the storefront too.',
    );
  const cannotSetUp = SCOPES_TO_SET_UP.filter((s) => !hasScope(scopes, s));
  if (cannotSetUp.length)
    report.add(
      'warning',
      `store:setup would also need ${cannotSetUp.join(', ')}`,
      'Add them to the custom app when you next run setup.',
    );

  const [definitions, channels] = await Promise.all([
    readDefinitions(admin),
    readChannels(admin),
  ]);
  const publication = storefrontPublication(
    channels.publications,
    STOREFRONT_CHANNEL,
  );
  const needs = neededCollections(channels.vendors, brandHandle);
  const collections = await readCollections(
    admin,
    needs.map((n) => n.handle),
    publication,
  );
  const webhookUri = webhookAddress(settings.shopOrigin);
  const plan = planStore({
    definitions,
    collections,
    neededCollections: needs,
    subscriptions: channels.subscriptions,
    webhookUri,
    canPublish: Boolean(publication),
  });

  report.heading(`Metafield definitions (products, namespace ${NAMESPACE})`);
  for (const step of plan.definitions) {
    const d = step.stored;
    const said = `${step.label} (${step.need.role})`;
    if (step.action === 'create')
      report.add('problem', `${said} is missing`, SETUP);
    else if (step.action === 'conflict')
      report.add(
        'problem',
        step.changes[0].split(' Fix: ')[0],
        step.changes[0].split(' Fix: ')[1],
      );
    else if (step.changes.some((c) => c.startsWith('storefront access')))
      report.add(
        'problem',
        `${said}: the storefront cannot read it (${step.changes.join('; ')})`,
        SETUP,
      );
    else if (step.action === 'update')
      report.add('warning', `${said}: ${step.changes.join('; ')}`, SETUP);
    else
      report.add(
        'ok',
        `${said}: ${d!.type.name}, storefront ${d!.access.storefront}${step.need.filter ? ', admin filter on' : ''}`,
      );
  }
  for (const need of METAFIELDS.filter((m) => m.role === 'old-site fallback')) {
    const d = definitions.find((x) => x.key === need.key);
    report.add(
      'note',
      `${NAMESPACE}.${need.key} (old-site fallback): ${d ? `${d.type.name}, storefront ${d.access.storefront}` : 'no definition (only imported data uses it)'}`,
    );
  }

  report.heading('Collections');
  if (publication) report.add('ok', `storefront channel: ${publication.name}`);
  else
    report.add(
      'problem',
      `no Hydrogen or Headless channel (channels: ${channels.publications.map((p) => p.name).join(', ') || 'none'}): no collection reaches the storefront`,
      'Shopify admin > Settings > Apps and sales channels: install Hydrogen (or Headless), then run npm run store:setup.',
    );
  for (const step of plan.collections) {
    const c = step.stored;
    const count = c?.productsCount?.count;
    const watches =
      count === undefined ? '' : `${count} watch${count === 1 ? '' : 'es'}`;
    if (step.action === 'create')
      report.add(
        'problem',
        `${step.label} is missing (${step.need.usedBy})`,
        SETUP,
      );
    else if (step.action === 'conflict')
      report.add(
        'problem',
        step.changes[0].split(' Fix: ')[0],
        step.changes[0].split(' Fix: ')[1],
      );
    else if (step.changes.some((x) => x.includes('published')))
      report.add(
        'problem',
        `${step.label} is not on the ${publication?.name} channel: ${step.need.usedBy} cannot open it`,
        SETUP,
      );
    else if (step.action === 'update')
      report.add(
        step.need.handle === 'all-watches' ||
          step.need.handle === 'signature-watches'
          ? 'problem'
          : 'warning',
        `${step.label}: ${step.changes.join('; ')}`,
        SETUP,
      );
    else
      report.add(
        'ok',
        `${step.label}: ${watches}${step.changes.length ? ` (${step.changes.join('; ')})` : ''}`,
      );
  }

  report.heading(`Webhook subscriptions (${webhookUri})`);
  for (const step of plan.subscriptions) {
    if (step.action === 'create')
      report.add(
        'problem',
        `${step.need.topic} is not sent to ${webhookUri}: stock alerts would never go out`,
        SETUP,
      );
    else if (step.action === 'update')
      report.add('problem', `${step.label}: ${step.changes.join('; ')}`, SETUP);
    else
      report.add(
        'ok',
        `${step.need.topic}: ${step.stored!.format}, metafields ${step.stored!.metafieldNamespaces.join(', ')}`,
      );
  }
  for (const s of channels.subscriptions.filter((x) => x.uri !== webhookUri))
    report.add('note', `${s.topic} also goes to ${s.uri}`);

  await checkMarkets(admin, scopes, report);
  if (settings.env && !settings.env.SHOPIFY_WEBHOOK_SECRET)
    report.add(
      'problem',
      'SHOPIFY_WEBHOOK_SECRET is not set: the storefront refuses every webhook',
      "Set it to the custom app's API secret key (Shopify admin > Develop apps > your app > API credentials).",
    );
}

const countryCount = (n: number) => `${n} countr${n === 1 ? 'y' : 'ies'}`;

/** Each market of markets.json must exist with its countries, currency and price inclusions. */
async function checkMarkets(
  admin: ReturnType<typeof adminClient>,
  scopes: string[],
  report: Report,
) {
  report.heading('Markets (app/domain/markets/markets.json)');
  const cannotRead = SCOPES_FOR_MARKETS.filter((s) => !hasScope(scopes, s));
  if (cannotRead.length) {
    report.add(
      'problem',
      `the token lacks ${cannotRead.join(', ')}: the markets cannot be checked`,
      'Shopify admin > Settings > Apps and sales channels > Develop apps > your app > Configuration: add read_markets and write_markets, reinstall, use the new token.',
    );
    return;
  }
  for (const step of planMarkets(await readMarkets(admin))) {
    if (step.action === 'create')
      report.add(
        'problem',
        `market ${step.label} is missing: its shoppers would see and pay the default market's prices`,
        SETUP,
      );
    else if (step.action === 'update')
      report.add(
        'problem',
        `market ${step.label} differs: ${step.changes.join('; ')}`,
        SETUP,
      );
    else
      report.add(
        'ok',
        `market ${step.label}: ${countryCount(countriesOf(step.stored!).length)}, taxes ${step.need.taxesIncluded ? 'included' : 'added at checkout'}, duties ${step.need.dutiesIncluded ? 'included' : 'added at checkout'}`,
      );
  }
}

export interface CheckResult {
  exitCode: number;
  report: Report;
}

export async function runCheck(
  raw: Record<string, string | undefined> = process.env,
  out: (text: string) => void = console.log,
): Promise<CheckResult> {
  const report = new Report(out);
  const settings = await readSettings(raw);
  checkEnvironment(settings, report);
  await checkStorefrontApi(settings, report);
  try {
    await checkStore(settings, report);
  } catch (error) {
    if (!(error instanceof StoreProblem)) throw error;
    report.add('problem', error.message, error.fix);
  }
  if (settings.env) {
    await checkSupabase(settings.env, report);
    await checkMail(settings.env, report);
  }
  const problems = report.problems;
  report.heading(
    problems.length
      ? `${problems.length} problem${problems.length === 1 ? '' : 's'} would break the shop: ${problems.map((p) => p.text.split(/[ :(]/)[0]).join(', ')}`
      : 'Everything the storefront needs is in place.',
  );
  return {exitCode: problems.length ? 1 : 0, report};
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runCheck().then(
    (r) => process.exit(r.exitCode),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
