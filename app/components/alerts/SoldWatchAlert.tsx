import type {AvailabilityStatus} from '~/domain/watch/availability';
import {ReferenceAlert} from './ReferenceAlert';

/** On a sold watch's page: be told when another of its reference arrives. */
export function SoldWatchAlert({
  status,
  reference,
  vendor,
  title,
}: {
  status: AvailabilityStatus;
  reference: string;
  vendor: string;
  title: string;
}) {
  if (status !== 'sold') return null;
  return (
    <ReferenceAlert
      reference={reference}
      vendor={vendor}
      title={title}
      source="product"
    />
  );
}
