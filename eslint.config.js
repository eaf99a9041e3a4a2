// ESLint: the layers of docs/architecture.md as rules that fail the build.
//
//   app/routes, app/root.tsx, app/entry.*, server/   (the edge: routes and the Node server)
//     ↓
//   app/features/<area>/                              (one area each; another area only through its index)
//     ↓
//   app/ui/  →  app/lib/                              (shared components; cross-cutting code)
//     ↓
//   db/                                               (schema, client, migrations)
//     ↓
//   content/, machines/, grading/                     (data, statecharts, pure grading: no app, no database)
//
// seed/ loads content into the database (db, content, app/lib, features); tests/, bench/ and scripts/ may
// import anything and nothing imports them.
import { readdirSync, existsSync } from "node:fs";
import tseslint from "typescript-eslint";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import reactHooks from "eslint-plugin-react-hooks";
import comments from "@eslint-community/eslint-plugin-eslint-comments";

const areas = readdirSync("app/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The public entries of an area: index.ts (client-safe) and index.server.ts (server only). */
const entriesOf = (area) =>
  ["index.ts", "index.tsx", "index.server.ts"].map((file) => `./${area}/${file}`).filter((file) => existsSync(`app/features/${file.slice(2)}`));

const layer = (target, from, message) => ({ target, from, message });

const layerZones = [
  // Nothing but tests, bench and scripts imports tests.
  layer(["./app", "./db", "./content", "./machines", "./grading", "./seed", "./server"], "./tests", "Test code stays in tests/."),
  // The pure layers import nothing of the app or the database.
  layer(["./content", "./machines", "./grading"], ["./app", "./db", "./seed", "./server"], "content/, machines/ and grading/ are pure: no app, no database."),
  layer("./grading", ["./machines"], "grading/ is pure: answers in, scores out."),
  // The database layer knows only itself.
  layer("./db", ["./app", "./content", "./machines", "./grading", "./seed", "./server"], "db/ holds schema, client and migrations only."),
  // Shared code never reaches up into areas or routes.
  layer(
    ["./app/lib", "./app/ui"],
    ["./app/features", "./app/routes", "./seed", "./server"],
    "app/lib and app/ui are shared: they never import an area or a route.",
  ),
  layer("./app/lib", "./app/ui", "app/lib holds no components: move it to app/ui or the code to app/lib."),
  layer("./app/ui", "./db", "Components never touch the database."),
  // Areas never import routes, the Node server or the seed.
  layer("./app/features", ["./app/routes", "./server", "./seed"], "An area never imports a route, the server or the seed."),
  layer("./seed", ["./app/routes", "./server"], "The seed uses services, never routes."),
];

/** Another area only through its public entry. */
const areaZones = areas.map((area) => ({
  target: `./app/features/${area}`,
  from: "./app/features",
  except: [`./${area}`, ...areas.filter((other) => other !== area).flatMap(entriesOf)],
  message: `Import another area through its index.ts (or index.server.ts).`,
}));

export default tseslint.config(
  {
    ignores: ["build/**", "node_modules/**", "tests/.tmp/**", "data/**", ".react-router/**", "public/**", "db/migrations/**", "**/*.d.ts"],
  },
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: {
      parser: tseslint.parser,
      ecmaVersion: 2023,
      sourceType: "module",
    },
    plugins: { "import-x": importX, "@typescript-eslint": tseslint.plugin, "react-hooks": reactHooks, "@eslint-community/eslint-comments": comments },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ alwaysTryTypes: true, project: "./tsconfig.json" })],
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...layerZones, ...areaZones] }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-self-import": "error",
      "import-x/no-duplicates": "error",
      // A rule switched off by a comment says why on the same line: `// eslint-disable-line rule -- reason`.
      "@eslint-community/eslint-comments/require-description": ["error", { ignore: [] }],
      "@eslint-community/eslint-comments/no-unlimited-disable": "error",
      "no-debugger": "error",
      "no-var": "error",
      "prefer-const": "error",
      eqeqeq: ["error", "smart"],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
);
