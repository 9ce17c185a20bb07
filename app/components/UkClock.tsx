import {useEffect, useState} from 'react';
import {ukClock} from '~/lib/ukClock';
import {useT} from '~/i18n/useTranslation';

/**
 * Live UK time. The first render uses the instant the server rendered the page, so the
 * server's HTML and the browser's hydration agree; ticking starts after hydration.
 */
export function UkClock({renderedAt}: {renderedAt: number}) {
  const [now, setNow] = useState(renderedAt);
  const t = useT();
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const {time, zone} = ukClock(now);
  return (
    <p
      className="hidden items-baseline gap-1 text-sm tabular-nums lg:flex"
      aria-label={t('chrome.ukTime')}
    >
      <time data-testid="uk-clock-time">{time}</time>
      <span data-testid="uk-clock-zone" className="text-xs text-neutral-500">
        {zone}
      </span>
    </p>
  );
}
