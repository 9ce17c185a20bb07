// The store's own set-up as Shopify keeps it: product metafield definitions, collections with
// their rules and sales channels, webhook subscriptions, and the sales channels' publications.
// By default the local shop holds exactly what `npm run store:setup` creates (seeded from the
// same table, scripts/store/storefront-needs.ts); `emptyStore` starts with none of them.
import {
  DEFINED_METAFIELDS,
  NAMESPACE,
  neededCollections,
  WEBHOOKS,
} from '../../scripts/store/storefront-needs';
import {gid} from '../storefront/ids';
import type {Watch} from '../storefront/stock';

export interface DefinitionRecord {
  id: string;
  name: string;
  namespace: string;
  key: string;
  description: string | null;
  type: string;
  ownerType: string;
  validations: Array<{name: string; value: string}>;
  storefrontAccess: 'NONE' | 'PUBLIC_READ';
  adminAccess: string;
  adminFilterable: boolean;
  smartCollectionCondition: boolean;
  pinnedPosition: number | null;
}

export interface RuleRecord {
  column: string;
  relation: string;
  condition: string;
  conditionObjectId?: string | null;
}

export interface CollectionRecord {
  id: string;
  handle: string;
  title: string;
  descriptionHtml: string;
  ruleSet: {appliedDisjunctively: boolean; rules: RuleRecord[]} | null;
  publicationIds: string[];
  updatedAt: string;
}

export interface SubscriptionRecord {
  id: string;
  topic: string;
  uri: string;
  format: string;
  metafieldNamespaces: string[];
  includeFields: string[];
  filter: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SavedStoreSetup {
  nextId: number;
  definitions: DefinitionRecord[];
  collections: CollectionRecord[];
  subscriptions: SubscriptionRecord[];
}

export const PUBLICATIONS = [
  {id: 'gid://shopify/Publication/1', name: 'Hydrogen', autoPublish: false},
  {id: 'gid://shopify/Publication/2', name: 'Online Store', autoPublish: false},
] as const;

/** Types Shopify offers for metafield definitions (the ones a watch could use). */
export const METAFIELD_TYPES = new Set([
  'single_line_text_field',
  'multi_line_text_field',
  'rich_text_field',
  'boolean',
  'number_integer',
  'number_decimal',
  'date',
  'date_time',
  'money',
  'url',
  'json',
  'color',
  'rating',
  'dimension',
  'weight',
  'volume',
  'file_reference',
  'product_reference',
  'metaobject_reference',
  'list.single_line_text_field',
]);

/** Types Shopify lets an automated collection use as a condition. */
export const CONDITION_TYPES = new Set([
  'boolean',
  'number_integer',
  'number_decimal',
  'rating',
  'single_line_text_field',
  'metaobject_reference',
]);

/** Types the admin can filter products by. */
export const ADMIN_FILTER_TYPES = new Set([
  'boolean',
  'single_line_text_field',
  'list.single_line_text_field',
  'product_reference',
  'metaobject_reference',
]);

export type TopicName = 'products/create' | 'products/update' | 'orders/paid';

export const topicName = (topic: string): TopicName =>
  topic.toLowerCase().replace('_', '/') as TopicName;

export class StoreSetup {
  private nextId: number;
  definitions: DefinitionRecord[];
  collections: CollectionRecord[];
  subscriptions: SubscriptionRecord[];
  onChange: () => void = () => {};

  constructor(saved: SavedStoreSetup) {
    this.nextId = saved.nextId;
    this.definitions = saved.definitions;
    this.collections = saved.collections;
    this.subscriptions = saved.subscriptions;
  }

  static empty(): StoreSetup {
    return new StoreSetup({
      nextId: 1,
      definitions: [],
      collections: [],
      subscriptions: [],
    });
  }

  /** What store:setup would create, for these vendors and (if any) this webhook address. */
  static seeded(
    vendors: readonly string[],
    slug: (vendor: string) => string,
    webhookUrl?: string,
  ): StoreSetup {
    const store = StoreSetup.empty();
    for (const need of DEFINED_METAFIELDS)
      store.addDefinition({
        name: need.name,
        namespace: NAMESPACE,
        key: need.key,
        description: need.description,
        type: need.type,
        ownerType: 'PRODUCT',
        validations: [...(need.validations ?? [])],
        storefrontAccess: 'PUBLIC_READ',
        adminAccess: 'PUBLIC_READ_WRITE',
        adminFilterable: Boolean(need.filter),
        smartCollectionCondition: Boolean(need.collectionCondition),
        pinnedPosition: null,
      });
    for (const need of neededCollections(vendors, slug))
      store.addCollection({
        handle: need.handle,
        title: need.title,
        descriptionHtml: need.descriptionHtml,
        ruleSet: {
          appliedDisjunctively: need.appliedDisjunctively,
          rules: need.rules.map((r) => ({
            column: r.column,
            relation: r.relation,
            condition: r.condition,
            conditionObjectId: r.metafieldKey
              ? store.definitions.find((d) => d.key === r.metafieldKey)?.id
              : null,
          })),
        },
        publicationIds: [PUBLICATIONS[0].id],
      });
    if (webhookUrl) store.subscribeConfigured(webhookUrl);
    return store;
  }

  saved(): SavedStoreSetup {
    return {
      nextId: this.nextId,
      definitions: this.definitions,
      collections: this.collections,
      subscriptions: this.subscriptions,
    };
  }

  private id(type: string) {
    return gid(type, this.nextId++);
  }

  addDefinition(fields: Omit<DefinitionRecord, 'id'>): DefinitionRecord {
    const record = {id: this.id('MetafieldDefinition'), ...fields};
    this.definitions.push(record);
    this.onChange();
    return record;
  }

  addCollection(
    fields: Omit<CollectionRecord, 'id' | 'updatedAt'>,
  ): CollectionRecord {
    const record = {
      id: this.id('Collection'),
      updatedAt: new Date().toISOString(),
      ...fields,
    };
    this.collections.push(record);
    this.onChange();
    return record;
  }

  addSubscription(
    fields: Omit<SubscriptionRecord, 'id' | 'createdAt' | 'updatedAt'>,
  ): SubscriptionRecord {
    const now = new Date().toISOString();
    const record = {
      id: this.id('WebhookSubscription'),
      createdAt: now,
      updatedAt: now,
      ...fields,
    };
    this.subscriptions.push(record);
    this.onChange();
    return record;
  }

  /** The configured webhook address (LOCAL_SHOP_WEBHOOK_URL) gets the topics the storefront reads. */
  subscribeConfigured(uri: string) {
    for (const need of WEBHOOKS)
      if (
        !this.subscriptions.some((s) => s.topic === need.topic && s.uri === uri)
      )
        this.addSubscription({
          topic: need.topic,
          uri,
          format: need.format,
          metafieldNamespaces: [...need.metafieldNamespaces],
          includeFields: [],
          filter: null,
        });
  }

  changed() {
    this.onChange();
  }

  definitionById(id: string) {
    return this.definitions.find((d) => d.id === id);
  }

  collectionById(id: string) {
    return this.collections.find((c) => c.id === id);
  }

  collectionByHandle(handle: string) {
    return this.collections.find((c) => c.handle === handle);
  }

  /** Where a topic's webhooks go: every subscription to it, as Shopify delivers. */
  targets(topic: TopicName) {
    return this.subscriptions
      .filter((s) => topicName(s.topic) === topic)
      .map((s) => ({
        uri: s.uri,
        metafields: s.metafieldNamespaces.includes(NAMESPACE),
      }));
  }

  /** Whether a watch meets an automated collection's rules. */
  matches(collection: CollectionRecord, watch: Watch): boolean {
    const ruleSet = collection.ruleSet;
    if (!ruleSet) return false;
    const results = ruleSet.rules.map((rule) => this.meets(rule, watch));
    return ruleSet.appliedDisjunctively
      ? results.some(Boolean)
      : results.every(Boolean);
  }

  private meets(rule: RuleRecord, watch: Watch): boolean {
    const wanted = rule.condition.trim().toLowerCase();
    const compare = (value: string | undefined) => {
      const v = (value ?? '').trim().toLowerCase();
      switch (rule.relation) {
        case 'EQUALS':
          return v === wanted;
        case 'NOT_EQUALS':
          return v !== wanted;
        case 'CONTAINS':
          return v.includes(wanted);
        case 'NOT_CONTAINS':
          return !v.includes(wanted);
        case 'STARTS_WITH':
        case 'BEGINS_WITH':
          return v.startsWith(wanted);
        case 'ENDS_WITH':
          return v.endsWith(wanted);
        case 'IS_SET':
          return v !== '';
        case 'IS_NOT_SET':
          return v === '';
        default:
          return false;
      }
    };
    switch (rule.column) {
      case 'TAG': {
        const has = watch.tags.some((t) => t.trim().toLowerCase() === wanted);
        return rule.relation === 'NOT_EQUALS'
          ? !has
          : rule.relation === 'EQUALS' && has;
      }
      case 'VENDOR':
        return compare(watch.vendor);
      case 'TYPE':
        return compare(watch.productType);
      case 'TITLE':
        return compare(watch.title);
      case 'PRODUCT_METAFIELD_DEFINITION': {
        const d = rule.conditionObjectId
          ? this.definitionById(rule.conditionObjectId)
          : undefined;
        return d ? compare(watch.metafields[d.key]) : false;
      }
      default:
        return false;
    }
  }
}
