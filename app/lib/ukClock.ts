// Made once: building a time-zone formatter costs far more than using it (every page shows the clock).
let londonFormat: Intl.DateTimeFormat | null = null;

/** UK wall-clock time and its zone label: GMT in winter, BST in summer. */
export function ukClock(at: Date | number): {
  time: string;
  zone: 'GMT' | 'BST';
} {
  const date = typeof at === 'number' ? new Date(at) : at;
  londonFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  });
  const parts = londonFormat.formatToParts(date);
  const part = (type: string) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const zoneName = part('timeZoneName');
  // en-GB names the summer zone 'BST'; anything else in Europe/London is GMT (UTC+0).
  const zone = zoneName === 'BST' || zoneName === 'GMT+1' ? 'BST' : 'GMT';
  return {time: `${part('hour')}:${part('minute')}`, zone};
}
