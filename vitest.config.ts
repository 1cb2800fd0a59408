import { defineConfig } from 'vitest/config';

const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

const apiProject = (name: string, env: Record<string, string>, exclude: string[] = []) => ({
  test: {
    name,
    root: 'apps/api',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    exclude,
    environment: 'node',
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine. The API files wait
    // on their databases much of the time, so two run side by side (each file has its own database).
    maxWorkers: 2,
    projects: [
      'apps/web/vitest.config.ts',
      // the bench's own arithmetic: medians, verdicts, the summary table, what the home page loads first
      { test: { name: 'bench', root: 'bench', include: ['**/*.test.ts'], environment: 'node' } },
      // the shared rules (order moves, money), which the API and the storefront both apply
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      // two API processes cannot share one embedded database, and the cut of a PostgreSQL connection and
      // the statements a connection prepares need PostgreSQL: those tests run on PostgreSQL only
      apiProject('api-pglite', { API_TEST_DATABASE: 'pglite' }, [
        'test/multi-process.test.ts',
        'test/multi-process-catalog.test.ts',
        'test/database-faults-postgres.test.ts',
        'test/prepared-statements-postgres.test.ts',
        'test/pipelined-statements-postgres.test.ts',
        'test/node-pg-transactions-postgres.test.ts',
        'test/warm-connections-postgres.test.ts',
      ]),
      ...(postgresUrl
        ? [
            apiProject(
              'api-postgres',
              { API_TEST_DATABASE: 'postgres', API_TEST_POSTGRES_URL: postgresUrl },
              // the process and unit tests do not touch the database under test; they run once, above;
              // the fuzzer tests input handling, the same code on both databases (see its header)
              [
                'test/server-process.test.ts',
                'test/database-faults.test.ts',
                'src/**/*.test.ts',
                'test/fuzz-openapi.test.ts',
              ],
            ),
          ]
        : []),
    ],
  },
});
