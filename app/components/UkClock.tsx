import {useEffect, useState} from 'react';
import {msToNextMinute, ukClock} from '~/domain/ukClock';
import {useT} from '~/i18n/useTranslation';

/**
 * Live UK time, filled in by the browser: the server's HTML holds no time, so the same page can
 * be served to everyone from the edge cache and hydration never disagrees about the minute.
 */
export function UkClock() {
  const [now, setNow] = useState<number | null>(null);
  const t = useT();
  useEffect(() => {
    let timer: number;
    // Once a minute, on the minute: a render every second would change nothing 59 times in 60.
    const tick = () => {
      const at = Date.now();
      setNow(at);
      timer = window.setTimeout(tick, msToNextMinute(at));
    };
    tick();
    return () => window.clearTimeout(timer);
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
