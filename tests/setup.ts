// Fail a test on React warnings and errors instead of letting them scroll by.
for (const level of ['error', 'warn'] as const) {
  const original = console[level];
  console[level] = (...args: unknown[]) => {
    original(...args);
    throw new Error(`console.${level} during a test: ${args.map(String).join(' ')}`);
  };
}
