/**
 * Injection in the HTML the server writes itself: an active listing's page carries its title
 * and locality in <title>, the description and the Open Graph tags (the page's head, index-page.ts), and
 * the seller's text in the rendered page. A hostile title and locality are escaped there: no markup of the
 * seller's, no attribute broken out of.
 */
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../src/shared/routes';
import type { SellerListing } from '../../src/shared/sellers/seller-listing-contract';
import { validFlat } from '../fixtures/seller-listings';
import { createTestApp } from '../helpers/app';
import { describeEachDatabase } from '../helpers/database';
import { ALL_IN_ONE, HOSTILE, injectionWorld } from '../helpers/injection-api';

describeEachDatabase('injection: the server-written HTML', (database) => {
  const w = injectionWorld(database);
  let clientDir: string;

  beforeAll(() => {
    // The real built page when there is one, so the test sees what a visitor's browser gets.
    clientDir = mkdtempSync(join(tmpdir(), 'pc-injection-html-'));
    if (existsSync('dist/index.html')) copyFileSync('dist/index.html', join(clientDir, 'index.html'));
    else
      writeFileSync(
        join(clientDir, 'index.html'),
        '<!doctype html><html><head><title>Property Creator</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>',
      );
  });
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  describe("the property page's server-written HTML", () => {
    it('escapes a hostile title and locality in <title>, the description and Open Graph tags', async () => {
      const site = createTestApp(database(), { clientDir });
      const me = await w.t.seller();
      const title = `${HOSTILE.svg} ${HOSTILE.script} & $& '`;
      const posted = await w.t.call<{ data: SellerListing }>(
        'POST',
        '/seller/properties',
        validFlat({
          title,
          description: ALL_IN_ONE,
          location: { state: 'Madhya Pradesh', city: 'Bhopal', locality: `</title>${HOSTILE.img}` },
        }),
        me.token,
      );
      expect(posted.status, posted.body.message).toBe(201);
      const id = posted.body.data.id;
      await w.approve('property', id);

      const res = await site.request(`${PATHS.propertyProfile}?id=${id}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      const page = await res.text();
      // The JSON-LD blocks and the page's data carry the seller's text as JSON (checked below); the rest of
      // the page as markup.
      const LD = /<script type="application\/ld\+json">([^<]*)<\/script>/g;
      const markup = page.replace(/<script type="application\/(?:ld\+)?json"[^>]*>[^<]*<\/script>/g, '');
      const head = markup.slice(0, markup.indexOf('</head>'));
      // Nothing the seller wrote appears as markup...
      expect(page).not.toContain('<script>alert');
      expect(page).not.toContain('<img src=x');
      expect(page).not.toContain('<svg onload');
      expect(page).not.toContain(`</title>${HOSTILE.img}`);
      // The description is the page's text, never part of its head.
      expect(head).not.toContain('drop table');
      // ...but as escaped text, in one <title> and in attributes it cannot leave.
      expect(head.match(/<title>/g)).toHaveLength(1);
      expect(head).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(head).toContain('&quot;&gt;&lt;svg onload=alert(1)&gt;');
      expect(head).toContain('&lt;/title&gt;&lt;img src=x onerror=alert(1)&gt;');
      for (const tag of head.match(/<meta [^>]*>/g) ?? []) {
        // Every meta tag is `<meta name|property="…" content="…" />` with no quote or bracket inside a value.
        expect(tag).toMatch(
          /^<meta (?:name|property|charset|http-equiv|content)="[^"<>]*"(?: [a-z-]+="[^"<>]*")* ?\/?>$/,
        );
      }
      const ogTitle = head.match(/<meta property="og:title" content="([^"]*)" \/>/)?.[1];
      expect(ogTitle).toBe(
        `${title} | Property Creator`.replace(
          /[&<>"']/g,
          (ch) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[ch]};`,
        ),
      );
      // The only scripts are the built ones and the JSON data blocks (configuration and JSON-LD)...
      for (const script of page.match(/<script\b[^>]*>/g) ?? [])
        expect(script).toMatch(/type="(module|application\/json|application\/ld\+json)"/);
      // ...and the JSON-LD reads back the seller's exact title.
      const ld = [...page.matchAll(LD)].map((m) => JSON.parse(m[1] ?? 'null'));
      const listing = ld.find((block) => block['@type'] === 'RealEstateListing');
      expect(listing?.name).toBe(title);
      expect(listing?.description).toBe(ALL_IN_ONE);
    });
  });
});
