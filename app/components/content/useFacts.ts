import {useCallback} from 'react';
import {useRouteLoaderData} from 'react-router';
import type {RootLoader} from '~/root';
import {fillFacts, type ContentFacts} from '~/content/facts';
import {dealerDetails} from '~/lib/dealer';

/** The dealer facts content tokens are filled from ({warrantyMonths}, {email}, ...). */
export function useDealer() {
  const root = useRouteLoaderData<RootLoader>('root');
  return root?.dealer ?? dealerDetails();
}

/** f('...{warrantyMonths}-month warranty') with the configured dealer facts. */
export function useFacts() {
  const dealer = useDealer();
  return useCallback(
    (text: string) => fillFacts(text, dealer as ContentFacts),
    [dealer],
  );
}
