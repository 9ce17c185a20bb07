import {useCallback} from 'react';
import {fillFacts, type ContentFacts} from '~/content/facts';
import {useDealer} from '~/hooks/rootData';

/** f('...{warrantyMonths}-month warranty') with the configured dealer facts. */
export function useFacts() {
  const dealer = useDealer();
  return useCallback(
    (text: string) => fillFacts(text, dealer as ContentFacts),
    [dealer],
  );
}
