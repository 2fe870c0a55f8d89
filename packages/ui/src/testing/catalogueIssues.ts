import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** The argument names a message uses, including those inside plural, select and rich-text tags. */
function argumentNames(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      found.add(`<${element.value}>`);
      argumentNames(element.children, found);
      continue;
    }
    found.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentNames(option.value, found);
    }
  }
  return found;
}

function describeNames(message: string): string {
  return [...argumentNames(parse(message))].sort().join(', ');
}

/**
 * Everything wrong with a set of message catalogues, one line each: ids missing or extra against
 * the reference language, empty texts, texts ICU cannot parse, and placeholders that differ from
 * the reference. An empty list means every language is complete. Used by each package's tests.
 */
export function catalogueIssues(
  catalogues: Readonly<Record<string, Readonly<Record<string, string>>>>,
  reference = 'en',
): string[] {
  const base = catalogues[reference];
  if (!base) return [`no reference catalogue "${reference}"`];
  const issues: string[] = [];
  for (const [language, catalogue] of Object.entries(catalogues)) {
    for (const id of Object.keys(base)) {
      if (!(id in catalogue)) issues.push(`${language}: missing ${id}`);
    }
    for (const [id, text] of Object.entries(catalogue)) {
      const referenceText = base[id];
      if (referenceText === undefined) {
        issues.push(`${language}: unknown ${id}`);
        continue;
      }
      if (!text.trim()) {
        issues.push(`${language}: empty ${id}`);
        continue;
      }
      let names: string;
      try {
        names = describeNames(text);
      } catch {
        issues.push(`${language}: ${id} is not valid ICU`);
        continue;
      }
      const expected = describeNames(referenceText);
      if (names !== expected) {
        issues.push(`${language}: ${id} uses {${names}} where ${reference} uses {${expected}}`);
      }
    }
  }
  return issues;
}
