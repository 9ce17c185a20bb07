import {useEffect, useRef, type ReactNode} from 'react';
import {
  HYDRATED_PART_ATTRIBUTE,
  HYDRATES_LATER_ATTRIBUTE,
  replayEarlyTaps,
} from '~/browser/earlyTaps';

/**
 * Around a Suspense boundary React hydrates after the page (streamed data): taps kept before the
 * page was interactive on controls in it are pressed again once it is hydrated, not before
 * (React would drop them). Put `<PartHydrated />` inside the boundary's content.
 */
export function HydratesLater({children}: {children: ReactNode}) {
  return (
    <div className="contents" {...{[HYDRATES_LATER_ATTRIBUTE]: ''}}>
      {children}
    </div>
  );
}

/** Inside the boundary's content: marks its part hydrated and presses the taps kept in it. */
export function PartHydrated() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    marker.current
      ?.closest(`[${HYDRATES_LATER_ATTRIBUTE}]`)
      ?.setAttribute(HYDRATED_PART_ATTRIBUTE, '');
    replayEarlyTaps();
  }, []);
  return <span ref={marker} hidden />;
}
