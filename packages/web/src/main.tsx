import '@fontsource-variable/inter';
import './index.css';
import { startRoute } from './app/route-start';

// The entry stays tiny and imports the app lazily, so the route's own chunks and first API calls are
// requested beside it.
const routeChunks = startRoute(window.location);
void import('./app/boot').then(({ boot }) => boot(routeChunks));
