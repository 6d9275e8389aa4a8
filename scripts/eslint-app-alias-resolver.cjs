/* eslint-disable @typescript-eslint/no-require-imports -- eslint-plugin-import loads resolvers with require(), so this one is CommonJS. */
// The import resolver ESLint's import rules use for app/: the "~/" alias of tsconfig.json is app/, and
// everything else resolves as Node does. Without it import/no-restricted-paths could not see where a
// "~/features/…" import lands, and the app's layering zones (eslint.config.js) would check nothing.
const path = require("node:path");
const node = require("eslint-import-resolver-node");

const APP = path.resolve(__dirname, "../app");

exports.interfaceVersion = 2;

exports.resolve = (source, file, config) =>
  source.startsWith("~/")
    ? node.resolve(path.join(APP, source.slice(2)), file, config)
    : node.resolve(source, file, config);
