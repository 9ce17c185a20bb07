import type {MouseEvent, ReactNode} from 'react';
import {usePanelActions, type PanelPayload} from '~/components/panels';
import {useSite} from '~/hooks/useSite';
import {enquiryHref} from '~/domain/leads/enquiryLink';

/**
 * "Enquire" about a product or service: a link to the enquiry page carrying it (works without
 * JavaScript); with JavaScript the enquiry panel opens instead.
 */
export function EnquireButton({
  payload,
  children,
  className,
  label,
}: {
  payload?: PanelPayload;
  children: ReactNode;
  className?: string;
  /** Accessible name when the visible text alone is ambiguous. */
  label?: string;
}) {
  const site = useSite();
  const {openPanel} = usePanelActions();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
      return;
    event.preventDefault();
    openPanel('enquiry', payload);
  };
  return (
    <a
      href={enquiryHref(site, payload)}
      className={`text-center ${className ?? ''}`}
      aria-label={label}
      onClick={open}
    >
      {children}
    </a>
  );
}
