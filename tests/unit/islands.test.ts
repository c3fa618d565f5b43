import { describe, expect, it } from 'vitest';
import type { Island, Serializable } from '../../src/browser/island';

// The same files the browser's entry loads islands from.
const files = import.meta.glob<Island<{ [key: string]: Serializable }>>('../../src/islands/*.tsx', { import: 'default', eager: true });

describe('islands', () => {
  it.each(Object.entries(files))('%s is an island named after its file, as the browser looks it up', (file, island) => {
    expect(island.island.name).toBe(/([\w-]+)\.tsx$/.exec(file)![1]);
  });
});
