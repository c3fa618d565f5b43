/**
 * The order Vitest starts npm test's files in. Its own sequencer runs the projects one after another by name
 * (deploy, http, leads, owner, releases, tooling, unit), each project's files longest first (by the last run's times, or by
 * size on a fresh clone). That left the few long files of owner and releases, each building a copy of the
 * site, to start last and run on alone while the other workers had nothing to do. Here the projects start
 * in this order, longest files first, so the short files fill in around them.
 */
import type { TestSpecification } from 'vitest/node';

// Imported when Vitest loads this file, never at the top: Vite bundles vite.config.ts with this file in it, and a
// static import would make every build load Vitest, which a server does not install (ADR 049).
const { BaseSequencer } = await import('vitest/node');

const PROJECTS = ['owner', 'releases', 'leads', 'tooling', 'http', 'deploy', 'unit'];

export class LongestProjectsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => {
      const at = PROJECTS.indexOf(file.project.name);
      return at === -1 ? PROJECTS.length : at;
    };
    // Stable: within a project, Vitest's own order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
