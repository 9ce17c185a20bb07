// npm run store:setup: creates or updates, idempotently, what the storefront needs in a store
// (metafield definitions, collections published to the storefront's channel, webhook
// subscriptions, the markets of markets.json), then prints the steps no API can do. A second
// run changes nothing.
import {pathToFileURL} from 'node:url';
import {
  adminClient,
  type AdminClient,
  StoreProblem,
  userErrorText,
} from './admin-client';
import {
  dutiesStrategy,
  type MarketStep,
  planMarkets,
  taxStrategy,
} from './markets-plan';
import {
  hasScope,
  readChannels,
  readCollections,
  readDefinitions,
  readMarkets,
  readScopes,
  storefrontPublication,
  type StoredDefinition,
} from './read-store';
import {Report} from './report';
import {readSettings, requireAdminToken} from './settings';
import {
  type CollectionStep,
  type DefinitionStep,
  mergedValidations,
  planStore,
  planSteps,
  type SubscriptionStep,
} from './store-plan';
import {
  MANUAL_STEPS,
  NAMESPACE,
  neededCollections,
  SCOPES_TO_SET_UP,
  STOREFRONT_CHANNEL,
  webhookAddress,
} from './storefront-needs';
import {brandHandle} from './brand-handle';

type UserErrors = Array<{field?: string[] | null; message: string}>;

const DEFINITION_CREATE = /* GraphQL */ `
  mutation SetupDefinitionCreate($definition: MetafieldDefinitionInput!) {
    metafieldDefinitionCreate(definition: $definition) {
      createdDefinition {
        id
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

const DEFINITION_UPDATE = /* GraphQL */ `
  mutation SetupDefinitionUpdate($definition: MetafieldDefinitionUpdateInput!) {
    metafieldDefinitionUpdate(definition: $definition) {
      updatedDefinition {
        id
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

const COLLECTION_CREATE = /* GraphQL */ `
  mutation SetupCollectionCreate($input: CollectionInput!) {
    collectionCreate(input: $input) {
      collection {
        id
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const COLLECTION_UPDATE = /* GraphQL */ `
  mutation SetupCollectionUpdate($input: CollectionInput!) {
    collectionUpdate(input: $input) {
      collection {
        id
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const PUBLISH = /* GraphQL */ `
  mutation SetupPublish($id: ID!, $input: [PublicationInput!]!) {
    publishablePublish(id: $id, input: $input) {
      userErrors {
        field
        message
      }
    }
  }
`;

const SUBSCRIPTION_CREATE = /* GraphQL */ `
  mutation SetupWebhookCreate(
    $topic: WebhookSubscriptionTopic!
    $webhookSubscription: WebhookSubscriptionInput!
  ) {
    webhookSubscriptionCreate(
      topic: $topic
      webhookSubscription: $webhookSubscription
    ) {
      webhookSubscription {
        id
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const SUBSCRIPTION_UPDATE = /* GraphQL */ `
  mutation SetupWebhookUpdate(
    $id: ID!
    $webhookSubscription: WebhookSubscriptionInput!
  ) {
    webhookSubscriptionUpdate(
      id: $id
      webhookSubscription: $webhookSubscription
    ) {
      webhookSubscription {
        id
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const MARKET_CREATE = /* GraphQL */ `
  mutation SetupMarketCreate($input: MarketCreateInput!) {
    marketCreate(input: $input) {
      market {
        id
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

const MARKET_UPDATE = /* GraphQL */ `
  mutation SetupMarketUpdate($id: ID!, $input: MarketUpdateInput!) {
    marketUpdate(id: $id, input: $input) {
      market {
        id
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

async function mutate(
  admin: AdminClient,
  document: string,
  variables: Record<string, unknown>,
  what: string,
) {
  const data = await admin.query<Record<string, {userErrors: UserErrors}>>(
    document,
    variables,
  );
  const payload = Object.values(data)[0];
  if (payload?.userErrors.length)
    throw new StoreProblem(
      `Shopify refused to ${what}: ${userErrorText(payload.userErrors)}`,
      'Correct it in the Shopify admin or report it; nothing after this step was changed.',
    );
  return payload;
}

function definitionAccess(step: DefinitionStep) {
  return {
    access: {storefront: 'PUBLIC_READ'},
    capabilities: {
      ...(step.need.filter &&
      (step.stored?.capabilities.adminFilterable.eligible ?? true)
        ? {adminFilterable: {enabled: true}}
        : {}),
      ...(step.need.collectionCondition
        ? {smartCollectionCondition: {enabled: true}}
        : {}),
    },
    validations: mergedValidations(step.need, step.stored),
  };
}

async function applyDefinition(admin: AdminClient, step: DefinitionStep) {
  if (step.action === 'create')
    await mutate(
      admin,
      DEFINITION_CREATE,
      {
        definition: {
          name: step.need.name,
          namespace: NAMESPACE,
          key: step.need.key,
          description: step.need.description,
          type: step.need.type,
          ownerType: 'PRODUCT',
          ...definitionAccess(step),
        },
      },
      `create the definition ${step.label}`,
    );
  else
    await mutate(
      admin,
      DEFINITION_UPDATE,
      {
        definition: {
          namespace: NAMESPACE,
          key: step.need.key,
          ownerType: 'PRODUCT',
          ...definitionAccess(step),
        },
      },
      `update the definition ${step.label}`,
    );
}

function ruleSetInput(step: CollectionStep, definitions: StoredDefinition[]) {
  return {
    appliedDisjunctively: step.need.appliedDisjunctively,
    rules: step.need.rules.map((r) => {
      const definition = r.metafieldKey
        ? definitions.find((d) => d.key === r.metafieldKey)
        : undefined;
      if (r.metafieldKey && !definition)
        throw new StoreProblem(
          `The collection ${step.label} needs the definition ${NAMESPACE}.${r.metafieldKey}, which is missing.`,
          'Run npm run store:setup again; if it persists, create the definition in Shopify admin > Settings > Custom data > Products.',
        );
      return {
        column: r.column,
        relation: r.relation,
        condition: r.condition,
        ...(definition ? {conditionObjectId: definition.id} : {}),
      };
    }),
  };
}

async function applyCollection(
  admin: AdminClient,
  step: CollectionStep,
  definitions: StoredDefinition[],
  publicationId: string | null,
) {
  let id = step.stored?.id;
  if (step.action === 'create') {
    const payload = (await mutate(
      admin,
      COLLECTION_CREATE,
      {
        input: {
          title: step.need.title,
          handle: step.need.handle,
          descriptionHtml: step.need.descriptionHtml,
          ruleSet: ruleSetInput(step, definitions),
        },
      },
      `create the collection ${step.label}`,
    )) as unknown as {collection: {id: string}};
    id = payload.collection.id;
  } else if (step.changes.some((c) => c.startsWith('rules '))) {
    await mutate(
      admin,
      COLLECTION_UPDATE,
      {input: {id, ruleSet: ruleSetInput(step, definitions)}},
      `update the rules of ${step.label}`,
    );
  }
  if (publicationId && (step.action === 'create' || !step.stored?.published))
    await mutate(
      admin,
      PUBLISH,
      {id, input: [{publicationId}]},
      `publish ${step.label} to the storefront's channel`,
    );
}

async function applySubscription(admin: AdminClient, step: SubscriptionStep) {
  const webhookSubscription = {
    uri: step.uri,
    format: step.need.format,
    metafieldNamespaces: [
      ...new Set([
        ...(step.stored?.metafieldNamespaces ?? []),
        ...step.need.metafieldNamespaces,
      ]),
    ],
  };
  if (step.action === 'create')
    await mutate(
      admin,
      SUBSCRIPTION_CREATE,
      {topic: step.need.topic, webhookSubscription},
      `subscribe ${step.label}`,
    );
  else
    await mutate(
      admin,
      SUBSCRIPTION_UPDATE,
      {id: step.stored!.id, webhookSubscription},
      `update the subscription ${step.label}`,
    );
}

const regionsOf = (countries: readonly string[]) => ({
  regionsCondition: {regions: countries.map((countryCode) => ({countryCode}))},
});

/** Creates a missing market, or brings one to markets.json's countries, currency and inclusions. */
async function applyMarket(admin: AdminClient, step: MarketStep) {
  const settings = {
    status: 'ACTIVE',
    currencySettings: {
      baseCurrency: step.need.currency,
      localCurrencies: false,
    },
    priceInclusions: {
      taxPricingStrategy: taxStrategy(step.need),
      dutiesPricingStrategy: dutiesStrategy(step.need),
    },
  };
  if (step.action === 'create')
    await mutate(
      admin,
      MARKET_CREATE,
      {
        input: {
          name: step.need.name,
          handle: step.need.handle,
          conditions: regionsOf(step.need.countries),
          ...settings,
        },
      },
      `create the market ${step.label}`,
    );
  else
    await mutate(
      admin,
      MARKET_UPDATE,
      {
        id: step.stored!.id,
        input: {
          ...settings,
          ...(step.addCountries.length || step.removeCountries.length
            ? {
                conditions: {
                  ...(step.addCountries.length
                    ? {conditionsToAdd: regionsOf(step.addCountries)}
                    : {}),
                  ...(step.removeCountries.length
                    ? {conditionsToDelete: regionsOf(step.removeCountries)}
                    : {}),
                },
              }
            : {}),
        },
      },
      `update the market ${step.label}`,
    );
}

export interface SetupResult {
  exitCode: number;
  created: number;
  updated: number;
  report: Report;
}

export async function runSetup(
  raw: Record<string, string | undefined> = process.env,
  out: (text: string) => void = console.log,
): Promise<SetupResult> {
  const report = new Report(out);
  const result = (exitCode: number, created = 0, updated = 0) => ({
    exitCode,
    created,
    updated,
    report,
  });
  try {
    const settings = await readSettings(raw);
    if (!settings.shopOrigin)
      throw new StoreProblem(
        'PUBLIC_SHOP_ORIGIN is missing: the webhooks are addressed to <PUBLIC_SHOP_ORIGIN>/webhooks/shopify.',
        "Set PUBLIC_SHOP_ORIGIN to the shop's public origin, e.g. https://www.example.co.uk.",
      );
    const admin = adminClient(
      settings.storeDomain,
      requireAdminToken(settings),
    );
    const {shopName, scopes} = await readScopes(admin);
    report.say(`Setting up ${shopName} (${admin.endpoint})`);
    const missing = SCOPES_TO_SET_UP.filter((s) => !hasScope(scopes, s));
    if (missing.length)
      throw new StoreProblem(
        `The Admin API token lacks the scopes ${missing.join(', ')} (it has ${scopes.join(', ') || 'none'}).`,
        'Shopify admin > Settings > Apps and sales channels > Develop apps > your app > Configuration > Admin API integration: tick them, save, reinstall the app and use the new token.',
      );

    const [definitions, channels, markets] = await Promise.all([
      readDefinitions(admin),
      readChannels(admin),
      readMarkets(admin),
    ]);
    const marketSteps = planMarkets(markets);
    const publication = storefrontPublication(
      channels.publications,
      STOREFRONT_CHANNEL,
    );
    if (!publication)
      throw new StoreProblem(
        `The store has no Hydrogen or Headless sales channel (channels: ${channels.publications.map((p) => p.name).join(', ') || 'none'}).`,
        'Shopify admin > Settings > Apps and sales channels > Shopify App Store: install Hydrogen (or Headless) and create the storefront, then run setup again.',
      );
    const needs = neededCollections(channels.vendors, brandHandle);
    const collections = await readCollections(
      admin,
      needs.map((n) => n.handle),
      publication,
    );
    const plan = planStore({
      definitions,
      collections,
      neededCollections: needs,
      subscriptions: channels.subscriptions,
      webhookUri: webhookAddress(settings.shopOrigin),
      canPublish: true,
    });
    const conflicts = planSteps(plan).filter((s) => s.action === 'conflict');
    if (conflicts.length) {
      report.heading('Setup stopped before changing anything:');
      for (const c of conflicts)
        report.add(
          'problem',
          c.changes[0].split(' Fix: ')[0],
          c.changes[0].split(' Fix: ')[1],
        );
      return result(1);
    }

    let created = 0;
    let updated = 0;
    const record = (
      step: {action: string; label: string; changes: string[]},
      what: string,
    ) => {
      if (step.action === 'create') {
        created++;
        report.add('created', `${what} ${step.label}`);
      } else if (step.action === 'update') {
        updated++;
        report.add(
          'updated',
          `${what} ${step.label}: ${step.changes.join('; ')}`,
        );
      }
    };

    report.heading(`Metafield definitions (products, namespace ${NAMESPACE})`);
    for (const step of plan.definitions) {
      if (step.action === 'unchanged') continue;
      await applyDefinition(admin, step);
      record(step, 'definition');
    }
    const current = plan.definitions.some((s) => s.action === 'create')
      ? await readDefinitions(admin)
      : definitions;
    report.heading(`Collections (published to ${publication.name})`);
    for (const step of plan.collections) {
      if (step.action === 'unchanged') continue;
      await applyCollection(admin, step, current, publication.id);
      record(step, 'collection');
    }
    report.heading('Webhook subscriptions');
    for (const step of plan.subscriptions) {
      if (step.action === 'unchanged') continue;
      await applySubscription(admin, step);
      record(step, 'webhook');
    }
    report.heading('Markets (app/domain/markets/markets.json)');
    for (const step of marketSteps) {
      if (step.action === 'unchanged') continue;
      await applyMarket(admin, step);
      record(step, 'market');
    }
    const unchanged =
      planSteps(plan).length + marketSteps.length - created - updated;
    report.heading(
      created + updated === 0
        ? `No change: the store already holds all ${unchanged} items the storefront needs.`
        : `Done: ${created} created, ${updated} updated, ${unchanged} already right.`,
    );
    report.heading('Steps no API can do (once per store):');
    MANUAL_STEPS.forEach((step, i) => report.say(`  ${i + 1}. ${step}`));
    report.say('\nThen run npm run store:check.');
    return result(0, created, updated);
  } catch (error) {
    if (!(error instanceof StoreProblem)) throw error;
    report.heading('Setup stopped:');
    report.add('problem', error.message, error.fix);
    return result(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runSetup().then(
    (r) => process.exit(r.exitCode),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
