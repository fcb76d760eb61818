import fs from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import globals from 'globals'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import noTypeCycle from './eslint-rules/no-type-cycle.js'

// The directions the code may depend in (docs/architecture.md):
//   routes, app -> features -> listings -> ui, lib -> domain;  sw -> lib/offline, domain;  server -> domain.
// A feature never imports another, nor a route or the app shell: the route that needs both composes them.
const features = fs
  .readdirSync(path.join(import.meta.dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

// Each server module's public face is its index.ts: another module imports that, never a file behind it. Test code
// (tests, test-helpers.ts, access-rows.ts) may also import another module's test-helpers.ts.
const serverModules = fs
  .readdirSync(path.join(import.meta.dirname, 'server/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const testSupport = ['server/**/*.test.ts', 'server/**/test-helpers.ts', 'server/**/access-rows.ts']
const faceZones = (faces) =>
  serverModules.map((module) => ({
    target: `./server/modules/${module}`,
    from: './server/modules',
    except: [
      `./${module}`,
      ...serverModules
        .filter((other) => other !== module)
        .flatMap((other) => faces.map((face) => `./${other}/${face}`)),
    ],
    message: 'A server module imports another only through its public face, its index.ts.',
  }))

const zones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature: compose them in the route.',
  })),
  {
    target: './src/features',
    from: ['./src/routes', './src/app'],
    message: 'A feature does not import routes or the app shell: they compose features, not the other way.',
  },
  {
    target: ['./src/listings', './src/ui', './src/lib', './src/domain'],
    from: ['./src/features', './src/routes'],
    message: 'Shared code does not import features or routes.',
  },
  {
    target: ['./src/ui', './src/lib', './src/domain'],
    from: './src/listings',
    message: 'ui, lib and domain sit below the listing layer.',
  },
  {
    target: './src/domain',
    from: './src',
    except: ['./domain'],
    message: 'The domain is shared with the server: it imports only itself.',
  },
  {
    target: './sw',
    from: './src',
    except: ['./lib/offline', './domain'],
    message: 'The service worker imports only the offline library and the domain.',
  },
  {
    target: './server',
    from: './src',
    except: ['./domain'],
    message: 'The server imports src/domain only.',
  },
  {
    target: './server',
    from: ['./sw', './e2e'],
    message: 'The server imports neither the service worker nor the journeys.',
  },
  {
    target: ['./src', './sw'],
    from: './server',
    message:
      'The web app and the service worker do not import the server: what both sides need is in src/domain.',
  },
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'data',
      'node_modules',
      'src/routeTree.gen.ts',
      'src/locales/**/*.ts',
      'playwright-report',
      'test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'server/**/*.ts'],
    plugins: { 'import-x': importX, local: { rules: { 'no-type-cycle': noTypeCycle } } },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.app.json', 'tsconfig.node.json', 'tsconfig.sw.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...zones, ...faceZones(['index.ts'])] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'local/no-type-cycle': 'error',
    },
  },
  {
    files: testSupport,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...zones, ...faceZones(['index.ts', 'test-helpers.ts'])] },
      ],
    },
  },
)
