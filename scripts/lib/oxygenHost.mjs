// The built worker under MiniOxygen's own API, for the tests: the same workerd, Oxygen request
// headers and worker bundle as `shopify hydrogen preview`, but the build's static files come from
// workerd's disk service. The CLI passes each of them through two Node hops (7 ms of CPU a file,
// 20 files a page: more than rendering the page), which made Node the end-to-end suite's
// third-largest CPU user on a 2-core machine. `npm run preview` stays on the CLI.
//   node scripts/lib/oxygenHost.mjs --port 3310 --env-file .cache/e2e-3310.env
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {parseArgs, parseEnv} from 'node:util';
import {createMiniOxygen} from '@shopify/mini-oxygen';
import {ROOT} from './servers.mjs';

const {values} = parseArgs({
  options: {port: {type: 'string'}, 'env-file': {type: 'string'}},
});
const port = Number(values.port ?? 3000);
const env = values['env-file']
  ? parseEnv(readFileSync(values['env-file'], 'utf8'))
  : {};

const clientDir = join(ROOT, 'dist/client');
const serverFile = join(ROOT, 'dist/server/index.js');

/** Every file the client build holds, by its address ('/assets/root-abc.js'). */
function staticFiles(dir) {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map(
      (entry) =>
        '/' +
        relative(clientDir, join(entry.parentPath, entry.name))
          .split(sep)
          .join('/'),
    );
}

// A GET for a file of the build is answered from disk; everything else goes to the storefront.
const STATIC_FILES_WORKER = `
const TYPES = {js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp',
  avif: 'image/avif', ico: 'image/x-icon', woff2: 'font/woff2', json: 'application/json',
  map: 'application/json', txt: 'text/plain; charset=utf-8'};
export default {
  async fetch(request, env) {
    const {pathname} = new URL(request.url);
    if (request.method === 'GET' && env.files.includes(pathname)) {
      const file = await env.disk.fetch('http://disk' + pathname);
      if (file.ok) {
        const type = TYPES[pathname.split('.').pop()] ?? 'application/octet-stream';
        return new Response(file.body, {headers: {'Content-Type': type,
          'X-Content-Type-Options': 'nosniff', 'Access-Control-Allow-Origin': '*'}});
      }
    }
    return env.storefront.fetch(request);
  },
};`;

const miniOxygen = createMiniOxygen({
  port,
  host: 'localhost',
  requestHook: null,
  workers: [
    {
      name: 'static-files',
      modules: true,
      script: STATIC_FILES_WORKER,
      bindings: {files: staticFiles(clientDir)},
      serviceBindings: {
        disk: {disk: {path: clientDir, writable: false}},
        storefront: 'hydrogen',
      },
    },
    {
      name: 'hydrogen',
      modulesRoot: join(ROOT, 'dist/server'),
      modules: [
        {
          type: 'ESModule',
          path: serverFile,
          contents: readFileSync(serverFile, 'utf8'),
        },
      ],
      bindings: env,
    },
  ],
});
const {workerUrl} = await miniOxygen.ready;
console.log(`Storefront (built worker) on ${workerUrl.origin}`);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => miniOxygen.dispose().finally(() => process.exit(0)));
