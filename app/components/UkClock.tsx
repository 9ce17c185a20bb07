import {useEffect, useState} from 'react';
import {ukClock} from '~/lib/ukClock';
import {useT} from '~/i18n/useTranslation';

/**
 * Live UK time, filled in by the browser: the server's HTML holds no time, so the same page can
 * be served to everyone from the edge cache and hydration never disagrees about the minute.
 */
export function UkClock() {
  const [now, setNow] = useState<number | null>(null);
  const t = useT();
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const {time, zone} = now === null ? {time: '--:--', zone: ''} : ukClock(now);
  return (
    <p
      className="mr-2 hidden items-baseline gap-1 text-sm whitespace-nowrap tabular-nums xl:flex"
      aria-label={t('chrome.ukTime')}
    >
      <time data-testid="uk-clock-time">{time}</time>
      <span data-testid="uk-clock-zone" className="text-xs text-neutral-500">
        {zone}
      </span>
    </p>
  );
}
