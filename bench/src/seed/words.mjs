// Word lists and a seeded random source, so the large account is realistic and the same on every run.
import { createHash } from 'node:crypto';

/** mulberry32 seeded from a label: deterministic, fast, good enough for test data. */
export function randomFor(label) {
  let state = createHash('sha256').update(label).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 'a, b, c' → ['a', 'b', 'c']: long word lists stay a few lines. */
function list(text) {
  return text.split(', ');
}

export function picker(random) {
  const int = (min, max) => min + Math.floor(random() * (max - min + 1));
  return {
    int,
    pick: (items) => items[Math.floor(random() * items.length)],
    chance: (p) => random() < p,
    some: (items, min, max) => {
      const n = int(min, max);
      const chosen = new Set();
      while (chosen.size < Math.min(n, items.length)) chosen.add(items[Math.floor(random() * items.length)]);
      return [...chosen];
    },
  };
}

export const ADJECTIVES = list(
  'Quiet, Golden, Blue, Silent, Broken, Distant, Morning, Evening, Crimson, Pale, Hidden, Winter, Summer, Autumn, Spring, Northern, Drifting, Burning, Gentle, Wild, Faded, Bright, Deep, Lonely, Scattered, Velvet, Amber, Emerald, Restless, Still',
);
export const NOUNS = list(
  'Harbor, Field, Garden, River, Window, Shore, Forest, Figure, Light, Horizon, Orchard, Meadow, Portrait, Cathedral, Bridge, Market, Lighthouse, Valley, Storm, Tide, Mountain, Studio, Interior, Still Life, Dancer, Street, Island, Dune, Reflection, Path',
);
export const PLACES = list(
  'Lisbon, Provence, Kyoto, the Bay, Brittany, the Dunes, Marrakesh, Venice, the Highlands, Santa Fe, Oaxaca, the Lake, Cornwall, Tuscany, the Coast, Montmartre',
);
export const TAGS = list(
  'landscape, portrait, abstract, figurative, seascape, urban, botanical, blue, red, green, large, small, commission, exhibition, plein air, night, light, texture, minimal, study',
);
export const SERIES_NAMES = list(
  'Coastal Light, Night Gardens, City Fragments, The Orchard Years, Still Rooms, Salt and Stone, Northern Skies, Small Hours, Field Notes, Blue Period, Market Days, Threshold',
);
export const LOCATIONS = ['Studio', 'Storage unit', 'Home', 'Framer', 'Studio rack B', null];
export const FIRST_NAMES = list(
  'Ada, Bruno, Clara, Diego, Elena, Farid, Greta, Hugo, Ines, Jonas, Keiko, Luca, Maya, Nils, Olga, Pablo, Rosa, Sami, Tara, Viktor',
);
export const LAST_NAMES = list(
  'Almeida, Berger, Castillo, Dubois, Eriksen, Fischer, Garcia, Hayes, Ivanova, Jensen, Kowalski, Laurent, Moreau, Novak, Okafor, Petrov, Rossi, Silva, Tanaka, Weber',
);
export const COMPANY_WORDS = list(
  'Gallery, Fine Art, Contemporary, Art House, Editions, Collective, Projects, Atelier',
);
export const CITIES = [
  ['New York', 'NY', 'USA'],
  ['Chicago', 'IL', 'USA'],
  ['Santa Fe', 'NM', 'USA'],
  ['Seattle', 'WA', 'USA'],
  ['London', null, 'UK'],
  ['Paris', null, 'France'],
  ['Berlin', null, 'Germany'],
  ['Lisbon', null, 'Portugal'],
  ['Toronto', 'ON', 'Canada'],
  ['Melbourne', 'VIC', 'Australia'],
];

/** A title like "Quiet Harbor", "Evening in Lisbon", "Study of a Figure II" or "Blue Field No. 7". */
export function artworkTitle(p) {
  switch (p.int(0, 3)) {
    case 0:
      return `${p.pick(ADJECTIVES)} ${p.pick(NOUNS)}`;
    case 1:
      return `${p.pick(['Evening', 'Morning', 'Rain', 'Light', 'Summer', 'Winter'])} in ${p.pick(PLACES)}`;
    case 2:
      return `Study of a ${p.pick(NOUNS)} ${p.pick(['I', 'II', 'III', 'IV', 'V'])}`;
    default:
      return `${p.pick(ADJECTIVES)} ${p.pick(NOUNS)} No. ${p.int(1, 40)}`;
  }
}
