import {useId, useRef, useState, type KeyboardEvent} from 'react';
import type {FaqItem} from '~/content/contentTypes';
import {useFacts} from '~/hooks/useFacts';

/**
 * FAQ accordion: one item open or none. Choosing the open item closes it; choosing
 * another switches. Headers are buttons (Enter/Space), and Up/Down/Home/End move
 * between them as in the WAI-ARIA accordion pattern.
 */
export function Accordion({
  items,
  initiallyOpen = null,
  headingLevel = 3,
  className = '',
}: {
  items: FaqItem[];
  initiallyOpen?: string | null;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  const [openId, setOpenId] = useState<string | null>(initiallyOpen);
  const f = useFacts();
  const baseId = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const Heading = `h${headingLevel}` as const;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const target =
      event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }

  return (
    <div
      className={`divide-y divide-neutral-200 border-y border-neutral-200 ${className}`}
      data-testid="accordion"
    >
      {items.map((item, index) => {
        const open = openId === item.id;
        const buttonId = `${baseId}-q-${index}`;
        const panelId = `${baseId}-a-${index}`;
        return (
          <div key={item.id}>
            <Heading className="m-0">
              <button
                ref={(node) => {
                  buttons.current[index] = node;
                }}
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className="flex w-full items-center justify-between gap-4 py-4 text-left font-medium hover:text-gold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold"
              >
                <span>{f(item.question)}</span>
                <span
                  aria-hidden="true"
                  className={`text-xl transition-transform motion-reduce:transition-none ${open ? 'rotate-45' : ''}`}
                >
                  +
                </span>
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className="max-h-96 overflow-y-auto pb-4 text-neutral-700"
            >
              <p>{f(item.answer)}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** A titled FAQ block. */
export function FaqSection({
  heading,
  items,
  id = 'faq',
}: {
  heading: string;
  items: FaqItem[];
  id?: string;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mx-auto max-w-3xl px-4 py-16"
    >
      <h2
        id={`${id}-heading`}
        className="mb-8 text-center font-display text-3xl"
      >
        {heading}
      </h2>
      <Accordion items={items} />
    </section>
  );
}
