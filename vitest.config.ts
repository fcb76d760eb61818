import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: [
            'server/**/*.test.ts',
            'src/domain/**/*.test.ts',
            'scripts/**/*.test.ts',
            'eslint.config.test.ts',
          ],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: './vite.config.ts',
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
          exclude: ['src/domain/**'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // jsdom and fake-indexeddb on a busy 2-core CI machine: seconds, not milliseconds.
          testTimeout: 20_000,
        },
      },
    ],
  },
})
