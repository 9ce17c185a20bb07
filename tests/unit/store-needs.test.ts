// The store table must cover every `custom` metafield the storefront reads, wherever app/ keeps
// its GraphQL documents, and setup's plan must create, update, leave or stop as promised.
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import type {
  StoredCollection,
  StoredDefinition,
} from '../../scripts/store/read-store';
import {
  migrationVersions,
  MIGRATION_PROBES,
} from '../../scripts/store/services-check';
import {
  planCollection,
  planDefinition,
  planStore,
  planSubscription,
} from '../../scripts/store/store-plan';
import {
  DEFINED_METAFIELDS,
  METAFIELDS,
  neededCollections,
} from '../../scripts/store/storefront-needs';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((e) =>
    e.isDirectory()
      ? sourceFiles(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );
}

/** Keys in GraphQL documents (`namespace: "custom", key: "x"`) and identifier key lists. */
function keysTheAppReads(): Set<string> {
  const keys = new Set<string>();
  for (const file of sourceFiles('app')) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(
      /namespace:\s*\\?"custom\\?",\s*key:\s*\\?"([a-z0-9_]+)\\?"/g,
    ))
      keys.add(m[1]);
    // Lists passed as metafields(identifiers:): `export const X_KEYS = [...] as const` beside a
    // map to {namespace: 'custom', key}.
    if (/identifiers/i.test(text) && /namespace: 'custom'/.test(text))
      for (const list of text.matchAll(/_KEYS\s*=\s*\[([\s\S]*?)\]/g))
        for (const m of list[1].matchAll(/'([a-z0-9_]+)'/g)) keys.add(m[1]);
  }
  return keys;
}

const definition = (
  over: Partial<StoredDefinition> = {},
): StoredDefinition => ({
  id: 'gid://shopify/MetafieldDefinition/1',
  key: 'year',
  name: 'Year',
  type: {name: 'single_line_text_field'},
  validations: [],
  access: {storefront: 'PUBLIC_READ'},
  capabilities: {
    adminFilterable: {enabled: true, eligible: true},
    smartCollectionCondition: {enabled: false, eligible: true},
  },
  ...over,
});

const need = (key: string) => METAFIELDS.find((m) => m.key === key)!;

describe('the store table', () => {
  it('holds every custom key the storefront reads', () => {
    const read = keysTheAppReads();
    // The scan itself must find the documents (a moved or renamed folder would hide them).
    expect(read).toContain('availability_status');
    expect(read).toContain('sold_date');
    expect(read).toContain('power_reserve');
    const table = new Set(METAFIELDS.map((m) => m.key));
    expect([...read].filter((k) => !table.has(k))).toEqual([]);
  });

  it('defines the watch attributes and the sold archive with the types the storefront reads', () => {
    const types = Object.fromEntries(
      DEFINED_METAFIELDS.map((m) => [m.key, m.type]),
    );
    for (const key of [
      'availability_status',
      'reference_number',
      'year',
      'case_size',
      'case_material',
      'bracelet_material',
      'movement',
      'water_resistance',
      'crystal',
      'condition',
      'dial',
      'box',
      'papers',
      'signature_watches',
    ])
      expect(types[key]).toBe('single_line_text_field');
    expect(types.sold_date).toBe('date');
    expect(need('sold_price').acceptedTypes).toEqual([
      'number_decimal',
      'money',
    ]);
    expect(types.condtion).toBeUndefined();
  });

  it('has a probe for every Supabase migration', () => {
    expect(migrationVersions().filter((v) => !MIGRATION_PROBES[v])).toEqual([]);
  });

  it('needs all-watches, signature-watches and one collection per brand', () => {
    const handles = neededCollections(['Rolex', 'Tudor', 'rolex'], (v) =>
      v.toLowerCase().replace(/[^a-z]+/g, '-'),
    ).map((c) => c.handle);
    expect(handles.slice(0, 3)).toEqual([
      'all-watches',
      'signature-watches',
      'rolex',
    ]);
    expect(handles).toContain('tudor');
    expect(handles.filter((h) => h === 'rolex')).toHaveLength(1);
  });
});

describe('planning a definition', () => {
  it('creates a missing one', () => {
    expect(planDefinition(need('year'), undefined).action).toBe('create');
  });

  it('leaves a right one alone', () => {
    expect(planDefinition(need('year'), definition()).action).toBe('unchanged');
  });

  it('stops on another type and says how to fix it', () => {
    const step = planDefinition(
      need('year'),
      definition({type: {name: 'number_integer'}}),
    );
    expect(step.action).toBe('conflict');
    expect(step.changes[0]).toMatch(
      /custom\.year exists with type number_integer/,
    );
    expect(step.changes[0]).toMatch(/Settings > Custom data > Products/);
  });

  it('accepts money for the sold price', () => {
    expect(
      planDefinition(
        need('sold_price'),
        definition({key: 'sold_price', type: {name: 'money'}}),
      ).action,
    ).toBe('unchanged');
  });

  it('updates storefront access, validations and capabilities', () => {
    const step = planDefinition(
      need('availability_status'),
      definition({
        key: 'availability_status',
        access: {storefront: 'NONE'},
        capabilities: {
          adminFilterable: {enabled: false, eligible: true},
          smartCollectionCondition: {enabled: false, eligible: true},
        },
      }),
    );
    expect(step.action).toBe('update');
    expect(step.changes).toEqual([
      'storefront access NONE -> PUBLIC_READ',
      'validation choices (none) -> ["available","on_request","sold"]',
      'admin filter off -> on',
    ]);
    expect(
      planDefinition(
        need('signature_watches'),
        definition({key: 'signature_watches'}),
      ).changes,
    ).toEqual(['collection condition off -> on']);
  });
});

describe('planning collections and webhooks', () => {
  const [allWatches] = neededCollections([], (v) => v);
  const stored = (over: Partial<StoredCollection> = {}): StoredCollection => ({
    id: 'gid://shopify/Collection/1',
    handle: 'all-watches',
    title: 'All Watches',
    ruleSet: {
      appliedDisjunctively: false,
      rules: [
        {
          column: 'TAG',
          relation: 'NOT_EQUALS',
          condition: 'not-listed',
          conditionObject: null,
        },
      ],
    },
    productsCount: {count: 3},
    published: true,
    ...over,
  });

  it('creates, leaves, re-rules and publishes', () => {
    expect(planCollection(allWatches, undefined, true).action).toBe('create');
    expect(planCollection(allWatches, stored(), true).action).toBe('unchanged');
    const rerule = planCollection(
      allWatches,
      stored({
        ruleSet: {
          appliedDisjunctively: false,
          rules: [
            {
              column: 'TAG',
              relation: 'EQUALS',
              condition: 'watch',
              conditionObject: null,
            },
          ],
        },
      }),
      true,
    );
    expect(rerule.action).toBe('update');
    expect(rerule.changes[0]).toMatch(/TAG NOT_EQUALS not-listed/);
    expect(
      planCollection(allWatches, stored({published: false}), true).changes,
    ).toEqual(['not on the storefront channel -> published']);
  });

  it('stops on a manual all-watches', () => {
    expect(
      planCollection(allWatches, stored({ruleSet: null}), true).action,
    ).toBe('conflict');
  });

  it('subscribes each topic once to the address', () => {
    const uri = 'https://www.example.co.uk/webhooks/shopify';
    const need = {
      topic: 'PRODUCTS_UPDATE' as const,
      format: 'JSON' as const,
      metafieldNamespaces: ['custom'],
    };
    expect(planSubscription(need, uri, []).action).toBe('create');
    const same = {
      id: 'w1',
      topic: 'PRODUCTS_UPDATE',
      uri,
      format: 'JSON',
      metafieldNamespaces: ['custom'],
    };
    expect(planSubscription(need, uri, [same]).action).toBe('unchanged');
    expect(
      planSubscription(need, uri, [{...same, metafieldNamespaces: []}]).changes,
    ).toEqual(['metafield namespaces + custom']);
  });

  it('plans an empty store as all creates', () => {
    const plan = planStore({
      definitions: [],
      collections: new Map(),
      neededCollections: neededCollections(['Rolex'], (v) => v.toLowerCase()),
      subscriptions: [],
      webhookUri: 'https://www.example.co.uk/webhooks/shopify',
      canPublish: true,
    });
    const all = [
      ...plan.definitions,
      ...plan.collections,
      ...plan.subscriptions,
    ];
    expect(all.every((s) => s.action === 'create')).toBe(true);
    expect(plan.definitions).toHaveLength(DEFINED_METAFIELDS.length);
  });
});
