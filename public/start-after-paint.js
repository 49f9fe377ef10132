// Starts the app on a page the server drew (ADR 24), once the browser has painted it. The page
// is complete without the app; asking for the app's code only after the first paint leaves a
// slow network to the HTML, the styles and the main picture first. The server names the code
// on this script's tag: the entry, and the chunks to fetch with it.
const tag = document.querySelector('script[data-app-entry]');
const entry = tag.dataset.appEntry;
const preloads = (tag.dataset.appPreload || '').split(' ').filter(Boolean);

let started = false;
function start() {
  if (started) return;
  started = true;
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(entry);
}

// As soon as the browser reports the page's first paint with content. A hidden tab paints
// nothing, and a browser may not report paints: a timer starts the app in any case.
if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
}
setTimeout(start, 1000);
