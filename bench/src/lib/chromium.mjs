// One set of Chromium flags for every browser the bench starts: headless, no sandbox
// (containers), and nothing that phones home or updates in the background and would add noise to a measurement.
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
