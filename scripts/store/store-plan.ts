// What setup must do to a store, worked out before it changes anything: for each definition,
// collection and webhook subscription the storefront needs, create, update, leave, or stop
// (a definition that exists with a type the storefront cannot read is never changed silently).
import type {
  StoredCollection,
  StoredDefinition,
  StoredSubscription,
} from './read-store';
import {
  type CollectionNeed,
  type CollectionRuleNeed,
  DEFINED_METAFIELDS,
  type MetafieldNeed,
  NAMESPACE,
  WEBHOOKS,
  type WebhookNeed,
} from './storefront-needs';

export type Action = 'create' | 'update' | 'unchanged' | 'conflict';

export interface Planned<Need, Stored> {
  action: Action;
  label: string;
  need: Need;
  stored?: Stored;
  /** For update: what differs; for conflict: why setup stops; for unchanged: notes. */
  changes: string[];
}

export type DefinitionStep = Planned<MetafieldNeed, StoredDefinition>;
export type CollectionStep = Planned<CollectionNeed, StoredCollection>;
export type SubscriptionStep = Planned<WebhookNeed, StoredSubscription> & {
  uri: string;
};

export interface StorePlan {
  definitions: DefinitionStep[];
  collections: CollectionStep[];
  subscriptions: SubscriptionStep[];
}

/** The validations a definition should end up with: the merchant's own plus the needed ones. */
export function mergedValidations(
  need: MetafieldNeed,
  stored?: StoredDefinition,
): Array<{name: string; value: string}> {
  const merged = new Map<string, string>();
  for (const v of stored?.validations ?? [])
    if (v.value !== null) merged.set(v.name, v.value);
  for (const v of need.validations ?? []) merged.set(v.name, v.value);
  return [...merged].map(([name, value]) => ({name, value}));
}

export function planDefinition(
  need: MetafieldNeed,
  stored: StoredDefinition | undefined,
): DefinitionStep {
  const label = `${NAMESPACE}.${need.key}`;
  if (!stored) return {action: 'create', label, need, changes: []};
  if (!need.acceptedTypes.includes(stored.type.name))
    return {
      action: 'conflict',
      label,
      need,
      stored,
      changes: [
        `${label} exists with type ${stored.type.name}; the storefront reads ${need.acceptedTypes.join(' or ')}. Shopify cannot change a definition's type, and setup will not delete one holding the dealer's data. Fix: Shopify admin > Settings > Custom data > Products > ${stored.name} > Delete definition (export the values first if they matter), then run npm run store:setup again.`,
      ],
    };
  const changes: string[] = [];
  if (stored.access.storefront !== 'PUBLIC_READ')
    changes.push(
      `storefront access ${stored.access.storefront ?? 'NONE'} -> PUBLIC_READ`,
    );
  for (const v of need.validations ?? []) {
    const has = stored.validations.find((s) => s.name === v.name);
    if (has?.value !== v.value)
      changes.push(
        `validation ${v.name} ${has?.value ?? '(none)'} -> ${v.value}`,
      );
  }
  if (
    need.filter &&
    stored.capabilities.adminFilterable.eligible &&
    !stored.capabilities.adminFilterable.enabled
  )
    changes.push('admin filter off -> on');
  if (
    need.collectionCondition &&
    !stored.capabilities.smartCollectionCondition.enabled
  )
    changes.push('collection condition off -> on');
  return {
    action: changes.length ? 'update' : 'unchanged',
    label,
    need,
    stored,
    changes,
  };
}

const ruleText = (r: {
  column: string;
  relation: string;
  condition: string;
  key?: string;
}) =>
  `${r.column}${r.key ? `(${NAMESPACE}.${r.key})` : ''} ${r.relation} ${r.condition.trim().toLowerCase()}`;

export function neededRuleTexts(need: CollectionNeed): string[] {
  return need.rules
    .map((r: CollectionRuleNeed) => ruleText({...r, key: r.metafieldKey}))
    .sort();
}

export function storedRuleTexts(stored: StoredCollection): string[] {
  return (stored.ruleSet?.rules ?? [])
    .map((r) =>
      ruleText({...r, key: r.conditionObject?.metafieldDefinition?.key}),
    )
    .sort();
}

/** Collections whose rules the storefront's counts depend on (decision 070). */
const RULES_MATTER = new Set(['all-watches', 'signature-watches']);

export function planCollection(
  need: CollectionNeed,
  stored: StoredCollection | undefined,
  canPublish: boolean,
): CollectionStep {
  const label = need.handle;
  if (!stored) return {action: 'create', label, need, changes: []};
  const changes: string[] = [];
  if (!stored.ruleSet) {
    if (RULES_MATTER.has(need.handle))
      return {
        action: 'conflict',
        label,
        need,
        stored,
        changes: [
          `${label} is a manual collection; the storefront needs it automated (${need.rules.map((r) => ruleText({...r, key: r.metafieldKey})).join(need.appliedDisjunctively ? ' OR ' : ' AND ')}). Shopify cannot turn a manual collection into an automated one. Fix: Shopify admin > Products > Collections > ${stored.title} > Delete collection, then run npm run store:setup again.`,
        ],
      };
  } else {
    const want = neededRuleTexts(need);
    const have = storedRuleTexts(stored);
    if (
      want.join('|') !== have.join('|') ||
      (need.rules.length > 1 &&
        stored.ruleSet.appliedDisjunctively !== need.appliedDisjunctively)
    )
      changes.push(`rules [${have.join(', ')}] -> [${want.join(', ')}]`);
  }
  if (canPublish && !stored.published)
    changes.push('not on the storefront channel -> published');
  return {
    action: changes.length ? 'update' : 'unchanged',
    label,
    need,
    stored,
    changes: changes.length
      ? changes
      : stored.ruleSet
        ? []
        : ["manual collection: its watches are the merchant's choice"],
  };
}

export function planSubscription(
  need: WebhookNeed,
  uri: string,
  subscriptions: readonly StoredSubscription[],
): SubscriptionStep {
  const label = `${need.topic} -> ${uri}`;
  const stored = subscriptions.find(
    (s) => s.topic === need.topic && s.uri === uri,
  );
  if (!stored) return {action: 'create', label, need, uri, changes: []};
  const changes: string[] = [];
  if (stored.format !== need.format)
    changes.push(`format ${stored.format} -> ${need.format}`);
  const missing = need.metafieldNamespaces.filter(
    (n) => !stored.metafieldNamespaces.includes(n),
  );
  if (missing.length)
    changes.push(`metafield namespaces + ${missing.join(', ')}`);
  return {
    action: changes.length ? 'update' : 'unchanged',
    label,
    need,
    stored,
    uri,
    changes,
  };
}

export function planStore(input: {
  definitions: readonly StoredDefinition[];
  collections: ReadonlyMap<string, StoredCollection>;
  neededCollections: readonly CollectionNeed[];
  subscriptions: readonly StoredSubscription[];
  webhookUri: string;
  canPublish: boolean;
}): StorePlan {
  return {
    definitions: DEFINED_METAFIELDS.map((need) =>
      planDefinition(
        need,
        input.definitions.find((d) => d.key === need.key),
      ),
    ),
    collections: input.neededCollections.map((need) =>
      planCollection(
        need,
        input.collections.get(need.handle),
        input.canPublish,
      ),
    ),
    subscriptions: WEBHOOKS.map((need) =>
      planSubscription(need, input.webhookUri, input.subscriptions),
    ),
  };
}

export function planSteps(plan: StorePlan) {
  return [...plan.definitions, ...plan.collections, ...plan.subscriptions];
}
