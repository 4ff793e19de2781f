/**
 * The app's own build, stamped as one release of a rolling-deploy test (tests/e2e/rolling-deploy.test.ts):
 * `<meta name="release">` in index.html, and a statement naming the release in every client module, so two
 * releases built from the same sources differ in every chunk's name (the bundler names chunks by their
 * code before any later hook runs, so a comment added to the output would not do).
 */
import { mergeConfig, type Plugin } from 'vite';
import base from '../../vite.config';

const label = process.env.TEST_RELEASE_LABEL ?? 'unlabelled';

const stampRelease: Plugin = {
  name: 'stamp-release',
  transform: (code, id) =>
    /\/src\/(client|shared)\/.*\.tsx?$/.test(id)
      ? `${code}\n;globalThis.__release = ${JSON.stringify(label)};\n`
      : undefined,
  transformIndexHtml: (html) => html.replace('</head>', `<meta name="release" content="${label}" /></head>`),
};

export default mergeConfig(base, { plugins: [stampRelease] });
