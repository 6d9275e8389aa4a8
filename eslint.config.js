import { readdirSync } from "node:fs";
import js from "@eslint/js";
import importPlugin from "eslint-plugin-import";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The one-way dependencies of DESIGN.md, enforced: lib and ui know nothing of features; features know
// nothing of routes; content is data; the app never reaches into the server, and the server never
// imports React components. Imports across folders go through "~/…" so these rules can see them.
const restrict = (...patterns) => ["error", { patterns }];
const group = (names, message) => ({ group: names, message });

const upwards = group(["../../*"], "Import across folders with the ~/ alias, so the layering rules can check it.");
const noServer = group(
  ["**/server/*", "**/server/**"],
  "The app never imports the server; loaders get what they need from the load context.",
);
const noRoutes = group(["~/routes/*", "~/routes/**", "~/root"], "Only routes compose pages; nothing imports a route.");
const noFeatures = group(["~/features/*", "~/features/**"], "This layer knows nothing of features.");
const noUi = group(["~/ui/*", "~/ui/**"], "This layer knows nothing of the widget library.");
const noContent = group(["~/content/*", "~/content/**"], "This layer carries no product content; pass it in.");
// zod/mini compiles no code, so only the full zod is routed through the module that configures it.
const noZod = {
  regex: "^zod$",
  message:
    "Import zod from ~/lib/validation/zod: in the browser it must run without compiling code (the CSP forbids eval).",
};
const noReact = group(
  ["react", "react-dom", "react-dom/*", "react-router", "react-router/*"],
  "lib/ is framework-free.",
);

// Markup reaches a page one way only (docs/security.md): sanitized where it enters, typed SanitizedHtml,
// and set as HTML by SafeHtml alone. react/no-danger is not installed; these selectors do its job and more.
const markupRule = {
  innerHtml: {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML'], Property[key.name='dangerouslySetInnerHTML']",
    message: "Only app/ui/safe-html/safe-html.tsx sets inner HTML: render SafeHtml with SanitizedHtml.",
  },
  cast: {
    selector:
      "TSAsExpression[typeAnnotation.typeName.name='SanitizedHtml'], TSTypeAssertion[typeAnnotation.typeName.name='SanitizedHtml']",
    message: "Only the sanitizer (app/lib/sanitize) makes SanitizedHtml: sanitize the markup where it enters.",
  },
  stored: {
    selector: "CallExpression[callee.name='sanitizedWhenStored']",
    message: "Only the server's stores read markup back as sanitized; anything else must sanitize it.",
  },
};
const markupRules = (...allowed) => [
  "error",
  ...Object.entries(markupRule)
    .filter(([name]) => !allowed.includes(name))
    .map(([, rule]) => rule),
];
// Each folder of app/features is a feature of its own (see the app layering zones below).
const appFeatures = readdirSync(new URL("./app/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "coverage/", "data/", "test-results/", "public/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      "no-restricted-imports": restrict(upwards, noServer, noZod),
    },
  },
  {
    files: ["app/lib/**"],
    rules: {
      "no-restricted-imports": restrict(upwards, noServer, noRoutes, noFeatures, noUi, noContent, noReact, noZod),
    },
  },
  {
    files: ["app/lib/validation/zod.ts"],
    rules: { "no-restricted-imports": restrict(upwards, noServer, noRoutes, noFeatures, noUi, noContent, noReact) },
  },
  {
    files: ["app/ui/**"],
    rules: { "no-restricted-imports": restrict(upwards, noServer, noRoutes, noFeatures, noContent, noZod) },
  },
  {
    files: ["app/content/**"],
    rules: { "no-restricted-imports": restrict(upwards, noServer, noRoutes, noFeatures, noUi, noZod) },
  },
  { files: ["app/features/**"], rules: { "no-restricted-imports": restrict(upwards, noServer, noRoutes, noZod) } },
  // ---- App layering zones (app/): which folder may import which, checked on resolved paths ----
  // features/ use ui/, lib/ and content/, never another feature, a route or the root; ui/ uses lib/ only;
  // content/ uses lib/ only; lib/ uses nothing of the app but lib/. What two features share moves down into
  // ui/ (components), lib/ (pure code) or content/; a route (or the root, app/site-shell.tsx) composes
  // features. "~/…" is resolved by scripts/eslint-app-alias-resolver.cjs, so relative and aliased imports
  // are both seen. (The server's zones are the block below; keep the two apart.)
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { import: importPlugin },
    settings: {
      "import/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import/resolver": {
        [`${import.meta.dirname}/scripts/eslint-app-alias-resolver.cjs`]: {
          extensions: [".ts", ".tsx", ".js", ".mjs"],
        },
      },
      "import/ignore": ["node_modules"],
    },
    rules: {
      "import/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            ...appFeatures.map((feature) => ({
              target: `./app/features/${feature}`,
              from: "./app/features",
              except: [`./${feature}`],
              message: `Features never import each other: move what ${feature}/ shares into ui/, lib/ or content/, or let the route compose both.`,
            })),
            {
              target: "./app/features",
              from: [
                "./app/routes",
                "./app/root.tsx",
                "./app/site-shell.tsx",
                "./app/entry.server.tsx",
                "./app/entry.client.tsx",
              ],
              message: "Features know nothing of routes or the root; those compose features.",
            },
            {
              target: "./app/ui",
              from: ["./app/features", "./app/routes", "./app/content", "./app/root.tsx", "./app/site-shell.tsx"],
              message: "The widget library knows nothing of features, routes or content; pass what it needs in.",
            },
            {
              target: "./app/content",
              from: ["./app/features", "./app/ui", "./app/routes", "./app/root.tsx", "./app/site-shell.tsx"],
              message: "Content is data: it uses lib/ only.",
            },
            {
              target: "./app/lib",
              from: "./app",
              except: ["./lib"],
              message: "lib/ is pure code: it imports nothing of the app outside lib/.",
            },
          ],
        },
      ],
    },
  },
  // ---- end of the app layering zones ----
  {
    files: ["server/**"],
    rules: {
      "no-restricted-imports": restrict(
        group(
          ["react", "react-dom", "react-dom/*", "**/*.tsx", "**/app/features/**", "**/app/ui/**", "**/app/routes/**"],
          "The server never imports React components.",
        ),
      ),
    },
  },
  // Inside the server: api/ adapts HTTP and only app.ts wires it; resources (schema, store, service) and
  // the database layer never reach up into api/, the pages (web/) or the app; no import cycles.
  {
    files: ["server/**/*.ts"],
    plugins: { import: importPlugin },
    settings: {
      "import/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs"] } },
      // Packages are never part of a cycle of ours; reading their files only slows the check down.
      "import/ignore": ["node_modules"],
    },
    rules: {
      "import/no-cycle": ["error", { ignoreExternal: true }],
      "import/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: "./server/!(api)/**",
              from: "./server/api",
              message: "Only server/app.ts wires the HTTP adapters of server/api/.",
            },
            {
              target: ["./server/site-stores.ts", "./server/health-checks.ts", "./server/logger.ts"],
              from: ["./server/api", "./server/web", "./server/app.ts"],
              message: "The server's own parts know nothing of HTTP adapters, pages or the app.",
            },
            {
              target: "./server/!(api|web)/**",
              from: ["./server/web", "./server/app.ts", "./server/main.ts"],
              message: "Resources and the database layer know nothing of the pages or the app.",
            },
            {
              target: "./server/db/**",
              from: "./server/!(db)/**",
              except: [],
              message: "The database layer knows nothing of the resources above it.",
            },
            {
              target: "./server/api/**",
              from: "./server/db",
              message: "HTTP adapters go through a resource's service and store, never to the database.",
            },
          ],
        },
      ],
    },
  },
  // ---- Server layers (server/ only; the app's feature zones are elsewhere in this file) ----
  // From the bottom up: validation/ (pure helpers) and db/; http/ (request plumbing: errors, bodies, logs);
  // security/ (CSRF, rate limits, headers) on top of http/; the resources (blog, deliveries, leads,
  // site-definitions, vehicles: store → service), which know nothing of HTTP; api/ and web/ adapt them to
  // HTTP; app.ts wires it all. Tests keep to the same rules. Its own rule name, so that the zones above
  // stay as they are and each block can change without touching the other.
  {
    files: ["server/**/*.ts"],
    plugins: { "server-layers": { rules: { "no-restricted-paths": importPlugin.rules["no-restricted-paths"] } } },
    rules: {
      "server-layers/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: "./server/validation/**",
              from: "./server/!(validation)/**",
              message: "server/validation/ holds pure helpers that every layer may use; it imports none of them.",
            },
            {
              target: "./server/http/**",
              from: [
                "./server/security/**",
                "./server/api/**",
                "./server/web/**",
                "./server/{blog,deliveries,leads,site-definitions,vehicles}/**",
              ],
              message: "server/http/ is the bottom of the HTTP layers: security/, the resources and api/ build on it.",
            },
            {
              target: "./server/{blog,deliveries,leads,site-definitions,vehicles}/**",
              from: ["./server/http", "./server/security", "./server/api"],
              message: "Resources (store, service) know nothing of HTTP: api/ adapts them.",
            },
            {
              target: "./server/*/store.ts",
              from: "./server/*/service.ts",
              message: "A store knows nothing of the services above it: api/ → service → store → db/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.test.{ts,tsx}", "tests/**", "scripts/**"],
    rules: { "no-console": "off" },
  },
  { files: ["**/*.{ts,tsx,js,mjs}"], rules: { "no-restricted-syntax": markupRules() } },
  { files: ["app/ui/safe-html/safe-html.tsx"], rules: { "no-restricted-syntax": markupRules("innerHtml") } },
  // The sanitizer, and the module its test writes with the repository's own markup as it sanitized it.
  {
    files: ["app/lib/sanitize/**", "app/content/markup.generated.ts"],
    rules: { "no-restricted-syntax": markupRules("cast") },
  },
  { files: ["server/**"], rules: { "no-restricted-syntax": markupRules("stored") } },
  // The blog's seed articles as its test rendered and sanitized them.
  {
    files: ["server/blog/seed-posts.generated.ts"],
    rules: { "no-restricted-syntax": markupRules("stored", "cast") },
  },
);
