import type {ReactNode} from 'react';
import {usePanels, type PanelPayload} from '~/components/panels';

/** A button that opens the enquiry panel, optionally about a product or service. */
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
  const {openPanel} = usePanels();
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      onClick={() => openPanel('enquiry', payload)}
    >
      {children}
    </button>
  );
}
