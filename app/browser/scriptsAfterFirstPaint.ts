// A list page's scripts start to download after its first paint
// (docs/decisions/100-scripts-after-the-first-paint.md). A list paints from its HTML and inline
// stylesheet alone and works without scripts (cards are links, filters and sort are forms, taps on
// hearts are kept): asked for while it is still being laid out, a dozen script files only take
// the phone's bandwidth from the first cards' images, and Lighthouse's slow-phone model counts
// every high-priority script that arrives before the first paint as holding that paint back.
// Pages with more to do in the browser (home's carousels, a watch's gallery) keep loading them at once.

/** A route's `handle` that asks for its scripts after the first paint. */
export const SCRIPTS_AFTER_FIRST_PAINT = {
  scriptsAfterFirstPaint: true,
} as const;

/** Whether the page (any of its matched routes) asks for its scripts after the first paint. */
export function wantsScriptsAfterFirstPaint(
  matches: readonly {handle?: unknown}[],
): boolean {
  return matches.some(
    ({handle}) =>
      typeof handle === 'object' &&
      handle !== null &&
      (handle as {scriptsAfterFirstPaint?: unknown}).scriptsAfterFirstPaint ===
        true,
  );
}

/** The inert <template> that carries React Router's script tags until the first paint. */
export const PAGE_SCRIPTS_ID = 'page-scripts';

/**
 * Runs right after the template. The page's data script runs at once (the data lines streamed
 * after it write into the stream it opens); the rest (module preloads, the route modules) is
 * added once the browser reports the first contentful paint (it is on screen, not only drawn),
 * or at once when the shopper presses something first or the page is not being painted at all
 * (a background tab, a prerender). Browsers without paint timing wait for the next frame. A
 * page that has painted nothing after three seconds gets its scripts anyway. (Not the load
 * event: on a fast connection it can come before the first paint.)
 */
export const START_PAGE_SCRIPTS_SCRIPT = `(function(d,w){var t=d.getElementById('${PAGE_SCRIPTS_ID}');if(!t||!t.content)return;var later=[],started=false;[].slice.call(t.content.childNodes).forEach(function(n){if(n.nodeName==='SCRIPT'&&!n.getAttribute('type'))d.body.appendChild(d.importNode(n,true));else later.push(n)});function start(){if(started)return;started=true;later.forEach(function(n){d.body.appendChild(d.importNode(n,true))})}if(d.visibilityState==='hidden'||d.prerendering){start();return}var P=w.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();start()}}).observe({type:'paint',buffered:true})}else w.requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,3000);'pointerdown touchstart keydown'.split(' ').forEach(function(e){d.addEventListener(e,start,{capture:true,once:true,passive:true})})})(document,window);`;
