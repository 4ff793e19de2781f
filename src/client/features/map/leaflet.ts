/**
 * Leaflet and its stylesheet, as one chunk that only map views load (through `loadLeaflet`): Leaflet
 * touches `window` when it is imported, so no module the server renders may import this one.
 */
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';

export default L;
