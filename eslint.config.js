import js from "@eslint/js";
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
const noReact = group(
  ["react", "react-dom", "react-dom/*", "react-router", "react-router/*"],
  "lib/ is framework-free.",
);

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
      "no-restricted-imports": restrict(upwards, noServer),
    },
  },
  {
    files: ["app/lib/**"],
    rules: { "no-restricted-imports": restrict(upwards, noServer, noRoutes, noFeatures, noUi, noContent, noReact) },
  },
  {
    files: ["app/ui/**"],
    rules: { "no-restricted-imports": restrict(upwards, noServer, noRoutes, noFeatures, noContent) },
  },
  {
    files: ["app/content/**"],
    rules: { "no-restricted-imports": restrict(upwards, noServer, noRoutes, noFeatures, noUi) },
  },
  { files: ["app/features/**"], rules: { "no-restricted-imports": restrict(upwards, noServer, noRoutes) } },
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
  {
    files: ["**/*.test.{ts,tsx}", "tests/**", "scripts/**"],
    rules: { "no-console": "off" },
  },
);
