import {useState} from 'react';
import type {Step} from '~/content/contentTypes';
import {useAutoCycle} from '~/hooks/useAutoCycle';
import {useFacts} from '~/hooks/useFacts';
import {useT} from '~/i18n/useTranslation';

/** Numbered steps; the highlighted one moves on every 5 s (paused on hover/focus, still for reduced motion). */
export function StepCycle({
  steps,
  interval = 5000,
}: {
  steps: readonly Step[];
  interval?: number;
}) {
  const t = useT();
  const f = useFacts();
  const [paused, setPaused] = useState(false);
  const {index, setIndex} = useAutoCycle(steps.length, interval, paused);
  return (
    <ol
      className="grid gap-6 md:grid-cols-3"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {steps.map((step, position) => {
        const current = position === index;
        return (
          <li key={step.id} data-testid="how-step">
            {/* The button says which step is shown: a press is heard, not only seen. */}
            <button
              type="button"
              aria-current={current ? 'step' : undefined}
              onClick={() => setIndex(position)}
              className={`h-full w-full rounded-lg border p-6 text-left transition-colors motion-reduce:transition-none ${
                current
                  ? 'border-gold bg-stone shadow-md'
                  : 'border-neutral-200 bg-white'
              }`}
            >
              <span
                className={`flex h-10 w-10 items-center justify-center rounded-full text-lg font-semibold ${current ? 'bg-gold text-white' : 'bg-neutral-100'}`}
              >
                {position + 1}
              </span>
              <span className="sr-only">
                {t('content.stepOf', {n: position + 1, total: steps.length})}
              </span>
              <span className="mt-4 block font-display text-xl">
                {step.title}
              </span>
              <span className="mt-2 block text-neutral-700">
                {f(step.text)}
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
