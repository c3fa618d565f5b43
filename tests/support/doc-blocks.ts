import { readFileSync } from 'node:fs';

/**
 * The code block a guide marks `<!-- checked: NAME -->` (a comment readers do not see), its lines
 * without the indent of the list item it sits in. Throws when the guide has none of that name.
 */
export function checkedBlock(file: string, name: string): string {
  const found = new RegExp(`^([ \\t]*)<!-- checked: ${name} -->\\n[ \\t]*\`\`\`\\w*\\n([\\s\\S]*?)\\n[ \\t]*\`\`\`$`, 'm').exec(readFileSync(file, 'utf8'));
  if (!found) throw new Error(`${file} has no block marked <!-- checked: ${name} -->`);
  const indent = found[1]!.length;
  return found[2]!.split('\n').map((line) => line.slice(indent)).join('\n');
}
