import '@fontsource-variable/inter';
import './index.css';
import { hasStoredSession, prepareDocument, startRoute } from './app/route-start';

function startApp(): void {
  const start = startRoute(window.location);
  void import('./app/boot').then(({ boot }) => boot(start));
}

// The entry stays tiny and imports the app lazily, so the route's own chunks and first API calls are
// requested beside it.
prepareDocument(window.location);
if (document.getElementById('root')?.hasChildNodes()) {
  // The page came in its HTML (the landing page, build/prerender-landing.ts): what it needs waits until the
  // browser has painted it, instead of sharing a phone's connection and CPU with what that paint needs. A
  // signed-in visitor's buttons come with the app; a guest's page may not need it (app/landing-start.ts),
  // and should that script fail to load, the page still reads and its links still work.
  afterFirstPaint(() => {
    if (hasStoredSession()) return startApp();
    import('./app/landing-start').then(
      ({ startGuestLanding }) => startGuestLanding(startApp, hasStoredSession),
      () => undefined,
    );
  });
} else {
  startApp();
}

/** After the frame being prepared is painted; a hidden tab paints no frames, so at most 200 ms later. */
function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 200);
}
