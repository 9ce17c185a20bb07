import type {IGraphQLConfig} from 'graphql-config';
import {getSchema} from '@shopify/hydrogen-codegen';

// Codegen types every #graphql document in app/ against Shopify's real Storefront schema.
export default {
  projects: {
    default: {
      schema: getSchema('storefront'),
      documents: ['./*.{ts,tsx,js,jsx}', './app/**/*.{ts,tsx,js,jsx}'],
    },
  },
} as IGraphQLConfig;
