import {useId, useState, type ReactNode} from 'react';

/** A titled section that opens and closes; a real button with aria-expanded/aria-controls. */
export function Collapsible({
  title,
  defaultOpen = false,
  children,
  headingLevel = 2,
}: {
  title: string;
  defaultOpen?: boolean;
  children: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const panelId = `${id}-panel`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="border-t border-neutral-200">
      <Heading className="m-0">
        <button
          type="button"
          id={`${id}-button`}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between py-4 text-left text-sm font-semibold tracking-wider uppercase focus-visible:outline-2"
        >
          <span>{title}</span>
          <span
            aria-hidden="true"
            className={`text-lg transition-transform motion-reduce:transition-none ${open ? 'rotate-45' : ''}`}
          >
            +
          </span>
        </button>
      </Heading>
      <div
        id={panelId}
        role="region"
        aria-labelledby={`${id}-button`}
        hidden={!open}
        className="pb-5 text-sm leading-relaxed text-neutral-700"
      >
        {children}
      </div>
    </div>
  );
}
