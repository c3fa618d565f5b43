// Fail a test on React warnings and errors instead of letting them scroll by.
// This file runs before every test file; where files share a process and its modules
// (npm run test:fast runs them with isolate: false), console is wrapped only once.
const failsTests = Symbol.for('magnolia.console-fails-tests');
for (const level of ['error', 'warn'] as const) {
  const original: typeof console.error & { [failsTests]?: true } = console[level];
  if (original[failsTests]) continue;
  console[level] = Object.assign(
    (...args: unknown[]) => {
      original(...args);
      throw new Error(`console.${level} during a test: ${args.map(String).join(' ')}`);
    },
    { [failsTests]: true as const },
  );
}
